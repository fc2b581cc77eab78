import '@mantine/core/styles/Table.css';
import { Anchor, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { ScrollTable } from '../../../components/scroll-table.js';
import { QuotePdfButton } from '../../../features/finance/components/quote-pdf-button.js';
import { QuoteStatusBadge } from '../../../features/finance/components/status-badge.js';
import {
  AcceptFinanceQuoteDocument,
  CancelFinanceQuoteDocument,
  FinanceQuoteDocument,
  RejectFinanceQuoteDocument,
  ResendFinanceQuoteDocument,
  SendFinanceQuoteDocument,
  type FinanceQuoteQuery,
} from '../../../features/finance/quotes.generated.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { QuoteEditor } from './quote-editor.js';

type Quote = Extract<NonNullable<FinanceQuoteQuery['node']>, { __typename: 'FinanceQuoteNode' }>;
const LIST = '/backoffice/finance/quotes';

/** One step of a quote (send, send again, accept, reject, cancel): the mutation, its confirmation, or the server's reason as a toast. */
function useQuoteStep<TVariables>(document: Parameters<typeof useGraphQLMutation<unknown, TVariables>>[0], done: string) {
  const mutation = useGraphQLMutation(document, { invalidates: 'all' });
  return {
    busy: mutation.isPending,
    run: async (variables: TVariables) => {
      try {
        await mutation.mutateAsync(variables);
        toastSuccess(done);
      } catch (error) {
        toastDanger(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
    },
  };
}

/**
 * What staff may do with the quote in its status: send a draft (mailed with its PDF); send an unexpired sent one
 * again (the same mail) or accept it (into an invoice group); reject or cancel a sent one.
 */
function QuoteActions({ quote, invoiceGroups }: { quote: Quote; invoiceGroups: { value: string; label: string }[] }) {
  const send = useQuoteStep(SendFinanceQuoteDocument, 'Quote sent: it is mailed with its PDF');
  const resend = useQuoteStep(ResendFinanceQuoteDocument, 'Quote sent again: it is mailed with its PDF');
  const accept = useQuoteStep(AcceptFinanceQuoteDocument, 'Quote accepted: its draft invoice is written');
  const reject = useQuoteStep(RejectFinanceQuoteDocument, 'Quote rejected');
  const cancel = useQuoteStep(CancelFinanceQuoteDocument, 'Quote cancelled');
  const [group, setGroup] = useState(invoiceGroups[0]?.value ?? '');
  const input = { input: { id: quote.id } };
  const open = quote.status === 'DRAFT' || quote.status === 'SENT';
  return (
    <Group align="flex-end">
      {quote.status === 'DRAFT' && (
        <Button loading={send.busy} onClick={() => void send.run(input)}>
          Send
        </Button>
      )}
      {quote.status === 'SENT' && !quote.expired && (
        <>
          <Button variant="default" loading={resend.busy} onClick={() => void resend.run(input)}>
            Send again
          </Button>
          <NativeSelect label="Invoice group of the invoice" data={invoiceGroups} value={group} onChange={(event) => setGroup(event.currentTarget.value)} />
          <Button loading={accept.busy} onClick={() => void accept.run({ input: { id: quote.id, invoiceGroup: group } })}>
            Accept
          </Button>
        </>
      )}
      {quote.status === 'SENT' && (
        <Button variant="default" loading={reject.busy} onClick={() => void reject.run(input)}>
          Reject
        </Button>
      )}
      {open && (
        <Button variant="default" color="red" loading={cancel.busy} onClick={() => void cancel.run(input)}>
          Cancel quote
        </Button>
      )}
    </Group>
  );
}

function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <ScrollTable label="Quote lines" minWidth={560}>
      <Table>
        <Table.Caption>Quote lines</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Tax</Table.Th>
            <Table.Th>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.items.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                {line.productName}
                {line.description && <Text size="sm">{line.description}</Text>}
              </Table.Td>
              <Table.Td>{line.quantity}</Table.Td>
              <Table.Td>{line.priceDisplay}</Table.Td>
              <Table.Td>{line.taxPercentage}%</Table.Td>
              <Table.Td>{line.totalDisplay}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** /backoffice/finance/quotes/{id}: a quote with its lines and totals (a draft in its editor for those who may change it), its PDF, and the steps its status allows. */
export default function FinanceQuote() {
  const { id = '' } = useParams();
  const format = useClubFormats();
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(FinanceQuoteDocument, { id });
  const quote = data?.node?.__typename === 'FinanceQuoteNode' ? data.node : null;
  const canEdit = user !== null && hasStaffPermission(user, 'finance.quotes.edit');
  const invoiceGroups = data?.financeInvoiceGroups.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const details = quote && (
    <Stack gap="md">
      <Text>
        {quote.relationsBusiness?.name ?? quote.account?.fullName} · {format.date(quote.dateCreated)} · valid until {format.date(quote.dateExpire)}
      </Text>
      <QuoteLines quote={quote} />
      <Text>
        Subtotal {quote.subtotalDisplay} · Tax {quote.taxDisplay} · Total {quote.totalDisplay}
      </Text>
      {quote.terms && <Text size="sm">{quote.terms}</Text>}
      {quote.financeInvoice && (
        <Anchor component={Link} to={`/backoffice/finance/invoices/${encodeURIComponent(quote.financeInvoice.id)}`}>
          See the draft invoice it became
        </Anchor>
      )}
    </Stack>
  );
  return (
    <DetailLayout
      title={quote ? `Quote ${quote.quoteNumber ?? '(draft)'}` : 'Quote'}
      back={{ to: LIST, label: 'Quotes' }}
      label="quote"
      loading={isPending}
      error={error}
      summary={quote && <QuoteStatusBadge status={quote.status} expired={quote.expired} />}
      actions={
        quote && (
          <Group align="flex-end">
            <QuotePdfButton quoteId={quote.id} quoteNumber={quote.quoteNumber} />
            {canEdit && <QuoteActions quote={quote} invoiceGroups={invoiceGroups} />}
          </Group>
        )
      }
      tabs={quote ? [{ value: 'details', label: 'Details', content: quote.status === 'DRAFT' && canEdit ? <QuoteEditor key={quote.id} quote={quote} /> : details }] : []}
    />
  );
}
