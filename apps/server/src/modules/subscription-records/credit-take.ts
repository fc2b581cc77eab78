import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { monthOf } from '../../platform/club-clock.js';
import type { AccountSubscription, OrganizationSubscription } from './account-subscription.js';
import { countActiveBookingsOn, countOpenAdvanceBookings, grantsWithUse, type CreditGrantRow, type CreditGrantUse } from './credit.repository.js';

/** What a booking with a subscription spends: a grant's credit, an advance credit, or nothing (unlimited). */
export interface CreditTaken {
  accountSubscriptionCreditId: number | null;
  advanceCredit: boolean;
}

export const NO_CREDITS_MESSAGE = 'This subscription has no credits left for this class.';

/** The credits left on grants (those usable on one date: the credits a class on it may use). */
export function creditsLeft(grants: readonly CreditGrantUse[]): number {
  return grants.reduce((sum, g) => sum + Math.max(0, g.amount - g.used), 0);
}

/** The grant a booking takes: the first with a credit left, so the earliest expiry first and, on a tie, granted first. */
export function grantToTake(grants: readonly CreditGrantUse[]): CreditGrantUse | undefined {
  return grants.find((g) => g.used < g.amount);
}

/**
 * Whether a class on `date` may be booked ahead of its month's credits: it lies in a month after the last monthly grant
 * (none yet: any month) and the open advance bookings are fewer than the product's reconcile-later allowance.
 */
export function mayBookAhead(product: Pick<OrganizationSubscription, 'reconcileLaterClasses'>, grants: readonly CreditGrantRow[], openAdvance: number, date: string): boolean {
  const months = grants.filter((g) => g.kind === 'MONTHLY').map((g) => g.month);
  const last = months.length === 0 ? null : months.reduce((a, b) => (a > b ? a : b));
  return (last === null || monthOf(date) > last) && openAdvance < product.reconcileLaterClasses;
}

/**
 * What a booking of a class on `date` spends, read under the subscription's lock the caller holds (so two bookings
 * never take one credit, nor the allowance twice). Unlimited takes nothing within its daily cap; otherwise a usable
 * credit; with none, an advance credit for a class in a month after the last grant's while the open advance bookings
 * are fewer than the product's reconcile-later allowance. Refuses with SUBSCRIPTION_NOT_VALID otherwise.
 */
export async function takeSubscriptionCredit(trx: Db, clubId: number, subscription: AccountSubscription, date: string): Promise<CreditTaken> {
  const { product } = subscription;
  if (product.unlimited) {
    if (product.dailyCap !== null && (await countActiveBookingsOn(trx, clubId, subscription.id, date)) >= product.dailyCap) {
      throw new AppError('SUBSCRIPTION_NOT_VALID', `This subscription allows ${product.dailyCap} class(es) a day.`, { reason: 'DAILY_CAP' });
    }
    return { accountSubscriptionCreditId: null, advanceCredit: false };
  }
  const grant = grantToTake(await grantsWithUse(trx, clubId, [subscription.id], date));
  if (grant) return { accountSubscriptionCreditId: grant.id, advanceCredit: false };
  if (product.reconcileLaterClasses > 0) {
    const [grants, open] = await Promise.all([grantsWithUse(trx, clubId, [subscription.id]), countOpenAdvanceBookings(trx, clubId, subscription.id)]);
    if (mayBookAhead(product, grants, open, date)) return { accountSubscriptionCreditId: null, advanceCredit: true };
  }
  throw new AppError('SUBSCRIPTION_NOT_VALID', NO_CREDITS_MESSAGE, { reason: 'NO_CREDITS_LEFT' });
}
