import type { Selectable } from 'kysely';
import type { FinanceOrderItemsTable, FinanceOrdersTable, OrderStatus, RefundStatus } from '../../platform/db/tables/finance.js';

export type OrderItem = Selectable<FinanceOrderItemsTable>;

/** A shop order with its items; its number is its id (unique per club, never reused). */
export interface FinanceOrder extends Selectable<FinanceOrdersTable> {
  orderNumber: number;
  items: OrderItem[];
}

export const ORDER_STATUSES: readonly OrderStatus[] = ['RECEIVED', 'AWAITING_PAYMENT', 'PAID', 'DELIVERED', 'CANCELLED', 'DELIVERY_ERROR'];

export const REFUND_STATUSES: readonly RefundStatus[] = ['PENDING', 'REFUNDED', 'DUE', 'HANDLED'];

export const ORDER_NOT_FOUND = 'This order could not be found.';

/** Not paid yet: the member may still cancel it, and a payment may still arrive for it. */
export function isUnpaid(status: OrderStatus): boolean {
  return status === 'RECEIVED' || status === 'AWAITING_PAYMENT';
}
