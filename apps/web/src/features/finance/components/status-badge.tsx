import { Badge } from '@mantine/core';
import { INVOICE_STATUSES, ORDER_STATUSES } from '../statuses.js';
import type { FinanceInvoiceStatus, FinanceOrderStatus } from '../../../graphql-types.generated.js';

export function OrderStatusBadge({ status }: { status: FinanceOrderStatus }) {
  const { label, color } = ORDER_STATUSES[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: FinanceInvoiceStatus }) {
  const { label, color } = INVOICE_STATUSES[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
