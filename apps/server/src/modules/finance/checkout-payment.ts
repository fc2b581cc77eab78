import { Decimal } from 'decimal.js';
import type { CheckoutState, PaymentProviderName } from '../../platform/payment-provider.js';

/** What a checkout paid for an order or an invoice, as finance records it. */
export interface CheckoutPayment {
  amount: string;
  currency: string;
  method: 'STRIPE' | 'TEST';
  reference: string;
}

/** The club's payment method of what the provider takes online (a subscription "paid by card online" names it). */
export const onlineMethodOf = (provider: PaymentProviderName): CheckoutPayment['method'] => (provider === 'stripe' ? 'STRIPE' : 'TEST');

/**
 * The payment of a checkout when its amount and currency are exactly what it was to pay; null otherwise, and
 * such a checkout is never delivered (test plan P5).
 */
export function paymentFor(provider: PaymentProviderName, checkout: CheckoutState, due: { total: string; currency: string }): CheckoutPayment | null {
  if (checkout.amount === null || checkout.currency === null) return null;
  if (checkout.currency.toLowerCase() !== due.currency.toLowerCase() || !new Decimal(checkout.amount).equals(new Decimal(due.total))) return null;
  return { amount: checkout.amount, currency: due.currency, method: onlineMethodOf(provider), reference: checkout.reference };
}
