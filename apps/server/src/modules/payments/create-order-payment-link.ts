import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { isOwnAccount, requireActor, type Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import { isUnpaid, ORDER_NOT_FOUND } from '../finance/order.js';
import { findOrder, setOrderStatus } from '../finance/order.repository.js';
import { insertCheckout } from './payment.repository.js';


/**
 * Opens a checkout at the payment provider for the member's own unpaid order and answers its payment link;
 * the order then awaits payment. The provider returns the member to the club's payment success or cancel
 * page with `returnId` (the order's global id). Anyone else's order, or none, answers NOT_FOUND.
 */
export async function createOrderPaymentLink(app: AppContext, club: Club, actor: Actor | null, orderId: number | null, returnId: string): Promise<string> {
  const member = requireActor(actor);
  const order = orderId === null ? undefined : await findOrder(app.db, club.id, orderId);
  if (!order || !isOwnAccount(member, order.accountId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (!isUnpaid(order.status)) throw new AppError('CONFLICT', 'This order is not awaiting payment.');

  const base = `${app.config.publicUrl}/${club.slug}/payment`;
  const query = `?id=${encodeURIComponent(returnId)}`;
  const successUrl = `${base}/success/${query}`;
  const cancelUrl = `${base}/cancel/${query}`;
  // The provider is called before the transaction: a slow provider must not hold a database connection.
  const checkout = await app.payments.createCheckout({
    clubId: club.id,
    clubSlug: club.slug,
    orderId: order.id,
    description: `${club.name}: order #${order.orderNumber}`,
    amount: order.total,
    currency: order.currency,
    successUrl,
    cancelUrl,
  });

  await app.db.transaction().execute(async (trx) => {
    const current = await findOrder(trx, club.id, order.id);
    if (!current || !isUnpaid(current.status)) throw new AppError('CONFLICT', 'This order is not awaiting payment.');
    await insertCheckout(trx, {
      clubId: club.id,
      orderId: order.id,
      provider: app.payments.name,
      sessionId: checkout.sessionId,
      amount: order.total,
      currency: order.currency,
      successUrl,
      cancelUrl,
      createdAt: app.clock.now(),
    });
    if (current.status !== 'AWAITING_PAYMENT') await setOrderStatus(trx, club.id, order.id, 'AWAITING_PAYMENT');
  });
  return checkout.url;
}
