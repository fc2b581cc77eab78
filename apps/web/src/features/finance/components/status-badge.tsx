import { Badge } from '@mantine/core';
import { INVOICE_STATUSES, ORDER_STATUSES, QUOTE_STATUSES } from '../statuses.js';
import type { FinanceInvoiceStatus, FinanceOrderStatus, FinanceQuoteStatus } from '../../../graphql-types.generated.js';

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

/** A quote's status, and 'Expired' beside an open one past its expiry date. */
export function QuoteStatusBadge({ status, expired }: { status: FinanceQuoteStatus; expired: boolean }) {
  const { label, color } = QUOTE_STATUSES[status];
  return (
    <>
      <Badge color={color} variant="light">
        {label}
      </Badge>
      {expired && (
        <Badge color="orange" variant="light" ml={4}>
          Expired
        </Badge>
      )}
    </>
  );
}
