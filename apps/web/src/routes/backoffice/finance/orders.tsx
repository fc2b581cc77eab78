import { Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { OrderStatusBadge } from '../../../features/finance/components/status-badge.js';
import { FinanceOrdersDocument, type FinanceOrderRowFieldsFragment } from '../../../features/finance/orders.generated.js';
import { ORDER_STATUSES, statusOptions } from '../../../features/finance/statuses.js';
import type { FinanceOrderStatus } from '../../../graphql-types.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';

const columns = (format: ClubFormatters): DataTableColumn<FinanceOrderRowFieldsFragment>[] => [
  { key: 'orderNumber', header: 'Order', cell: (order) => order.orderNumber },
  { key: 'account', header: 'Customer', cell: (order) => order.account?.fullName ?? '' },
  { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { key: 'total', header: 'Total', cell: (order) => order.totalDisplay },
  { key: 'createdAt', header: 'Created', cell: (order) => format.dateTime(order.createdAt) },
];

const isOrderStatus = (value: string | null): value is FinanceOrderStatus => value !== null && value in ORDER_STATUSES;

/** /backoffice/finance/orders: the shop's orders, newest first, filtered by status; each opens its detail. */
function FinanceOrders() {
  const list = useListParams();
  const format = useClubFormats();
  const status = list.filter('status');
  const { data, isPending, error } = useGraphQLQuery(FinanceOrdersDocument, { ...list.window, status: isOrderStatus(status) ? status : null });
  return (
    <Stack gap="md">
      <PageTitle>Orders</PageTitle>
      <Group>
        <FilterSelect list={list} name="status" label="Status" allLabel="All statuses" options={statusOptions(ORDER_STATUSES)} />
      </Group>
      <DataTable
        label="orders"
        list={list}
        columns={columns(format)}
        rows={data?.financeOrders.edges.map((edge) => edge.node)}
        rowKey={(order) => order.id}
        rowHref={(order) => `/backoffice/finance/orders/${encodeURIComponent(order.id)}`}
        loading={isPending}
        error={error}
        pageInfo={data?.financeOrders.pageInfo}
        empty={<Text>No orders{status ? ' with this status' : ''} yet. Orders appear here when members buy in the shop.</Text>}
      />
    </Stack>
  );
}

export default function FinanceOrdersPage() {
  return (
    <RequirePermission permission="finance.orders.view">
      <FinanceOrders />
    </RequirePermission>
  );
}
