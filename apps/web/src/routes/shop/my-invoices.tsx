import { Alert, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../components/empty-state.js';
import { PageTitle } from '../../components/page-title.js';
import { FinanceRowCard } from '../../features/finance/components/finance-row-card.js';
import { InvoiceStatusBadge } from '../../features/finance/components/status-badge.js';
import { useMyInvoices } from '../../features/finance/hooks/use-my-finance.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useClubFormats } from '../../lib/use-club-formats.js';

function MyInvoices() {
  const { invoices, loading, error } = useMyInvoices();
  const format = useClubFormats();
  if (loading) return <Text>Loading Data...</Text>;
  if (error) return <Alert color="red" variant="outline" title="Error loading invoices :(">{error.message}</Alert>;
  if (invoices.length === 0) return <EmptyState buttonLabel="Start Shopping" to="/shop/classpasses" />;
  return (
    <Stack gap="sm">
      {invoices.map((invoice) => (
        <FinanceRowCard
          key={invoice.id}
          title={`Invoice ${invoice.invoiceNumber}`}
          to={`/shop/invoices/${encodeURIComponent(invoice.id)}`}
          badge={<InvoiceStatusBadge status={invoice.status} />}
          lines={[invoice.summary, format.date(invoice.dateCreated)].filter(Boolean)}
          amount={format.money(invoice.total)}
        />
      ))}
    </Stack>
  );
}

/** /shop/invoices: the member's invoices, newest first. */
export default function MyInvoicesPage() {
  return (
    <Stack gap="md">
      <PageTitle>My invoices</PageTitle>
      <RequireLogin>
        <MyInvoices />
      </RequireLogin>
    </Stack>
  );
}
