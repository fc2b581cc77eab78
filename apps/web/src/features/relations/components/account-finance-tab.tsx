import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InvoiceStatusBadge, OrderStatusBadge } from '../../finance/components/status-badge.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';
import { FinanceInvoicesDocument, type FinanceInvoiceRowFieldsFragment } from '../../finance/invoices.generated.js';
import { FinanceOrdersDocument, type FinanceOrderRowFieldsFragment } from '../../finance/orders.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { SimpleTable, TabState, type SimpleColumn } from './simple-table.js';

const orderColumns = (format: ClubFormatters): SimpleColumn<FinanceOrderRowFieldsFragment>[] => [
  {
    header: 'Order',
    cell: (o) => (
      <Anchor component={Link} to={`/backoffice/finance/orders/${encodeURIComponent(o.id)}`}>
        Order {o.orderNumber}
      </Anchor>
    ),
  },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
  { header: 'Total', cell: (o) => o.totalDisplay },
  { header: 'Created', cell: (o) => format.dateTime(o.createdAt) },
];

const invoiceColumns = (format: ClubFormatters): SimpleColumn<FinanceInvoiceRowFieldsFragment>[] => [
  {
    header: 'Invoice',
    cell: (i) => (
      <Anchor component={Link} to={`/backoffice/finance/invoices/${encodeURIComponent(i.id)}`}>
        {i.invoiceNumber}
      </Anchor>
    ),
  },
  { header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.status} /> },
  { header: 'Total', cell: (i) => i.totalDisplay },
  { header: 'Balance', cell: (i) => i.balanceDisplay },
  { header: 'Date', cell: (i) => format.date(i.dateCreated) },
];

function Orders({ accountId }: { accountId: string }) {
  const { data, isPending, error } = useGraphQLQuery(FinanceOrdersDocument, { account: accountId, first: 100 });
  const format = useClubFormats();
  if (!data) return <TabState label="orders" isPending={isPending} error={error} />;
  return <SimpleTable label="Orders" columns={orderColumns(format)} rows={data.financeOrders.edges.map((e) => e.node)} rowKey={(o) => o.id} empty="No orders yet." />;
}

function Invoices({ accountId }: { accountId: string }) {
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoicesDocument, { account: accountId, first: 100 });
  const format = useClubFormats();
  if (!data) return <TabState label="invoices" isPending={isPending} error={error} />;
  return <SimpleTable label="Invoices" columns={invoiceColumns(format)} rows={data.financeInvoices.edges.map((e) => e.node)} rowKey={(i) => i.id} empty="No invoices yet." />;
}

/** The account's orders and invoices (each part for staff who may see them), linking to the finance screens. */
export function AccountFinanceTab({ accountId, orders, invoices }: { accountId: string; orders: boolean; invoices: boolean }) {
  return (
    <Stack gap="lg">
      {orders && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Orders
          </Title>
          <Orders accountId={accountId} />
        </Stack>
      )}
      {invoices && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Invoices
          </Title>
          <Invoices accountId={accountId} />
        </Stack>
      )}
    </Stack>
  );
}
