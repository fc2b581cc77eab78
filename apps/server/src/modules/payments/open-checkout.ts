import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { insertCheckout } from './payment.repository.js';
import type { CheckoutTarget } from '../../platform/payment-provider.js';

export interface CheckoutSpec extends CheckoutTarget {
  description: string;
  amount: string;
  currency: string;
  /** Where the provider returns the member (absolute, from PUBLIC_URL). */
  successUrl: string;
  cancelUrl: string;
}

/**
 * Opens the checkout at the provider, then (in the caller's transaction, after `recheck` still allows it)
 * records it. The provider is called before the transaction: a slow provider must not hold a database
 * connection. Answers the payment link.
 */
export async function openCheckout(app: AppContext, club: Club, spec: CheckoutSpec, recheck: (trx: Db) => Promise<void>): Promise<string> {
  const checkout = await app.payments.createCheckout({ clubId: club.id, clubSlug: club.slug, ...spec });
  await app.db.transaction().execute(async (trx) => {
    await recheck(trx);
    await insertCheckout(trx, {
      clubId: club.id,
      orderId: spec.orderId,
      invoiceId: spec.invoiceId,
      provider: app.payments.name,
      sessionId: checkout.sessionId,
      amount: spec.amount,
      currency: spec.currency,
      successUrl: spec.successUrl,
      cancelUrl: spec.cancelUrl,
      createdAt: app.clock.now(),
    });
  });
  return checkout.url;
}
