import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { OrderItems } from '../../features/finance/components/order-items.js';
import { OrderStatusBadge } from '../../features/finance/components/status-badge.js';
import { FinanceOrderDocument } from '../../features/finance/orders.generated.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { useClubFormats } from '../../lib/use-club-formats.js';

function MyOrder({ id }: { id: string }) {
  const { data, isPending, error } = useGraphQLQuery(FinanceOrderDocument, { id });
  const format = useClubFormats();
  if (isPending) return <Text>Loading Data...</Text>;
  if (error) return <Alert color="red" variant="outline" title="Sorry... this order could not be found..." />;
  const order = data.financeOrder;
  return (
    <Stack gap="md">
      <PageTitle>{`Order ${order.orderNumber}`}</PageTitle>
      <Group gap="sm">
        <OrderStatusBadge status={order.status} />
        <Text size="sm" c="dimmed">
          {format.dateTime(order.createdAt)}
        </Text>
      </Group>
      <OrderItems order={order} invoicePath={(invoiceId) => `/shop/invoices/${encodeURIComponent(invoiceId)}`} />
    </Stack>
  );
}

/** /shop/orders/{id}: one of the member's orders. */
export default function MyOrderPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/shop/orders">
        ← My orders
      </Anchor>
      <RequireLogin>
        <MyOrder id={id} />
      </RequireLogin>
    </Stack>
  );
}
