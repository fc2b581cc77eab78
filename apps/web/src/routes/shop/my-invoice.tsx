import { ORDER_POLL_INTERVAL_MS } from '@kiai/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { InvoiceLines } from '../../features/finance/components/invoice-lines.js';
import { InvoicePdfButton } from '../../features/finance/components/invoice-pdf-button.js';
import { InvoiceStatusBadge } from '../../features/finance/components/status-badge.js';
import { usePayInvoice } from '../../features/finance/hooks/use-pay-invoice.js';
import { FinanceInvoiceDocument } from '../../features/finance/invoices.generated.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { useQueryParams } from '../../lib/use-query-params.js';
import { useClubFormats } from '../../lib/use-club-formats.js';

const OPEN_STATUSES = new Set(['SENT', 'OVERDUE']);

/** What the payment provider's return (`?payment=success|cancel`) means for an invoice still open or paid now. */
function PaymentReturn({ outcome, paid }: { outcome: string | null; paid: boolean }) {
  if (outcome === 'success' && paid) return <Alert color="green" title="Payment received">Thank you! This invoice is paid.</Alert>;
  if (outcome === 'success') return <Alert title="Awaiting payment confirmation...">We will mark the invoice paid as soon as the payment is confirmed.</Alert>;
  if (outcome === 'cancel' && !paid) return <Alert color="orange" title="Payment cancelled">Nothing was charged; the invoice is still open.</Alert>;
  return null;
}

function MyInvoice({ id }: { id: string }) {
  const [params] = useQueryParams();
  const outcome = params.get('payment');
  // Back from paying: the invoice is read again every 3000 ms (like the order success page) until it is paid.
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoiceDocument, { id }, {
    refetchInterval: (query) => (outcome === 'success' && query.state.status === 'success' && query.state.data?.financeInvoice.status !== 'PAID' ? ORDER_POLL_INTERVAL_MS : false),
  });
  const { pay, paying } = usePayInvoice(id);
  const format = useClubFormats();
  if (isPending) return <Text>Loading Data...</Text>;
  if (error) return <Alert color="red" variant="outline" title="Error loading invoice :(">{error.message}</Alert>;
  const invoice = data.financeInvoice;
  return (
    <Stack gap="md">
      <PageTitle>{`Invoice ${invoice.invoiceNumber}`}</PageTitle>
      <Group gap="sm">
        <InvoiceStatusBadge status={invoice.status} />
        <Text size="sm">
          {format.date(invoice.dateCreated)}, due {format.date(invoice.dateDue)}
        </Text>
      </Group>
      <PaymentReturn outcome={outcome} paid={invoice.status === 'PAID'} />
      {invoice.summary && <Text>{invoice.summary}</Text>}
      <Group>
        {OPEN_STATUSES.has(invoice.status) && (
          <Button onClick={pay} loading={paying}>
            {`Pay ${format.money(invoice.balance)} online`}
          </Button>
        )}
        <InvoicePdfButton invoiceId={invoice.id} invoiceNumber={invoice.invoiceNumber} />
      </Group>
      <InvoiceLines invoice={invoice} />
    </Stack>
  );
}

/** /shop/invoices/{id}: one of the member's invoices, with its PDF, and paying its balance online while it is open. */
export default function MyInvoicePage() {
  const { id = '' } = useParams();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/shop/invoices">
        ← My invoices
      </Anchor>
      <RequireLogin>
        <MyInvoice id={id} />
      </RequireLogin>
    </Stack>
  );
}
