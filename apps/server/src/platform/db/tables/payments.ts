import type { ColumnType, Generated } from 'kysely';

export type PaymentProviderName = 'stripe' | 'test';
export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'unpaid' | 'paid';

/**
 * A checkout opened at a payment provider for an order or an open invoice's balance (exactly one of them);
 * for the test provider, the checkout's own state.
 */
export interface PaymentCheckoutsTable {
  clubId: number;
  id: Generated<number>;
  orderId: number | null;
  invoiceId: number | null;
  provider: PaymentProviderName;
  sessionId: string;
  /** numeric: a decimal string */
  amount: string;
  currency: string;
  status: ColumnType<CheckoutStatus, CheckoutStatus | undefined>;
  paymentStatus: ColumnType<CheckoutPaymentStatus, CheckoutPaymentStatus | undefined>;
  successUrl: string;
  cancelUrl: string;
  createdAt: Date;
  /** the test provider's refund of this checkout's payment */
  refundId: string | null;
  /** the payer chose, on the test provider's page, a payment whose refund is refused */
  refundRefused: ColumnType<boolean, boolean | undefined>;
  /** when the reconciliation job last asked the provider about this open checkout */
  checkedAt: ColumnType<Date | null, Date | null | undefined>;
  /** the checkout asked the provider to keep the payer's card for off-session charges */
  keepsCard: ColumnType<boolean, boolean | undefined>;
  /** the test provider's card the payer chose on its page (4242…: charges pay; 4000 0000 0000 0341: they decline) */
  testCardNumber: ColumnType<string | null, string | null | undefined>;
}

export type PaymentEventOutcome =
  | 'RECEIVED'
  | 'DELIVERED'
  | 'ALREADY_DELIVERED'
  | 'DELIVERY_ERROR'
  | 'AWAITING_PAYMENT'
  | 'PAYMENT_FAILED'
  | 'CANCELLED'
  | 'INVOICE_PAID'
  | 'ALREADY_PAID'
  | 'AMOUNT_MISMATCH'
  | 'UNKNOWN_ORDER'
  | 'IGNORED';

/** A provider event received on the webhook; (club, provider, event id) is unique, so it acts once. */
export interface PaymentEventsTable {
  clubId: number;
  id: Generated<number>;
  provider: PaymentProviderName;
  eventId: string;
  eventType: string;
  sessionId: string | null;
  orderId: number | null;
  invoiceId: number | null;
  outcome: PaymentEventOutcome;
  receivedAt: Date;
}

/** An off-session charge of the built-in test provider, once per (club, idempotency key), as Stripe answers a key. */
export interface PaymentTestChargesTable {
  clubId: number;
  id: Generated<number>;
  idempotencyKey: string;
  paymentMethod: string;
  /** numeric: a decimal string */
  amount: string;
  currency: string;
  paymentIntent: string;
  declined: boolean;
  reason: ColumnType<string, string | undefined>;
  createdAt: Date;
}
