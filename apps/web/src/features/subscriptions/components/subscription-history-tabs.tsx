import { Anchor, Stack, Text, Title } from '@mantine/core';
import { BACKOFFICE_PAGES, pagePath } from '@kiai/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import type { SubscriptionDetail } from '../subscription-detail.js';

type Subscription = SubscriptionDetail;
type Grant = Subscription['credits'][number];
type Booking = Subscription['bookings'][number];
type Line = Subscription['invoiceLines'][number];

/** The credit grants and the bookings that spent them, read-only. */
export function SubscriptionCreditsTab({ subscription }: { subscription: Subscription }) {
  const grants = useListParams('grants');
  const bookings = useListParams('bookings');
  const monthOf = new Map(subscription.credits.map((g) => [g.id, g.month]));
  const grantColumns: DataTableColumn<Grant>[] = [
    { key: 'month', header: 'Month', cell: (g) => g.month },
    { key: 'kind', header: 'Kind', cell: (g) => (g.kind === 'MONTHLY' ? 'Monthly' : 'Added by staff') },
    { key: 'amount', header: 'Credits', cell: (g) => g.amount },
    { key: 'spent', header: 'Spent', cell: (g) => g.spent },
    { key: 'expires', header: 'Expires', cell: (g) => g.expiresOn },
  ];
  const bookingColumns: DataTableColumn<Booking>[] = [
    { key: 'date', header: 'Class', cell: (b) => `${b.date} ${b.timeStart.slice(0, 5)} ${b.className}` },
    { key: 'status', header: 'Status', cell: (b) => b.bookingStatus },
    { key: 'credit', header: 'Credit', cell: (b) => (b.creditGrant ? `From ${monthOf.get(b.creditGrant) ?? 'a grant'}` : b.advanceCredit ? 'Ahead of its month' : 'None') },
  ];
  return (
    <Stack gap="lg">
      <Text>{subscription.organizationSubscription.unlimited ? 'Unlimited: bookings take no credits.' : `${subscription.creditTotal} credits usable today.`}</Text>
      <DataTable label="credit grants" list={grants} columns={grantColumns} rows={subscription.credits} rowKey={(g) => g.id} loading={false} error={null} pageInfo={undefined} empty={<Text>No credits granted yet.</Text>} />
      <Title order={2} size="h4">
        Bookings
      </Title>
      <DataTable label="bookings" list={bookings} columns={bookingColumns} rows={subscription.bookings} rowKey={(b) => b.id} loading={false} error={null} pageInfo={undefined} empty={<Text>No bookings yet.</Text>} />
    </Stack>
  );
}

/** The invoice lines that billed the subscription and the credit notes that credited them. */
export function SubscriptionInvoicesTab({ subscription, mayOpen }: { subscription: Subscription; mayOpen: boolean }) {
  const list = useListParams('lines');
  const columns: DataTableColumn<Line>[] = [
    {
      key: 'invoice',
      header: 'Invoice',
      cell: (l) => {
        const label = `${l.creditNote ? 'Credit note' : 'Invoice'} ${l.invoiceNumber ?? '(draft)'}`;
        return mayOpen ? (
          <Anchor component={Link} to={pagePath(BACKOFFICE_PAGES.financeInvoices, { id: l.invoice })}>
            {label}
          </Anchor>
        ) : (
          label
        );
      },
    },
    { key: 'date', header: 'Date', cell: (l) => l.dateCreated },
    { key: 'line', header: 'Line', cell: (l) => l.description || l.productName },
    { key: 'month', header: 'Month', cell: (l) => l.subscriptionMonth ?? '—' },
    { key: 'total', header: 'Amount', cell: (l) => l.totalDisplay },
  ];
  return <DataTable label="invoice lines" list={list} columns={columns} rows={subscription.invoiceLines} rowKey={(l) => l.id} loading={false} error={null} pageInfo={undefined} empty={<Text>Not invoiced yet.</Text>} />;
}
