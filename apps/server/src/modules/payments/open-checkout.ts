import type { AppContext } from '../../platform/app-context.js';
import type { Club } from '../clubs/index.js';
import type { OpenedCheckout } from '../finance/index.js';
import type { CheckoutRequest, CheckoutTarget } from '../../platform/payment-provider.js';

export interface CheckoutSpec extends CheckoutTarget {
  description: string;
  amount: string;
  currency: string;
  /** Where the provider returns the member (absolute, from PUBLIC_URL). */
  successUrl: string;
  cancelUrl: string;
  /** keep the card for the subscription's next months (finance's cardToKeepFor…) */
  keepCard: CheckoutRequest['keepCard'];
}

/**
 * Opens the checkout at the provider, then has finance record it (`record`, its own transaction, which checks
 * again that the order or invoice may still be paid). The provider is called before the transaction: a slow
 * provider must not hold a database connection. Answers the payment link.
 */
export async function openCheckout(app: AppContext, club: Club, spec: CheckoutSpec, record: (opened: OpenedCheckout) => Promise<void>): Promise<string> {
  const checkout = await app.payments.createCheckout({ clubId: club.id, clubSlug: club.slug, ...spec });
  await record({
    provider: app.payments.name,
    sessionId: checkout.sessionId,
    amount: spec.amount,
    currency: spec.currency,
    successUrl: spec.successUrl,
    cancelUrl: spec.cancelUrl,
    keepsCard: spec.keepCard !== null,
  });
  return checkout.url;
}
