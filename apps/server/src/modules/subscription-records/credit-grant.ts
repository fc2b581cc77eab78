import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { addMonths } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { findAccountSubscription, lockAccountSubscription } from './account-subscription.repository.js';
import { billableMonth } from './billable-month.js';
import { findMonthGrant, insertCreditGrant, reconcileAdvanceBookings } from './credit.repository.js';
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
 */
export async function grantMonthCredits(trx: Db, app: AppContext, club: Club, accountSubscriptionId: number, month: string, jobId?: string): Promise<MonthGrant | null> {
  if (!(await lockAccountSubscription(trx, club.id, accountSubscriptionId))) return null;
  if (await findMonthGrant(trx, club.id, accountSubscriptionId, month)) return null;
  const subscription = await findAccountSubscription(trx, club.id, accountSubscriptionId);
  if (!subscription) return null;
  const { product } = subscription;
  const billable = billableMonth(subscription, subscription.pauses, month);
  const carried = product.subscriptionUnit === 'WEEK' ? ((await findMonthGrant(trx, club.id, accountSubscriptionId, previousMonth(month)))?.carrySevenths ?? 0) : 0;
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
  const reconciled = await reconcileAdvanceBookings(trx, club.id, accountSubscriptionId, month, grant.id, credits.amount);
  return { creditId: grant.id, amount: credits.amount, reconciled };
}
