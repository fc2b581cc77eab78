import '@mantine/core/styles/List.css';
import { Anchor, List, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { FinanceOrdersDocument } from '../../finance/orders.generated.js';

const SHOWN = 5;

/** The newest orders still awaiting payment, each linking to its detail, and the way to the full list. */
export function OrdersAwaitingPayment() {
  const { data, error } = useGraphQLQuery(FinanceOrdersDocument, { status: 'AWAITING_PAYMENT', first: SHOWN });
  if (error) return <Text>Error loading orders :( {error.message}</Text>;
  if (!data) return <Loader aria-label="Loading orders awaiting payment" />;
  const orders = data.financeOrders.edges.map((edge) => edge.node);
  if (orders.length === 0) return <Text>No orders are awaiting payment.</Text>;
  return (
    <>
      <List>
        {orders.map((order) => (
          <List.Item key={order.id}>
            <Anchor component={Link} to={`/backoffice/finance/orders/${encodeURIComponent(order.id)}`}>
              Order {order.orderNumber}
            </Anchor>{' '}
            {order.account?.fullName ?? ''}, {order.totalDisplay}
          </List.Item>
        ))}
      </List>
      {data.financeOrders.pageInfo.hasNextPage && (
        <Anchor component={Link} to="/backoffice/finance/orders?status=AWAITING_PAYMENT">
          All orders awaiting payment
        </Anchor>
      )}
    </>
  );
}
