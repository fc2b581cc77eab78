import type { AppContext } from '../../platform/app-context.js';
import type { Club } from '../clubs/club.js';
import { isUnpaid } from '../finance/order.js';
import { findOrder } from '../finance/order.repository.js';
import { deliverPaidCheckout, paymentFor } from './deliver-paid-checkout.js';
import { findLatestCheckoutOfOrder, lockCheckout } from './payment.repository.js';

/**
 * For the payment success page's status read, which may come before the provider's webhook: asks the
 * provider about the order's newest checkout and, when it is paid with the order's exact amount, runs the
 * same idempotent delivery as the webhook. The caller has already checked that the order is the actor's
 * own (a forged return with someone else's id never gets here, test plan P7). Answers whether the order
 * changed (delivered, or DELIVERY_ERROR).
 */
export async function confirmOrderPayment(app: AppContext, club: Club, orderId: number): Promise<boolean> {
  const checkout = await findLatestCheckoutOfOrder(app.db, club.id, app.payments.name, orderId);
  if (!checkout) return false;
  let state;
  try {
    state = await app.payments.readCheckout(club.id, checkout.sessionId);
  } catch (error) {
    // The provider being unreachable must not break the status read: the webhook still delivers.
    app.log.warn({ club: club.slug, order: orderId, err: error instanceof Error ? error.message : String(error) }, 'checkout status unavailable');
    return false;
  }
  if (!state.paid || state.clubId !== club.id || state.orderId !== orderId) return false;

  const outcome = await app.db.transaction().execute(async (trx) => {
    const row = await lockCheckout(trx, club.id, app.payments.name, checkout.sessionId);
    const order = await findOrder(trx, club.id, orderId);
    if (!order || !isUnpaid(order.status)) return 'NOT_DUE';
    const payment = paymentFor(app.payments.name, state, order);
    if (!payment) return 'AMOUNT_MISMATCH';
    return deliverPaidCheckout(app, trx, club, orderId, payment, row);
  });
  const details = { club: club.slug, provider: app.payments.name, session: checkout.sessionId, order: orderId, outcome };
  if (outcome === 'AMOUNT_MISMATCH' || outcome === 'DELIVERY_ERROR') app.log.warn(details, 'paid checkout not delivered on the status read');
  else app.log.info(details, 'paid checkout confirmed on the status read');
  return outcome === 'DELIVERED' || outcome === 'DELIVERY_ERROR';
}
