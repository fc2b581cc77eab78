import type { AppContext } from '../../platform/app-context.js';
import type { PaymentEventOutcome } from '../../platform/db/tables/payments.js';
import type { Club } from '../clubs/index.js';
import type { CheckoutState } from '../../platform/payment-provider.js';
import { applyCheckoutChange, type CheckoutChange } from './apply-checkout-change.js';
import { updateCheckoutState, type PaymentCheckout } from './checkout.repository.js';

/** What asking the provider did: the change's outcome, or nothing (still open, not the one asked for, provider away). */
export type ConfirmOutcome = PaymentEventOutcome | 'UNCHANGED' | 'UNAVAILABLE';

/** The change a checkout's state at the provider stands for; null while it is open and unpaid. */
function changeOf(state: CheckoutState): CheckoutChange | null {
  if (state.paid) return 'PAID';
  if (state.status === 'expired') return 'EXPIRED';
  return state.status === 'complete' ? 'COMPLETED' : null;
}

/**
 * Asks the provider about one of our checkouts (outside any transaction: a slow provider must not hold a
 * connection) and applies what it says exactly as its webhook would, in one transaction.
 * `only: 'PAID'` acts on a paid checkout alone (the success page's status read); the reconciliation job acts on
 * any change. A provider that cannot be reached changes nothing: the webhook, the page or the job asks again.
 */
export async function confirmCheckout(app: AppContext, club: Club, checkout: PaymentCheckout, only?: 'PAID'): Promise<ConfirmOutcome> {
  let state: CheckoutState;
  try {
    state = await app.payments.readCheckout(club.id, checkout.sessionId);
  } catch (error) {
    app.log.warn({ club: club.slug, session: checkout.sessionId, err: error instanceof Error ? error.message : String(error) }, 'checkout status unavailable');
    return 'UNAVAILABLE';
  }
  const ours = state.clubId === club.id && state.orderId === checkout.orderId && state.invoiceId === checkout.invoiceId;
  const change = changeOf(state);
  const acts = ours && change !== null && (only === undefined || change === only);
  // The job notes when it asked, so it asks about a checkout still open ever less often.
  const noteAsked = only === undefined;
  if (!acts) {
    if (noteAsked) await updateCheckoutState(app.db, club.id, checkout.id, { checkedAt: app.clock.now() });
    return 'UNCHANGED';
  }
  return app.db.transaction().execute(async (trx) => {
    const outcome = await applyCheckoutChange(app, trx, club, app.payments.name, state, change);
    if (noteAsked) await updateCheckoutState(trx, club.id, checkout.id, { checkedAt: app.clock.now() });
    return outcome;
  });
}
