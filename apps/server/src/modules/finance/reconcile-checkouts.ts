import type { AppContext } from '../../platform/app-context.js';
import { findClubById } from '../clubs/index.js';
import { listCheckoutsToCheck, listClubsWithCheckoutsToCheck, type CheckoutCheck } from './checkout.repository.js';
import { confirmCheckout, type ConfirmOutcome } from './confirm-checkout.js';

/** A checkout is asked about once it has been unsettled this long: its webhook should have come by then. */
export const RECONCILE_AFTER_SECONDS = 5 * 60;
/** Stripe expires an open session within 24 hours, and a delayed method (bank debit) settles within two weeks. */
const RECONCILE_UNTIL_SECONDS = 15 * 24 * 3600;
/** Checkouts asked about per club and run: a run stays short, and the rest are asked in the next one. */
const CHECKOUTS_PER_RUN = 50;

/**
 * The reconciliation job's work (test plan S3): asks the provider in use about every checkout still unsettled a few
 * minutes after it was opened and applies what it says as its webhook would, so a paid checkout whose webhook was
 * lost is delivered within minutes, exactly once (delivery is idempotent, under the checkout's lock, whatever
 * else triggers it), and an expired one is expired. Answers a line for the job's log.
 */
export async function reconcileCheckouts(app: AppContext): Promise<string> {
  const check: CheckoutCheck = { now: app.clock.now(), provider: app.payments.name, afterSeconds: RECONCILE_AFTER_SECONDS, untilSeconds: RECONCILE_UNTIL_SECONDS };
  const outcomes = new Map<ConfirmOutcome, number>();
  for (const clubId of await listClubsWithCheckoutsToCheck(app.db, check)) {
    const club = await findClubById(app.db, clubId);
    if (!club) continue;
    for (const checkout of await listCheckoutsToCheck(app.db, club.id, check, CHECKOUTS_PER_RUN)) {
      const outcome = await confirmCheckout(app, club, checkout);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (outcome === 'UNCHANGED') continue;
      const details = { club: club.slug, provider: checkout.provider, session: checkout.sessionId, order: checkout.orderId, invoice: checkout.invoiceId, outcome };
      if (outcome === 'AMOUNT_MISMATCH' || outcome === 'UNKNOWN_ORDER' || outcome === 'DELIVERY_ERROR') app.log.warn(details, 'checkout reconciled: not delivered');
      else app.log.info(details, 'checkout reconciled');
    }
  }
  if (outcomes.size === 0) return 'No checkouts to ask about.';
  return `Asked about checkouts: ${[...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join(', ')}.`;
}
