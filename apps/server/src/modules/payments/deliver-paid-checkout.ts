import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { Club } from '../clubs/index.js';
import { deliverOrder, type DeliveryResult } from '../finance/index.js';
import { fromMinorUnits } from './minor-units.js';
import { updateCheckoutState, type PaymentCheckout } from './payment.repository.js';
import type { CheckoutState, PaymentProviderName } from '../../platform/payment-provider.js';

/** What a checkout paid for an order, as delivery records it. */
export interface CheckoutPayment {
  amount: string;
  currency: string;
  method: 'STRIPE' | 'TEST';
  reference: string;
}

/**
 * The payment of a checkout when its amount and currency are exactly the order's; null otherwise, and such
 * a checkout is never delivered (test plan P5).
 */
export function paymentFor(provider: PaymentProviderName, checkout: CheckoutState, order: { total: string; currency: string }): CheckoutPayment | null {
  if (checkout.amountMinor === null || checkout.currency === null) return null;
  const amount = fromMinorUnits(checkout.amountMinor);
  if (checkout.currency.toLowerCase() !== order.currency.toLowerCase() || !new Decimal(amount).equals(new Decimal(order.total))) return null;
  return { amount, currency: order.currency, method: provider === 'stripe' ? 'STRIPE' : 'TEST', reference: checkout.reference };
}

/**
 * Delivers the order of a checkout the provider reports paid, in the caller's transaction (webhook or
 * status read). Delivery itself is idempotent: a second caller gets ALREADY_DELIVERED.
 */
export async function deliverPaidCheckout(
  app: AppContext,
  trx: Transaction<Database>,
  club: Club,
  orderId: number,
  payment: CheckoutPayment,
  row: PaymentCheckout | undefined,
): Promise<DeliveryResult> {
  if (row) await updateCheckoutState(trx, club.id, row.id, { status: 'complete', paymentStatus: 'paid' });
  return deliverOrder(app, trx, club, orderId, { ...payment, paidAt: app.clock.now() });
}
