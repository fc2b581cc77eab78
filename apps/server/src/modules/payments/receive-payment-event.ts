import type { AppContext } from '../../platform/app-context.js';
import type { PaymentEventOutcome } from '../../platform/db/tables/payments.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { applyCheckoutChange, type CheckoutChange } from '../finance/index.js';
import { recordPaymentEvent, setPaymentEventOutcome } from './payment-event.repository.js';
import type { CheckoutState, PaymentEvent } from '../../platform/payment-provider.js';
import { NOT_FOUND_MESSAGE } from '../../platform/error-messages.js';

/** What a Stripe-shaped checkout event tells finance; null for events that change nothing. */
function changeOf(event: PaymentEvent): CheckoutChange | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.checkout?.paid ? 'PAID' : 'COMPLETED';
    case 'checkout.session.async_payment_succeeded':
      return 'PAID';
    case 'checkout.session.async_payment_failed':
      return 'PAYMENT_FAILED';
    case 'checkout.session.expired':
      return 'EXPIRED';
    default:
      return null;
  }
}

/**
 * The checkout as the event tells it, or, for a paid checkout of ours that kept the card, as the provider tells it
 * when asked: Stripe's events carry only the payment intent's id, the read says which card was kept. Asked before the
 * transaction (a slow provider must not hold a connection); a provider that cannot answer fails the delivery, so
 * the provider sends the event again.
 */
async function checkoutWithCard(app: AppContext, club: Club, event: PaymentEvent): Promise<CheckoutState | null> {
  const checkout = event.checkout;
  if (!checkout?.paid || !checkout.keepsCard || checkout.card || checkout.clubId !== club.id) return checkout;
  const read = await app.payments.readCheckout(club.id, checkout.sessionId);
  return { ...checkout, card: read.card };
}

/**
 * The payment provider's webhook: verifies the signature on the raw body, then records the event and has
 * finance act on it, in one transaction. The event id is unique per club, so a replay or a racing duplicate finds the
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
  if (provider.name !== providerName) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const event = provider.parseEvent(rawBody, signature);
  const checkout = await checkoutWithCard(app, club, event);
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
    // An event about no checkout is acknowledged and left alone; finance answers the rest.
    const result = checkout ? await applyCheckoutChange(app, trx, club, provider.name, checkout, changeOf(event)) : 'IGNORED';
    await setPaymentEventOutcome(trx, club.id, recordId, result);
    return result;
  });

  const details = { club: club.slug, provider: provider.name, event: event.id, type: event.type, order: event.checkout?.orderId, invoice: event.checkout?.invoiceId, outcome };
  if (outcome === 'AMOUNT_MISMATCH' || outcome === 'UNKNOWN_ORDER' || outcome === 'DELIVERY_ERROR') app.log.warn(details, 'payment event not delivered');
  else app.log.info(details, 'payment event');
  return { outcome };
}
