import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FinanceOrderQuery } from '../orders.generated.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

type Order = FinanceOrderQuery['financeOrder'];

/** What became of the payment of an order that could not be delivered, or null when there was none. */
function refundText(order: Order, formatDate: (instant: string) => string): string | null {
  switch (order.refundStatus) {
    case 'PENDING':
      return 'The payment is being refunded.';
    case 'REFUNDED':
    case 'HANDLED':
      return order.refundedAt ? `The payment was refunded on ${formatDate(order.refundedAt)}.` : 'The payment was refunded.';
    case 'DUE':
      // staff only get the provider's reason
      return order.refundError ? `The payment is still to be refunded: ${order.refundError}` : 'The payment is still to be refunded.';
    default:
      return null;
  }
}

/**
 * An order's lines (a pass; for a drop-in or trial, the class date it books), its total and message, why its
 * delivery failed (staff only get that reason) and the refund of its payment then, and a link to the invoice
 * made at delivery.
 */
export function OrderItems({ order, invoicePath }: { order: Order; invoicePath: (invoiceId: string) => string }) {
  const format = useClubFormats();
  const refund = refundText(order, format.date);
  return (
    <Stack gap="sm">
      {order.deliveryError && (
        <Alert color="red" variant="outline" title="Delivery error">
          {order.deliveryError}
        </Alert>
      )}
      {refund && <Text size="sm">{refund}</Text>}
      {order.items.edges.map(({ node: item }) => (
        <Paper key={item.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>{item.productName}</Text>
              {item.description && <Text size="sm">{item.description}</Text>}
              {item.attendanceDate && <Text size="sm">Class on {format.date(item.attendanceDate)}</Text>}
              <Text size="sm" c="dimmed">
                Quantity: {format.quantity(item.quantity)}
              </Text>
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {format.money(item.total)}
            </Text>
          </Group>
        </Paper>
      ))}
      <Group justify="space-between">
        <Text fw={700}>Order total</Text>
        <Text fw={700}>{format.money(order.total)}</Text>
      </Group>
      {order.message && <Text size="sm">Message: {order.message}</Text>}
      {order.financeInvoice && (
        <Anchor component={Link} to={invoicePath(order.financeInvoice.id)}>
          Invoice {order.financeInvoice.invoiceNumber}
        </Anchor>
      )}
    </Stack>
  );
}
