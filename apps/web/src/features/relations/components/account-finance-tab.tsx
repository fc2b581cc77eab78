import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { InvoiceStatusBadge, OrderStatusBadge } from '../../finance/components/status-badge.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';
import {
  FinanceAccountPaymentsDocument,
  FinanceInvoiceOpenTotalsDocument,
  FinanceInvoicesDocument,
  type FinanceAccountPaymentsQuery,
  type FinanceInvoiceRowFieldsFragment,
} from '../../finance/invoices.generated.js';
import { FinanceOrdersDocument, type FinanceOrderRowFieldsFragment } from '../../finance/orders.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const orderColumns = (format: ClubFormatters): DataTableColumn<FinanceOrderRowFieldsFragment>[] => [
  { key: 'order', header: 'Order', cell: (o) => `Order ${o.orderNumber}` },
  { key: 'status', header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
  { key: 'total', header: 'Total', cell: (o) => o.totalDisplay },
  { key: 'created', header: 'Created', cell: (o) => format.dateTime(o.createdAt) },
];

const invoiceColumns = (format: ClubFormatters): DataTableColumn<FinanceInvoiceRowFieldsFragment>[] => [
  { key: 'invoice', header: 'Invoice', cell: (i) => i.invoiceNumber },
  { key: 'status', header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.status} /> },
  { key: 'total', header: 'Total', cell: (i) => i.totalDisplay },
  { key: 'paid', header: 'Paid', cell: (i) => i.paidDisplay },
  { key: 'balance', header: 'Balance', cell: (i) => i.balanceDisplay },
  { key: 'date', header: 'Date', cell: (i) => format.date(i.dateCreated) },
];

type PaymentRow = FinanceAccountPaymentsQuery['financeAccountPayments']['edges'][number]['node'];

const paymentColumns = (format: ClubFormatters): DataTableColumn<PaymentRow>[] => [
  { key: 'date', header: 'Date', cell: (p) => format.date(p.date) },
  { key: 'amount', header: 'Amount', cell: (p) => p.amountDisplay },
  { key: 'method', header: 'Method', cell: (p) => p.paymentMethod },
  { key: 'reference', header: 'Reference', cell: (p) => p.reference },
  {
    key: 'invoice',
    header: 'Invoice',
    cell: (p) => (
      <Anchor component={Link} to={`/backoffice/finance/invoices/${encodeURIComponent(p.invoice)}`}>
        {p.invoiceNumber ?? 'Draft'}
      </Anchor>
    ),
  },
];

function Payments({ accountId }: { accountId: string }) {
  const list = useListParams('payments');
  const { data, isPending, error } = useGraphQLQuery(FinanceAccountPaymentsDocument, { account: accountId, ...list.window });
  const format = useClubFormats();
  return (
    <DataTable
      label="payments"
      list={list}
      columns={paymentColumns(format)}
      rows={data?.financeAccountPayments.edges.map((e) => e.node)}
      rowKey={(p) => p.id}
      loading={isPending}
      error={error}
      pageInfo={data?.financeAccountPayments.pageInfo}
      empty={<Text>No payments yet.</Text>}
    />
  );
}

function Orders({ accountId }: { accountId: string }) {
  const list = useListParams('orders');
  const { data, isPending, error } = useGraphQLQuery(FinanceOrdersDocument, { account: accountId, ...list.window });
  const format = useClubFormats();
  return (
    <DataTable
      label="orders"
      list={list}
      columns={orderColumns(format)}
      rows={data?.financeOrders.edges.map((e) => e.node)}
      rowKey={(o) => o.id}
      rowHref={(o) => `/backoffice/finance/orders/${encodeURIComponent(o.id)}`}
      loading={isPending}
      error={error}
      pageInfo={data?.financeOrders.pageInfo}
      empty={<Text>No orders yet.</Text>}
    />
  );
}

function Invoices({ accountId }: { accountId: string }) {
  const list = useListParams('invoices');
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoicesDocument, { account: accountId, ...list.window });
  const open = useGraphQLQuery(FinanceInvoiceOpenTotalsDocument, { account: accountId }).data?.financeInvoiceOpenTotals;
  const format = useClubFormats();
  return (
    <Stack gap="xs">
      {open && (
        <Text role="status" aria-label="Open balance">
          Open balance: {open.balanceDisplay} ({open.count === 1 ? '1 open invoice' : `${open.count} open invoices`})
        </Text>
      )}
    <DataTable
      label="invoices"
      list={list}
      columns={invoiceColumns(format)}
      rows={data?.financeInvoices.edges.map((e) => e.node)}
      rowKey={(i) => i.id}
      rowHref={(i) => `/backoffice/finance/invoices/${encodeURIComponent(i.id)}`}
      loading={isPending}
      error={error}
      pageInfo={data?.financeInvoices.pageInfo}
      empty={<Text>No invoices yet.</Text>}
    />
    </Stack>
  );
}

/** The account's orders, invoices with its open balance, and the payments on them (each part for staff who may see them), newest first, each paged on its own, linking to the finance screens. */
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
      {invoices && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Payments
          </Title>
          <Payments accountId={accountId} />
        </Stack>
      )}
    </Stack>
  );
}
