import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { isOwnAccount, requireActor, requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { isUnpaid, ORDER_NOT_FOUND } from './order.js';
import { lockOrder, updateOrder } from './order.repository.js';

export const NOT_CANCELLABLE_MESSAGE = 'This order has been paid and can no longer be cancelled.';

/**
 * Cancels an unpaid order (status CANCELLED: the row stays, so a payment that still arrives for it is
 * recognised). fromUser: the member cancels their own order (someone else's answers NOT_FOUND); without
 * it, staff with finance.orders.edit cancel any. A paid, delivered or already failed order is never cancelled.
 */
export async function deleteFinanceOrder(app: AppContext, club: Club, actor: Actor | null, input: { orderId: number | null; fromUser: boolean }): Promise<void> {
  const caller = input.fromUser ? requireActor(actor) : requirePermission(actor, 'finance.orders.edit');
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const order = input.orderId === null ? undefined : await lockOrder(trx, club.id, input.orderId);
    if (!order || (input.fromUser && !isOwnAccount(caller, order.accountId))) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (order.status === 'CANCELLED') return;
    if (!isUnpaid(order.status)) throw new AppError('VALIDATION_FAILED', NOT_CANCELLABLE_MESSAGE);
    await updateOrder(trx, club.id, order.id, { status: 'CANCELLED', updatedAt: now });
  });
}
