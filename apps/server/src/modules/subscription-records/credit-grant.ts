import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { addMonths } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import type { OrganizationSubscription } from './account-subscription.js';
import { lockAccountSubscription } from './account-subscription.repository.js';
import { billableMonth } from './billable-month.js';
import { insertCreditGrant, monthGrantState, reconcileAdvanceBookings, subscriptionProductsByIds } from './credit.repository.js';
import { creditExpiry, monthCredits } from './month-credits.js';

export interface MonthGrant {
  creditId: number;
  amount: number;
  /** advance bookings of the month that now spend this grant */
  reconciled: number;
}

/** The month before a 'YYYY-MM' month. */
const previousMonth = (month: string) => addMonths(`${month}-01`, -1).slice(0, 7);

/**
 * Grants one subscription's credits for one month, in the caller's transaction, once: under the subscription's lock a
 * month already granted (or a racing grant that committed first: the partial unique index) answers null and changes
 * nothing. The amount is monthCredits over the month's billable days (a WEEK unit carries the previous month's
 * sevenths), the expiry creditExpiry of the month with the product's validity or the club's. The month's open advance
 * bookings are reconciled first: they spend the new grant, up to its amount. Null also for a subscription not the club's.
 * `products` are those a run read for its slice (products do not change under the lock); read here without them.
 */
export async function grantMonthCredits(
  trx: Db,
  app: AppContext,
  club: Club,
  accountSubscriptionId: number,
  month: string,
  jobId?: string,
  products?: ReadonlyMap<number, OrganizationSubscription>,
): Promise<MonthGrant | null> {
  if (!(await lockAccountSubscription(trx, club.id, accountSubscriptionId))) return null;
  const state = await monthGrantState(trx, club.id, accountSubscriptionId, month, previousMonth(month));
  if (!state || state.granted) return null;
  const { subscription } = state;
  const productId = subscription.organizationSubscriptionId;
  const product = products?.get(productId) ?? (await subscriptionProductsByIds(trx, club.id, [productId])).get(productId)!;
  const billable = billableMonth(subscription, state.pauses, month);
  const carried = product.subscriptionUnit === 'WEEK' ? state.carriedSevenths : 0;
  const credits = monthCredits(product, billable.billableDates.length, billable.daysInMonth, carried);
  const grant = await insertCreditGrant(trx, {
    clubId: club.id,
    accountSubscriptionId,
    kind: 'MONTHLY',
    month,
    amount: credits.amount,
    carrySevenths: credits.carrySevenths,
    expiresOn: creditExpiry(month, product.creditValidityDays ?? club.creditValidityDays),
    automationJobId: jobId ?? null,
    createdAt: app.clock.now(),
  });
  if (!grant) return null;
  // Read under the lock that booking ahead takes too: without advance bookings in the month there is nothing to reconcile.
  const reconciled = state.advanceBookings ? await reconcileAdvanceBookings(trx, club.id, accountSubscriptionId, month, grant.id, credits.amount) : 0;
  return { creditId: grant.id, amount: credits.amount, reconciled };
}
