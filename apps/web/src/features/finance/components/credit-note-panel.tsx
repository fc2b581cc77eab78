import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Button, Checkbox, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { hasStaffPermission } from '../../session/staff-access.js';
import { useCurrentUser } from '../../session/use-current-user.js';
import { FinanceInvoiceCreditDocument, type FinanceInvoiceCreditQuery } from '../credit-notes.generated.js';
import { FinancePaymentMethodListDocument } from '../finance-setup.generated.js';
import { useCreditInvoice } from '../hooks/use-credit-invoice.js';
import { InvoiceStatusBadge } from './status-badge.js';

type CreditInfo = FinanceInvoiceCreditQuery['financeInvoice'];

const invoicePath = (id: string) => `/backoffice/finance/invoices/${encodeURIComponent(id)}`;
/** '2.00' → '2': quantities as people type them. */
const plain = (quantity: string) => (quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity);

/**
 * The invoice page's "Credit notes" tab: a credit note links to its original; an issued invoice lists its credit
 * notes and, for staff with finance.invoices.credit, credits chosen lines and quantities (what earlier credit notes
 * left), with the money optionally going back by a payment method on a date.
 */
export function CreditNotePanel({ invoiceId }: { invoiceId: string }) {
  const { data, error } = useGraphQLQuery(FinanceInvoiceCreditDocument, { id: invoiceId });
  const { user } = useCurrentUser();
  const format = useClubFormats();
  if (error) return <Text>Error loading credit notes :( {error.message}</Text>;
  if (!data) return <Loader aria-label="Loading credit notes" />;
  const invoice = data.financeInvoice;
  if (invoice.creditedInvoice) {
    return (
      <Text>
        This credit note credits invoice{' '}
        <Anchor component={Link} to={invoicePath(invoice.creditedInvoice.id)}>
          {invoice.creditedInvoice.invoiceNumber}
        </Anchor>{' '}
        of {format.date(invoice.creditedInvoice.dateCreated)}.
      </Text>
    );
  }
  const creditable = invoice.creditableLines.some((line) => Number(line.quantity) > 0);
  return (
    <Stack gap="lg">
      {invoice.creditNotes.length === 0 ? (
        <Text>No credit notes for this invoice.</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invoice.creditNotes.map((note) => (
            <Group key={note.id} component="li" gap="sm">
              <Anchor component={Link} to={invoicePath(note.id)}>
                Credit note {note.invoiceNumber}
              </Anchor>
              <Text size="sm">
                {format.date(note.dateCreated)}, {note.totalDisplay}
              </Text>
              <InvoiceStatusBadge status={note.status} />
            </Group>
          ))}
        </Stack>
      )}
      {creditable && user && hasStaffPermission(user, 'finance.invoices.credit') && <CreditForm invoice={invoice} />}
    </Stack>
  );
}

function CreditForm({ invoice }: { invoice: CreditInfo }) {
  const lines = invoice.creditableLines.filter((line) => Number(line.quantity) > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [refund, setRefund] = useState(false);
  const [method, setMethod] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const credit = useCreditInvoice();
  const methods = useGraphQLQuery(FinancePaymentMethodListDocument, refund ? { archived: false, first: 100 } : null);
  const methodOptions = (methods.data?.financePaymentMethods.edges ?? []).map((edge) => edge.node).filter((m) => m.code !== 'CREDIT_NOTE').map((m) => ({ value: m.id, label: m.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines.flatMap((line) => {
      const quantity = (quantities[line.item.id] ?? '').trim();
      return quantity === '' || Number(quantity) === 0 ? [] : [{ item: line.item.id, quantity }];
    });
    if (chosen.length === 0) return setProblem('Enter the quantity to credit of at least one line.');
    if (refund && !method) return setProblem('Choose how the money goes back.');
    setProblem(null);
    credit.mutate(
      { input: { invoice: invoice.id, lines: chosen, refund: refund && method ? { paymentMethod: method, ...(date ? { date } : {}) } : null } },
      {
        onSuccess: () => {
          setQuantities({});
          setRefund(false);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Stack gap="sm" component="form" onSubmit={submit} aria-labelledby="credit-form-title">
      <Title order={3} size="h4" id="credit-form-title">
        Credit this invoice
      </Title>
      <Text size="sm">A credit note is issued today with the quantities you enter; what the invoice still has open is settled against it.</Text>
      <ScrollTable label="Lines to credit" minWidth={420}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Left to credit</Table.Th>
              <Table.Th>Quantity to credit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.item.id}>
                <Table.Td>{line.item.productName}</Table.Td>
                <Table.Td>{line.item.priceDisplay}</Table.Td>
                <Table.Td>{plain(line.quantity)}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Quantity to credit of ${line.item.productName}`}
                    inputMode="decimal"
                    placeholder="0"
                    w={110}
                    value={quantities[line.item.id] ?? ''}
                    onChange={(event) => setQuantities((current) => ({ ...current, [line.item.id]: event.currentTarget.value }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Checkbox label="The money goes back to the member (refund)" checked={refund} onChange={(event) => setRefund(event.currentTarget.checked)} />
      {refund && (
        <Group gap="sm" align="flex-end">
          <Select label="Refunded by" data={methodOptions} value={method} onChange={setMethod} required w={220} />
          <TextInput label="Refund date" type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} description="Empty: today" w={180} />
        </Group>
      )}
      {problem && (
        <Alert color="red" variant="outline" title="The credit note was not issued">
          {problem}
        </Alert>
      )}
      <Button type="submit" w="fit-content" loading={credit.isPending}>
        Issue credit note
      </Button>
    </Stack>
  );
}
