import type { AppContext } from '../../platform/app-context.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { PaymentEventOutcome } from '../../platform/db/tables/payments.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { isUnpaid, findOrder, setOrderStatus } from '../finance/index.js';
import { countOpenCheckoutsOfOrder, lockCheckout, recordPaymentEvent, setPaymentEventOutcome, updateCheckoutState, type PaymentCheckout } from './payment.repository.js';
import { payInvoiceCheckout } from './pay-invoice-checkout.js';
import type { CheckoutState, PaymentEvent, PaymentProviderName } from '../../platform/payment-provider.js';
import { deliverPaidCheckout, paymentFor } from './deliver-paid-checkout.js';

/** What one event does to its order, inside the transaction that recorded the event. */
async function applyEvent(app: AppContext, trx: Transaction<Database>, club: Club, provider: PaymentProviderName, event: PaymentEvent): Promise<PaymentEventOutcome> {
  const checkout: CheckoutState | null = event.checkout;
  // An event about another club's checkout (or none of ours) is acknowledged and left alone.
  if (!checkout || checkout.clubId !== club.id) return checkout ? 'UNKNOWN_ORDER' : 'IGNORED';
  // Events and status reads of one checkout take its lock, so racing triggers deliver one after the other.
  const row = await lockCheckout(trx, club.id, provider, checkout.sessionId);
  if (checkout.invoiceId !== null) return applyInvoiceEvent(app, trx, club, provider, event.type, checkout, row);
  if (checkout.orderId === null) return 'UNKNOWN_ORDER';
  const order = await findOrder(trx, club.id, checkout.orderId);
  if (!order || (row && row.orderId !== order.id)) return 'UNKNOWN_ORDER';
  const payment = paymentFor(provider, checkout, order);
  if (!payment) return 'AMOUNT_MISMATCH';
  if (checkout.paid && order.status === 'DELIVERED' && order.paymentReference && order.paymentReference !== payment.reference) {
    // Two links of one order both paid: delivered once, so the second payment is the club's to refund.
    app.log.warn({ club: club.slug, order: order.id, delivered: order.paymentReference, paidAgain: payment.reference }, 'order paid twice: refund the second payment');
  }

  switch (event.type) {
    case 'checkout.session.completed':
      if (checkout.paid) return deliverPaidCheckout(app, trx, club, order.id, payment, row);
      // A delayed method (bank debit …): the money is not there yet; async_payment_* follows.
      if (row) await updateCheckoutState(trx, club.id, row.id, { status: 'complete' });
      if (order.status === 'RECEIVED') await setOrderStatus(trx, club.id, order.id, 'AWAITING_PAYMENT');
      return 'AWAITING_PAYMENT';
    case 'checkout.session.async_payment_succeeded':
      return deliverPaidCheckout(app, trx, club, order.id, payment, row);
    case 'checkout.session.async_payment_failed':
      // The order stays unpaid: the member may pay it with a new link or cancel it.
      return 'PAYMENT_FAILED';
    case 'checkout.session.expired': {
      if (row) await updateCheckoutState(trx, club.id, row.id, { status: 'expired' });
      // Only when nothing else can still pay it: a newer link of the same order may be open.
      if (!isUnpaid(order.status) || (await countOpenCheckoutsOfOrder(trx, club.id, order.id)) > 0) return 'IGNORED';
      await setOrderStatus(trx, club.id, order.id, 'CANCELLED');
      return 'CANCELLED';
    }
    default:
      return 'IGNORED';
  }
}

/** An event about a checkout of an open invoice's balance: a paid one records the payment on the invoice. */
async function applyInvoiceEvent(
  app: AppContext,
  trx: Transaction<Database>,
  club: Club,
  provider: PaymentProviderName,
  type: string,
  checkout: CheckoutState,
  row: PaymentCheckout | undefined,
): Promise<PaymentEventOutcome> {
  const invoiceId = checkout.invoiceId;
  if (!row || invoiceId === null || row.invoiceId !== invoiceId) return 'UNKNOWN_ORDER';
  const paid = type === 'checkout.session.async_payment_succeeded' || (type === 'checkout.session.completed' && checkout.paid);
  if (paid) {
    // The amount the checkout was opened for (the balance then), in the invoice's currency.
    const payment = paymentFor(provider, checkout, { total: row.amount, currency: row.currency });
    return payment ? payInvoiceCheckout(app, trx, club, row, invoiceId, payment) : 'AMOUNT_MISMATCH';
  }
  if (type === 'checkout.session.completed') {
    await updateCheckoutState(trx, club.id, row.id, { status: 'complete' });
    return 'AWAITING_PAYMENT';
  }
  if (type === 'checkout.session.async_payment_failed') return 'PAYMENT_FAILED';
  if (type === 'checkout.session.expired') await updateCheckoutState(trx, club.id, row.id, { status: 'expired' });
  return 'IGNORED';
}

/**
 * The payment provider's webhook: verifies the signature on the raw body, then records the event and acts
 * on it in one transaction. The event id is unique per club, so a replay or a racing duplicate finds the
 * first one's row and does nothing; a failure (a delivery that cannot be written) rolls the record back
 * too, so the provider's retry tries again. Events that change nothing still answer 2xx: the provider
 * would otherwise retry them for days.
 */
export async function receivePaymentEvent(
  app: AppContext,
  club: Club,
  providerName: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ outcome: PaymentEventOutcome | 'DUPLICATE' }> {
  const provider = app.payments;
  if (provider.name !== providerName) throw new AppError('NOT_FOUND', 'Not found');
  const event = provider.parseEvent(rawBody, signature);
  const receivedAt = app.clock.now();

  const outcome = await app.db.transaction().execute(async (trx) => {
    const recordId = await recordPaymentEvent(trx, {
      clubId: club.id,
      provider: provider.name,
      eventId: event.id,
      eventType: event.type,
      sessionId: event.checkout?.sessionId ?? null,
      orderId: event.checkout?.clubId === club.id ? event.checkout.orderId : null,
      invoiceId: event.checkout?.clubId === club.id ? event.checkout.invoiceId : null,
      outcome: 'RECEIVED',
      receivedAt,
    });
    if (recordId === undefined) return 'DUPLICATE' as const;
    const result = await applyEvent(app, trx, club, provider.name, event);
    await setPaymentEventOutcome(trx, club.id, recordId, result);
    return result;
  });

  const details = { club: club.slug, provider: provider.name, event: event.id, type: event.type, order: event.checkout?.orderId, invoice: event.checkout?.invoiceId, outcome };
  if (outcome === 'AMOUNT_MISMATCH' || outcome === 'UNKNOWN_ORDER' || outcome === 'DELIVERY_ERROR') app.log.warn(details, 'payment event not delivered');
  else app.log.info(details, 'payment event');
  return { outcome };
}
