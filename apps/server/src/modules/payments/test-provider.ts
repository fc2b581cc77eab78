import { randomBytes } from 'node:crypto';
import { pagePath, SHOP_PAGES } from '@kiai/shared';
import { Decimal } from 'decimal.js';
import Stripe from 'stripe';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { toMinorUnits } from './minor-units.js';
import { findCheckout, recordTestCheckoutRefund, type PaymentCheckout } from '../finance/index.js';
import type { CardChargeRequest, CardChargeResult, PaymentProvider, RefundRequest, RefundResult } from '../../platform/payment-provider.js';
import { checkoutReferences, checkoutStateOf, verifiedStripeEvent, type CheckoutSessionFields } from './stripe-events.js';
import { insertTestChargeOnce } from './test-charge.repository.js';

/** The built-in provider also signs the events its checkout page causes. */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** A Stripe-shaped event about the checkout, as raw body and Stripe-Signature header. */
  signedEvent(event: { id: string; type: string }, checkout: PaymentCheckout, now: Date): { rawBody: Buffer; signature: string };
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test';
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** The test cards of its checkout page, as Stripe's test cards behave: the first pays later, the second declines then. */
export const TEST_CARDS = { pays: '4242424242424242', declinesLater: '4000000000000341' } as const;

/**
 * The card a paid checkout kept: the test provider's customer and payment method are its session's (`cus_<session>`,
 * `pm_<session>`), its card the number the payer chose; null when the checkout kept none.
 */
function keptTestCard(checkout: PaymentCheckout) {
  if (!checkout.keepsCard || checkout.testCardNumber === null) return { customer: null, paymentMethod: null };
  const card = { brand: 'visa', last4: checkout.testCardNumber.slice(-4) };
  return { customer: `cus_${checkout.sessionId}`, paymentMethod: { id: `pm_${checkout.sessionId}`, card } };
}

/** Our checkout row written the way Stripe writes a Checkout Session (its payment intent expanded), so both travel the same path. */
function sessionOf(checkout: PaymentCheckout): CheckoutSessionFields & { object: 'checkout.session'; mode: 'payment' } {
  const { metadata, clientReferenceId } = checkoutReferences(checkout.clubId, checkout, checkout.keepsCard);
  const { customer, paymentMethod } = keptTestCard(checkout);
  return {
    id: checkout.sessionId,
    object: 'checkout.session',
    mode: 'payment',
    client_reference_id: clientReferenceId,
    metadata,
    amount_total: toMinorUnits(checkout.amount),
    currency: checkout.currency.toLowerCase(),
    status: checkout.status,
    payment_status: checkout.paymentStatus,
    customer,
    payment_intent: { id: `pi_${checkout.sessionId}`, payment_method: paymentMethod },
  };
}

/** The test provider's payment references are its sessions' (`pi_<session id>`, as sessionOf writes them). */
const sessionOfPayment = (reference: string) => reference.replace(/^pi_/, '');

/**
 * A refund as Stripe would decide it: of a paid checkout, at most its amount, in its currency, once per checkout
 * (asked again, the same refund), and never of a payment the payer chose to have refunds refused.
 */
async function refundTestPayment(db: Db, request: RefundRequest): Promise<RefundResult> {
  const checkout = await findCheckout(db, request.clubId, 'test', sessionOfPayment(request.paymentReference));
  if (!checkout || checkout.paymentStatus !== 'paid') return { refunded: false, reason: `No paid test payment ${request.paymentReference}.` };
  if (checkout.refundRefused) return { refunded: false, reason: 'The test payment was made with refunds refused.' };
  if (checkout.currency !== request.currency || new Decimal(request.amount).greaterThan(checkout.amount)) {
    return { refunded: false, reason: `The test payment was ${checkout.amount} ${checkout.currency}.` };
  }
  return { refunded: true, refundId: await recordTestCheckoutRefund(db, checkout.clubId, checkout.id, randomId('re_test')) };
}

/**
 * An off-session charge as Stripe would decide it, once per idempotency key (asked again, the first answer): a card
 * kept by a paid test checkout pays unless it is the declining test card; any other payment method declines.
 */
async function chargeTestCard(db: Db, now: Date, request: CardChargeRequest): Promise<CardChargeResult> {
  const checkout = await findCheckout(db, request.clubId, 'test', request.paymentMethod.replace(/^pm_/, ''));
  const kept = checkout && checkout.paymentStatus === 'paid' ? checkout.testCardNumber : null;
  const reason = kept === null ? `No such test payment method ${request.paymentMethod}.` : kept === TEST_CARDS.declinesLater ? 'Your card was declined.' : '';
  const charge = await insertTestChargeOnce(db, {
    clubId: request.clubId,
    idempotencyKey: request.idempotencyKey,
    paymentMethod: request.paymentMethod,
    amount: request.amount,
    currency: request.currency,
    paymentIntent: randomId('pi_test'),
    declined: reason !== '',
    reason,
    createdAt: now,
  });
  return charge.declined ? { charged: false, declined: true, reason: charge.reason } : { charged: true, reference: charge.paymentIntent };
}

/**
 * The default provider when no Stripe keys are set: the payment link opens the app's own TEST MODE
 * checkout page (<PUBLIC_URL>/<club>/shop/test-checkout/<session>), whose state is the payment_checkouts row, and
 * its events are signed with the test secret like Stripe's and go through the same webhook handler.
 */
export function createTestProvider(options: { db: Db; secret: string; publicUrl: string; clock: Clock }): TestPaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      const sessionId = randomId('cs_test');
      // Absolute like Stripe's, so any API client can follow it, not only the web app on the member's origin.
      return { sessionId, url: `${options.publicUrl}/${request.clubSlug}${pagePath(SHOP_PAGES.testCheckout, { sessionId })}` };
    },
    async readCheckout(clubId, sessionId) {
      const checkout = await findCheckout(options.db, clubId, 'test', sessionId);
      if (!checkout) throw new Error(`No test checkout ${sessionId}`);
      return checkoutStateOf(sessionOf(checkout));
    },
    parseEvent: (rawBody, signature) => verifiedStripeEvent(rawBody, signature, options.secret),
    refundPayment: (request) => refundTestPayment(options.db, request),
    chargeSavedCard: (request) => chargeTestCard(options.db, options.clock.now(), request),
    signedEvent({ id, type }, checkout, now) {
      const created = Math.floor(now.getTime() / 1000);
      const payload = JSON.stringify({ id, object: 'event', type, created, livemode: false, data: { object: sessionOf(checkout) } });
      return {
        rawBody: Buffer.from(payload),
        signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret }),
      };
    },
  };
}
