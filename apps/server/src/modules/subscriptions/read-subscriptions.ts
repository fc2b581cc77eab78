import type { AppContext } from '../../platform/app-context.js';
import { canAccessAccount, requirePermission, type Actor } from '../../platform/access-policy.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import type { AccountSubscription } from '../subscription-records/index.js';
import { findAccountSubscription, findAccountSubscriptionsOf } from '../subscription-records/index.js';
import { listClosures } from './club-closure.repository.js';
import { bookingsOf, creditGrantsOf, creditsLeftOn, invoiceLinesOf } from './subscription-details.repository.js';
import { earliestEndOf } from './stop-subscription.js';

const VIEW = 'accounts.subscriptions.view';

/** An account's subscriptions, newest start first: the member's own, or any account's with accounts.subscriptions.view. */
export async function listAccountSubscriptions(app: AppContext, club: Club, actor: Actor | null, account: number | null | undefined): Promise<AccountSubscription[]> {
  const accountId = await resolveTargetAccount(app.db, club.id, actor, account, VIEW);
  return findAccountSubscriptionsOf(app.db, club.id, accountId);
}

/** One subscription for its owner or staff with accounts.subscriptions.view; anyone else's answers as missing. */
export async function findAccountSubscriptionFor(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<AccountSubscription | undefined> {
  if (!actor) return undefined;
  const subscription = await findAccountSubscription(app.db, club.id, id);
  return subscription && canAccessAccount(actor, subscription.accountId, VIEW) ? subscription : undefined;
}

// The reads below take a subscription its caller could read (through the two above).

export const creditGrantsOfSubscription = (app: AppContext, club: Club, s: AccountSubscription) => creditGrantsOf(app.db, club.id, s.id);
export const bookingsOfSubscription = (app: AppContext, club: Club, s: AccountSubscription) => bookingsOf(app.db, club.id, s.id);
export const invoiceLinesOfSubscription = (app: AppContext, club: Club, s: AccountSubscription) => invoiceLinesOf(app.db, club.id, s.id);

/** The credits usable today of each subscription (one statement for a list). */
export function creditsLeftToday(app: AppContext, club: Club, subscriptionIds: readonly number[]): Promise<Map<number, number>> {
  return creditsLeftOn(app.db, club.id, subscriptionIds, clubDateOf(app.clock.now(), club.timeZone));
}

/** The earliest end its member may choose today (the portal's cancel flow offers it). */
export function earliestMemberEndToday(app: AppContext, club: Club, s: AccountSubscription): Promise<string> {
  return earliestEndOf(app.db, club, s, clubDateOf(app.clock.now(), club.timeZone));
}

/** The club's closures (organization.view), of one location or all, newest first. */
export async function listClubClosures(app: AppContext, club: Club, actor: Actor | null, locationId: number | undefined) {
  requirePermission(actor, 'organization.view');
  return listClosures(app.db, club.id, locationId);
}
