import Stripe from 'stripe';
import { toMinorUnits } from './minor-units.js';
import type { CardChargeResult, CheckoutRequest, PaymentProvider, RefundResult } from '../../platform/payment-provider.js';
import { checkoutReferences, checkoutStateOf, verifiedStripeEvent } from './stripe-events.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local fake in tests), e.g. http://127.0.0.1:12111. */
  apiUrl: string | undefined;
}

function apiLocation(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/**
 * Stripe answered, and no retry would change its answer: a request it refuses (4xx: already refunded, no
 * such payment, a key without the right) rather than a conflict of the same key in flight or a rate limit.
 */
function isRefusal(error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> {
  const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/**
 * What keeping the card adds to a Checkout Session: the payment saved for off-session use, on the account's customer
 * (or a new one: Checkout makes a customer only when asked to).
 */
function keepCardParams(keepCard: CheckoutRequest['keepCard']): Pick<Stripe.Checkout.SessionCreateParams, 'customer' | 'customer_creation'> {
  if (!keepCard) return {};
  return keepCard.customer ? { customer: keepCard.customer } : { customer_creation: 'always' };
}

/** Stripe Checkout through the official SDK: one Checkout Session per payment link, in the order's currency. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...apiLocation(settings.apiUrl) });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const { metadata, clientReferenceId } = checkoutReferences(request.clubId, request, request.keepCard !== null);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: clientReferenceId,
        metadata,
        ...keepCardParams(request.keepCard),
        payment_intent_data: request.keepCard ? { metadata, setup_future_usage: 'off_session' } : { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: toMinorUnits(request.amount),
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    async readCheckout(_clubId, sessionId) {
      // Expanded, so a checkout that kept the card says which (the events carry only the payment intent's id).
      return checkoutStateOf(await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] }));
    },
    parseEvent: (rawBody, signature) => verifiedStripeEvent(rawBody, signature, settings.webhookSecret),
    async refundPayment(request): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentReference,
            amount: toMinorUnits(request.amount),
            metadata: { club: String(request.clubId), order: String(request.orderId) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') return { refunded: false, reason: `Stripe refund ${refund.id} ${refund.status}.` };
        return { refunded: true, refundId: refund.id };
      } catch (error) {
        if (isRefusal(error)) return { refunded: false, reason: `Stripe refused the refund: ${error.message}` };
        throw error;
      }
    },
    async chargeSavedCard(request): Promise<CardChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: toMinorUnits(request.amount),
            currency: request.currency.toLowerCase(),
            customer: request.customer,
            payment_method: request.paymentMethod,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { club: String(request.clubId), invoice: String(request.invoiceId) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        // A card charge confirmed off-session settles at once; anything else (it needs the member) did not pay.
        if (intent.status === 'succeeded') return { charged: true, reference: intent.id };
        return { charged: false, declined: true, reason: `Stripe payment ${intent.id} is ${intent.status}.` };
      } catch (error) {
        // authentication_required, card_declined, expired_card …: the card's answer, not Stripe being away.
        if (error instanceof Stripe.errors.StripeCardError) return { charged: false, declined: true, reason: error.message };
        throw error;
      }
    },
  };
}
