import { Button, Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { OrderItems } from '../../../features/finance/components/order-items.js';
import { OrderStatusBadge } from '../../../features/finance/components/status-badge.js';
import { useDeliverOrder } from '../../../features/finance/hooks/use-deliver-order.js';
import { FinanceOrderDocument } from '../../../features/finance/orders.generated.js';
import { canEditOrders } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

/** Orders that a delivery by hand can still complete (a delivered or cancelled one is final). */
const DELIVERABLE = new Set(['RECEIVED', 'AWAITING_PAYMENT', 'PAID', 'DELIVERY_ERROR']);
/** A payment going back (or gone back) is never delivered after all; one whose refund is left to staff may be. */
const REFUND_ALLOWS_DELIVERY = new Set([null, 'DUE']);

/** /backoffice/finance/orders/{id}: one order, its lines, and 'Set Delivered' for staff who may change orders. */
function FinanceOrder() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(FinanceOrderDocument, { id });
  const { confirmDelivery, delivering } = useDeliverOrder(id);
  const order = data?.financeOrder;
  const format = useClubFormats();
  const mayDeliver = order && user && canEditOrders(user) && DELIVERABLE.has(order.status) && REFUND_ALLOWS_DELIVERY.has(order.refundStatus ?? null);
  return (
    <DetailLayout
      title={order ? `Order ${order.orderNumber}` : 'Order'}
      back={{ to: '/backoffice/finance/orders', label: 'Orders' }}
      label="order"
      loading={isPending}
      error={error}
      summary={
        order && (
          <Group gap="sm">
            <OrderStatusBadge status={order.status} />
            <Text size="sm">{order.account?.fullName ?? ''}</Text>
            <Text size="sm" c="dimmed">
              {format.dateTime(order.createdAt)}
            </Text>
          </Group>
        )
      }
      actions={
        mayDeliver && (
          <Button loading={delivering} onClick={confirmDelivery}>
            Set Delivered
          </Button>
        )
      }
      tabs={order ? [{ value: 'items', label: 'Items', content: <OrderItems order={order} invoicePath={(invoiceId) => `/backoffice/finance/invoices/${encodeURIComponent(invoiceId)}`} /> }] : []}
    />
  );
}

export default function FinanceOrderPage() {
  return (
    <RequirePermission permission="finance.orders.view">
      <FinanceOrder />
    </RequirePermission>
  );
}
