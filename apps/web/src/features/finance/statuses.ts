import type { FinanceInvoiceStatus, FinanceOrderStatus, FinanceQuoteStatus } from '../../graphql-types.generated.js';

interface StatusLook {
  label: string;
  color: string;
}

/** Spec section 4's order statuses, as people read them. */
export const ORDER_STATUSES: Record<FinanceOrderStatus, StatusLook> = {
  RECEIVED: { label: 'Received', color: 'gray' },
  AWAITING_PAYMENT: { label: 'Awaiting payment', color: 'yellow' },
  PAID: { label: 'Paid', color: 'blue' },
  DELIVERED: { label: 'Delivered', color: 'green' },
  DELIVERY_ERROR: { label: 'Delivery error', color: 'red' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

/** Spec section 4's invoice statuses. */
export const INVOICE_STATUSES: Record<FinanceInvoiceStatus, StatusLook> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  SENT: { label: 'Sent', color: 'blue' },
  PAID: { label: 'Paid', color: 'green' },
  OVERDUE: { label: 'Overdue', color: 'red' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

/** Spec section 4's quote statuses (expired is shown beside an open one past its date). */
export const QUOTE_STATUSES: Record<FinanceQuoteStatus, StatusLook> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  SENT: { label: 'Sent', color: 'blue' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

/** Select options of a status filter. */
export const statusOptions = (statuses: Record<string, StatusLook>) => Object.entries(statuses).map(([value, { label }]) => ({ value, label }));
