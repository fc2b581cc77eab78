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
 * own (a forged return with someone else's id never gets here, test plan P7). Answers whether it delivered.
 */
export async function confirmOrderPayment(app: AppContext, club: Club, orderId: number): Promise<boolean> {
  const checkout = await findLatestCheckoutOfOrder(app.db, club.id, app.payments.name, orderId);
  if (!checkout) return false;
  const state = await app.payments.readCheckout(club.id, checkout.sessionId);
  if (!state.paid || state.clubId !== club.id || state.orderId !== orderId) return false;

  const outcome = await app.db.transaction().execute(async (trx) => {
    const row = await lockCheckout(trx, club.id, app.payments.name, checkout.sessionId);
    const order = await findOrder(trx, club.id, orderId);
    const payment = order && paymentFor(app.payments.name, state, order);
    if (!order || !isUnpaid(order.status) || !payment) return 'NOT_DELIVERED';
    return deliverPaidCheckout(app, trx, club, orderId, payment, row);
  });
  if (outcome !== 'DELIVERED') app.log.info({ club: club.slug, order: orderId, outcome }, 'payment confirmed on the status read');
  return outcome === 'DELIVERED';
}
