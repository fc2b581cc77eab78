import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { OrderStatus } from '../../platform/db/tables/finance.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { deliverOrder } from './deliver-order.js';
import { ORDER_NOT_FOUND } from './order.js';
import { lockOrder, updateOrder } from './order.repository.js';

export const DELIVERED_IS_FINAL = 'A delivered order cannot be changed.';
export const DELIVERY_ERROR_IS_SET_BY_DELIVERY = 'DELIVERY_ERROR is set by a failed delivery only.';
export const REFUNDED_IS_FINAL = "This order's payment is refunded, or being refunded: the order cannot be changed.";

/**
 * Staff change an order's status (finance.orders.edit). DELIVERED delivers by hand, the same delivery a
 * payment runs: pass, booking, invoice (left open unless a payment was recorded on the order). A delivered
 * order stays delivered; DELIVERY_ERROR is only ever the outcome of a delivery. An order whose payment is going
 * back (refund PENDING, REFUNDED or HANDLED) stays as it is: delivering it would give away what was refunded.
 */
export async function updateFinanceOrder(app: AppContext, club: Club, actor: Actor | null, input: { orderId: number | null; status: OrderStatus }): Promise<number> {
  requirePermission(actor, 'finance.orders.edit');
  if (input.status === 'DELIVERY_ERROR') throw new AppError('VALIDATION_FAILED', DELIVERY_ERROR_IS_SET_BY_DELIVERY);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const order = input.orderId === null ? undefined : await lockOrder(trx, club.id, input.orderId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (order.status === 'DELIVERED') {
      if (input.status === 'DELIVERED') return order.id;
      throw new AppError('VALIDATION_FAILED', DELIVERED_IS_FINAL);
    }
    if (order.refundStatus !== null && order.refundStatus !== 'DUE') throw new AppError('CONFLICT', REFUNDED_IS_FINAL);
    if (input.status === 'DELIVERED') await deliverOrder(app, trx, club, order.id, null);
    else await updateOrder(trx, club.id, order.id, { status: input.status, updatedAt: now });
    return order.id;
  });
}
