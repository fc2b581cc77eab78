import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { hasStaffPermission } from '../../session/staff-access.js';
import { useCurrentUser } from '../../session/use-current-user.js';
import { useMarkOrderRefunded } from '../hooks/use-mark-order-refunded.js';
import { FinanceOrderRefundsDueDocument } from '../refunds-due.generated.js';

const SHOWN = 20;

/**
 * The home's "Paid, not delivered, not refunded": orders paid online that could not be delivered and whose refund
 * the payment provider refused (or could not be reached for), oldest first, each with why on both counts. Staff
 * who record payments (finance.payments.edit) mark one refunded once they gave the money back themselves.
 */
export function RefundsDue() {
  const { data, error } = useGraphQLQuery(FinanceOrderRefundsDueDocument, { first: SHOWN });
  if (error) return <Text>Error loading orders to refund :( {error.message}</Text>;
  if (!data) return <Loader aria-label="Loading orders to refund" />;
  const orders = data.financeOrderRefundsDue.edges.map((edge) => edge.node);
  if (orders.length === 0) return <Text>No paid order is waiting for a refund.</Text>;
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {orders.map((order) => (
          <Group key={order.id} component="li" justify="space-between" wrap="nowrap">
            {/* the reasons wrap (a provider's message may be long); the button keeps its width */}
            <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text fw={600}>
                <Anchor component={Link} to={`/backoffice/finance/orders/${encodeURIComponent(order.id)}`}>
                  Order {order.orderNumber}
                </Anchor>{' '}
                {order.account?.fullName ?? ''}, {order.totalDisplay}
              </Text>
              <Text size="sm">Not delivered: {order.deliveryError}</Text>
              <Text size="sm">Not refunded: {order.refundError}</Text>
            </div>
            <MarkRefundedButton orderId={order.id} orderNumber={order.orderNumber} />
          </Group>
        ))}
      </Stack>
      {data.financeOrderRefundsDue.pageInfo.hasNextPage && <Text size="sm">The oldest {SHOWN} are shown; more are waiting.</Text>}
    </>
  );
}

/** 'Mark refunded', after a confirmation, for staff with finance.payments.edit; the list and the order are read again. */
function MarkRefundedButton({ orderId, orderNumber }: { orderId: string; orderNumber: number }) {
  const { user } = useCurrentUser();
  const mark = useMarkOrderRefunded(orderNumber);
  if (!user || !hasStaffPermission(user, 'finance.payments.edit')) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: `Mark order ${orderNumber} refunded?`,
      children: "Do this once the money is back with the member (refunded in the payment provider's dashboard, or in cash): the order leaves this list.",
      labels: { confirm: 'Mark refunded', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => mark.mutate({ id: orderId }),
    });
  return (
    <Button variant="default" size="xs" style={{ flexShrink: 0 }} aria-label={`Mark refunded: order ${orderNumber}`} loading={mark.isPending} onClick={confirm}>
      Mark refunded
    </Button>
  );
}
