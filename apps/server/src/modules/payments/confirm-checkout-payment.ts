import type { AppContext } from '../../platform/app-context.js';
import type { Club } from '../clubs/index.js';
import { isUnpaid, findOrder } from '../finance/index.js';
import { deliverPaidCheckout, paymentFor } from './deliver-paid-checkout.js';
import { payInvoiceCheckout } from './pay-invoice-checkout.js';
import { findLatestCheckout, lockCheckout } from './payment.repository.js';
import type { CheckoutTarget } from '../../platform/payment-provider.js';

/**
 * For the status reads of the payment success page (`financeOrder`) and of an invoice (`financeInvoice`),
 * which may come before the provider's webhook: asks the provider about the newest checkout of the order or
 * invoice and, when it is paid with the expected amount, delivers the order or records the invoice payment
 * exactly as the webhook would (idempotent, under the checkout's lock). The caller has already checked that
 * the object is the actor's to see (a forged return with someone else's id never gets here, test plan P7).
 * Answers whether the object changed.
 */
export async function confirmCheckoutPayment(app: AppContext, club: Club, target: CheckoutTarget): Promise<boolean> {
  const provider = app.payments;
  const checkout = await findLatestCheckout(app.db, club.id, provider.name, target);
  if (!checkout) return false;
  let state;
  try {
    state = await provider.readCheckout(club.id, checkout.sessionId);
  } catch (error) {
    // The provider being unreachable must not break the status read: the webhook still comes.
    app.log.warn({ club: club.slug, session: checkout.sessionId, err: error instanceof Error ? error.message : String(error) }, 'checkout status unavailable');
    return false;
  }
  if (!state.paid || state.clubId !== club.id || state.orderId !== target.orderId || state.invoiceId !== target.invoiceId) return false;

  const outcome = await app.db.transaction().execute(async (trx) => {
    const row = await lockCheckout(trx, club.id, provider.name, checkout.sessionId);
    if (!row) return 'NOT_DUE';
    if (target.invoiceId !== null) {
      const payment = paymentFor(provider.name, state, { total: row.amount, currency: row.currency });
      return payment ? payInvoiceCheckout(app, trx, club, row, target.invoiceId, payment) : 'AMOUNT_MISMATCH';
    }
    const order = target.orderId === null ? undefined : await findOrder(trx, club.id, target.orderId);
    if (!order || !isUnpaid(order.status)) return 'NOT_DUE';
    const payment = paymentFor(provider.name, state, order);
    return payment ? deliverPaidCheckout(app, trx, club, order.id, payment, row) : 'AMOUNT_MISMATCH';
  });
  const details = { club: club.slug, provider: provider.name, session: checkout.sessionId, ...target, outcome };
  if (outcome === 'AMOUNT_MISMATCH' || outcome === 'DELIVERY_ERROR') app.log.warn(details, 'paid checkout not delivered on the status read');
  else app.log.info(details, 'paid checkout confirmed on the status read');
  return outcome === 'DELIVERED' || outcome === 'DELIVERY_ERROR' || outcome === 'INVOICE_PAID';
}
