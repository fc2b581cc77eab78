import { randomBytes } from 'node:crypto';
import { pagePath, SHOP_PAGES } from '@kiai/shared';
import { Decimal } from 'decimal.js';
import Stripe from 'stripe';
import type { Db } from '../../platform/db/database.js';
import { toMinorUnits } from './minor-units.js';
import { findCheckout, recordTestCheckoutRefund, type PaymentCheckout } from '../finance/index.js';
import type { PaymentProvider, RefundRequest, RefundResult } from '../../platform/payment-provider.js';
import { checkoutReferences, checkoutStateOf, verifiedStripeEvent, type CheckoutSessionFields } from './stripe-events.js';

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

/** Our checkout row written the way Stripe writes a Checkout Session, so both travel the same path. */
function sessionOf(checkout: PaymentCheckout): CheckoutSessionFields & { object: 'checkout.session'; mode: 'payment' } {
  const { metadata, clientReferenceId } = checkoutReferences(checkout.clubId, checkout);
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
    payment_intent: `pi_${checkout.sessionId}`,
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
 * The default provider when no Stripe keys are set: the payment link opens the app's own TEST MODE
 * checkout page (<PUBLIC_URL>/<club>/shop/test-checkout/<session>), whose state is the payment_checkouts row, and
 * its events are signed with the test secret like Stripe's and go through the same webhook handler.
 */
export function createTestProvider(options: { db: Db; secret: string; publicUrl: string }): TestPaymentProvider {
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
