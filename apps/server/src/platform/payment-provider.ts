import type { CheckoutStatus, PaymentProviderName } from './db/tables/payments.js';

export type { PaymentProviderName };

/** What a checkout pays: a shop order or an open invoice's balance (exactly one of them). */
export interface CheckoutTarget {
  orderId: number | null;
  invoiceId: number | null;
}

/** What a checkout is opened for, its amount as a decimal string. */
export interface CheckoutRequest extends CheckoutTarget {
  clubId: number;
  clubSlug: string;
  description: string;
  amount: string;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /**
   * Ask the provider to keep the payer's card for later off-session charges (a subscription's months), on the
   * account's customer at the provider when it has one; null: pay once.
   */
  keepCard: { customer: string | null } | null;
}

/** A card the provider keeps for off-session charges: its customer and payment method there. */
export interface KeptCard {
  customer: string;
  paymentMethod: string;
  /** "Visa •••• 4242"; '' when the provider did not say */
  label: string;
}

export interface CreatedCheckout {
  sessionId: string;
  /** Where the member pays. */
  url: string;
}

/** A checkout as the provider reports it (from an event or a read). */
export interface CheckoutState extends CheckoutTarget {
  sessionId: string;
  /** From the checkout's metadata (club, and order or invoice); null when it names none (not one of ours). */
  clubId: number | null;
  status: CheckoutStatus;
  paid: boolean;
  /** what the checkout charges, a decimal string (the provider's minor units read) */
  amount: string | null;
  /** lower case, as Stripe writes it */
  currency: string | null;
  /** The payment's reference at the provider (payment intent), else the session id. */
  reference: string;
  /** The checkout was opened to keep the card (our metadata says so). */
  keepsCard: boolean;
  /** The card the provider kept, when it says (Stripe: a session read with its payment intent expanded). */
  card: KeptCard | null;
}

/** A verified provider event; `checkout` is set for checkout.session.* events. */
export interface PaymentEvent {
  id: string;
  type: string;
  checkout: CheckoutState | null;
}

/** The refund of all of one payment an order took (the order could not be delivered). */
export interface RefundRequest {
  clubId: number;
  orderId: number;
  /** the payment's reference at the provider (its payment intent) */
  paymentReference: string;
  amount: string;
  currency: string;
  /** One refund per key: asking again with the same key answers the first refund, never a second one. */
  idempotencyKey: string;
}

/** The provider refunded (its refund id), or answered that it will not (its reason, for staff). */
export type RefundResult = { refunded: true; refundId: string } | { refunded: false; reason: string };

/** An off-session charge of an invoice's open balance to a kept card, the key reused by every retry of one attempt. */
export interface CardChargeRequest {
  clubId: number;
  accountId: number;
  invoiceId: number;
  amount: string;
  currency: string;
  customer: string;
  paymentMethod: string;
  description: string;
  /** One charge per key: asking again with the same key answers the first charge, never a second one. */
  idempotencyKey: string;
}

/** The provider charged (its payment's reference), or the card was declined (the reason, for the member and staff). */
export type CardChargeResult = { charged: true; reference: string } | { charged: false; declined: true; reason: string };

/** One interface over Stripe and the built-in test provider. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** The checkout's current state at the provider (the success page's status read, the reconciliation job). */
  readCheckout(clubId: number, sessionId: string): Promise<CheckoutState>;
  /** Verifies the signature over the raw body; throws AppError BAD_REQUEST when it does not hold. */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Refunds a payment; throws when the provider could not be asked (unreachable, overloaded): try again later. */
  refundPayment(request: RefundRequest): Promise<RefundResult>;
  /** Charges a kept card off-session; throws when the provider could not be asked (network, 5xx, 429): try again later. */
  chargeSavedCard(request: CardChargeRequest): Promise<CardChargeResult>;
}
