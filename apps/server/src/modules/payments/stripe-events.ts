import Stripe from 'stripe';
import { AppError } from '../../platform/errors.js';
import { fromMinorUnits } from './minor-units.js';
import type { CheckoutState, CheckoutTarget, KeptCard, PaymentEvent } from '../../platform/payment-provider.js';

/** Stripe's default: a signature older than this is refused (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function idNumber(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** What our checkouts carry to the provider and back: the club, the order or the invoice they pay, and whether they keep the card. */
export function checkoutReferences(clubId: number, target: CheckoutTarget, keepsCard: boolean): { metadata: Record<string, string>; clientReferenceId: string } {
  const metadata: Record<string, string> = { club: String(clubId) };
  if (keepsCard) metadata.keep_card = 'true';
  if (target.orderId !== null) metadata.order = String(target.orderId);
  if (target.invoiceId !== null) metadata.invoice = String(target.invoiceId);
  return { metadata, clientReferenceId: target.orderId !== null ? String(target.orderId) : `invoice-${target.invoiceId}` };
}

/** The card fields we read of a payment method (Stripe's, or one the test provider writes). */
interface PaymentMethodFields {
  id: string;
  card?: { brand: string; last4: string } | null;
}

/**
 * The Checkout Session fields we read (the test provider writes these too): the customer and the payment intent
 * as ids (events) or objects (a read with `expand: ['payment_intent.payment_method']`).
 */
export type CheckoutSessionFields = Pick<Stripe.Checkout.Session, 'id' | 'metadata' | 'client_reference_id' | 'status' | 'payment_status' | 'amount_total' | 'currency'> & {
  customer?: string | { id: string } | null;
  payment_intent: string | { id: string; payment_method?: string | PaymentMethodFields | null } | null;
};

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay', cartes_bancaires: 'Cartes Bancaires' };

/** "Visa •••• 4242", as the member recognises their card. */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${BRANDS[card.brand] ?? card.brand} •••• ${card.last4}`;
}

/** The card the session's payment left with the customer, when the session says which (its payment intent expanded). */
function keptCardOf(session: CheckoutSessionFields): KeptCard | null {
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  const intent = session.payment_intent;
  const method = intent && typeof intent !== 'string' ? intent.payment_method : null;
  const paymentMethod = typeof method === 'string' ? method : method?.id;
  if (!customer || !paymentMethod) return null;
  const card = method && typeof method !== 'string' ? method.card : null;
  return { customer, paymentMethod, label: card ? cardLabel(card) : '' };
}

/** Our view of a Stripe-shaped Checkout Session (Stripe's own, or one the test provider wrote). */
export function checkoutStateOf(session: CheckoutSessionFields): CheckoutState {
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  return {
    sessionId: session.id,
    clubId: idNumber(session.metadata?.club),
    orderId: idNumber(session.metadata?.order ?? session.client_reference_id),
    invoiceId: idNumber(session.metadata?.invoice),
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    amount: session.amount_total === null || session.amount_total === undefined ? null : fromMinorUnits(session.amount_total),
    currency: session.currency ?? null,
    reference: paymentIntent ?? session.id,
    keepsCard: session.metadata?.keep_card === 'true',
    card: keptCardOf(session),
  };
}

/**
 * Verifies a Stripe-signed event on its raw body with the SDK (HMAC, timestamp tolerance) and reads it.
 * Any failure is one 400: the caller learns nothing about which part was wrong.
 */
export function verifiedStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string): PaymentEvent {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid signature.');
  }
  const object = event.data?.object as { object?: string } | undefined;
  const checkout = event.type.startsWith('checkout.session.') && object?.object === 'checkout.session' ? checkoutStateOf(object as CheckoutSessionFields) : null;
  return { id: event.id, type: event.type, checkout };
}
