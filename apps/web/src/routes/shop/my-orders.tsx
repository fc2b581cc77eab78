import { Alert, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../components/empty-state.js';
import { PageTitle } from '../../components/page-title.js';
import { FinanceRowCard } from '../../features/finance/components/finance-row-card.js';
import { OrderStatusBadge } from '../../features/finance/components/status-badge.js';
import { useMyOrders } from '../../features/finance/hooks/use-my-finance.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useClubFormats } from '../../lib/use-club-formats.js';

function MyOrders() {
  const { orders, loading, error } = useMyOrders();
  const format = useClubFormats();
  if (loading) return <Text>Loading Data...</Text>;
  if (error) return <Alert color="red" variant="outline" title="Error loading orders :(">{error.message}</Alert>;
  if (orders.length === 0) return <EmptyState buttonLabel="Start Shopping" to="/shop/classpasses" />;
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <FinanceRowCard
          key={order.id}
          title={`Order ${order.orderNumber}`}
          to={`/shop/orders/${encodeURIComponent(order.id)}`}
          badge={<OrderStatusBadge status={order.status} />}
          lines={[order.items.edges.map(({ node }) => node.productName).join(', '), format.dateTime(order.createdAt)].filter(Boolean)}
          amount={format.money(order.total)}
        />
      ))}
    </Stack>
  );
}

/** /shop/orders: the member's orders, newest first: what each bought, when, its status and total. */
export default function MyOrdersPage() {
  return (
    <Stack gap="md">
      <PageTitle>My orders</PageTitle>
      <RequireLogin>
        <MyOrders />
      </RequireLogin>
    </Stack>
  );
}
