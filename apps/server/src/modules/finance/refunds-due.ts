import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { ORDER_NOT_FOUND, type FinanceOrder } from './order.js';
import { listOrdersRefundDue, lockOrder, updateOrderRefund } from './order.repository.js';
import type { ListPage } from '../../platform/list-page.js';

export const NO_REFUND_DUE = 'This order has no refund left to staff.';

/**
 * Paid orders that could not be delivered and that the payment provider could not refund (refund DUE), oldest
 * first, for the back office's home: staff with finance.orders.view see them until someone marks one refunded.
 */
export async function listFinanceRefundsDue(app: AppContext, club: Club, actor: Actor | null, page: ListPage): Promise<FinanceOrder[]> {
  requirePermission(actor, 'finance.orders.view');
  return listOrdersRefundDue(app.db, club.id, page);
}

/**
 * Staff with finance.payments.edit have given the money of a DUE order back themselves (at the provider's
 * dashboard, in cash …): the order's refund is HANDLED, by them, now. Marking it again changes nothing; an order
 * whose refund is not left to staff (none, or the provider's own) is refused.
 */
export async function markFinanceOrderRefunded(app: AppContext, club: Club, actor: Actor | null, orderId: number | null): Promise<number> {
  const staff = requirePermission(actor, 'finance.payments.edit');
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const order = orderId === null ? undefined : await lockOrder(trx, club.id, orderId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (order.refundStatus === 'HANDLED') return order.id;
    if (order.refundStatus !== 'DUE') throw new AppError('CONFLICT', NO_REFUND_DUE);
    await updateOrderRefund(trx, club.id, order.id, { refundStatus: 'HANDLED', refundedAt: now, refundHandledByAccountId: staff.accountId, updatedAt: now });
    return order.id;
  });
}
