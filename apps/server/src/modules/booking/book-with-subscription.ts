import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import type { OccurrenceState } from '../schedule/index.js';
import {
  findAccountSubscription,
  lockAccountSubscription,
  subscriptionProductIdsAllowedForItem,
  SUBSCRIPTION_NOT_FOUND,
  takeSubscriptionCredit,
  type AccountSubscription,
  type CreditTaken,
} from '../subscription-records/index.js';
import type { BookingWay } from './booking-rules.js';
import { insertOnSpot, loadBookableOccurrence, type ClassBooking } from './book-with-pass.js';
import { NOT_ALLOWED_FOR_CLASS, unusableOn } from './subscription-refusals.js';

export interface SubscriptionBooking extends ClassBooking {
  accountSubscriptionId: number;
}

/** Refuses a subscription that does not run on the class date or is paused or blocked then (usableOn's reasons, said). */
export function assertSubscriptionUsable(subscription: AccountSubscription, date: string): void {
  const refusal = unusableOn(subscription, date);
  if (refusal) throw new AppError('SUBSCRIPTION_NOT_VALID', refusal.message, { reason: refusal.reason });
}

/** Refuses a subscription whose product's groups do not let it book the class this way (shop_book online, attend at the desk). */
export async function assertSubscriptionAllowed(db: Db, clubId: number, subscription: AccountSubscription, scheduleItemId: number, way: BookingWay): Promise<void> {
  const allowed = await subscriptionProductIdsAllowedForItem(db, clubId, scheduleItemId, way === 'ONLINE' ? 'shopBook' : 'attend');
  if (!allowed.has(subscription.organizationSubscriptionId)) {
    throw new AppError('SUBSCRIPTION_NOT_VALID', NOT_ALLOWED_FOR_CLASS.message, { reason: NOT_ALLOWED_FOR_CLASS.reason });
  }
}

/** The account's subscription by id, or NOT_FOUND for a missing one and someone else's alike. */
export async function findOwnSubscription(db: Db, clubId: number, accountId: number, accountSubscriptionId: number): Promise<AccountSubscription> {
  const subscription = await findAccountSubscription(db, clubId, accountSubscriptionId);
  if (!subscription || subscription.accountId !== accountId) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
  return subscription;
}

/**
 * The rules that need no lock: the class is there, visible and bookable now; the subscription is the account's, runs on
 * the class date, neither paused nor blocked then, and its groups allow the class. Reads only, so a caller may run them
 * before its transaction (a member refused here costs no transaction).
 */
export async function checkSubscriptionBooking(db: Db, club: Club, booking: SubscriptionBooking): Promise<OccurrenceState> {
  const occurrence = await loadBookableOccurrence(db, club, booking);
  const subscription = await findOwnSubscription(db, club.id, booking.accountId, booking.accountSubscriptionId);
  assertSubscriptionUsable(subscription, booking.date);
  await assertSubscriptionAllowed(db, club.id, subscription, booking.scheduleItemId, booking.way);
  return occurrence;
}

/**
 * Takes what a booking with the subscription spends, under the subscription's lock, which the caller's transaction
 * holds until it ends: the subscription is read again under it (a pause or block that committed since refuses), then
 * its credit, advance credit or unlimited share is decided with every other booking of it waiting (test plan M8).
 */
export async function holdSubscriptionCredit(trx: Db, clubId: number, accountSubscriptionId: number, date: string): Promise<CreditTaken> {
  await lockAccountSubscription(trx, clubId, accountSubscriptionId);
  const subscription = await findAccountSubscription(trx, clubId, accountSubscriptionId);
  if (!subscription) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
  assertSubscriptionUsable(subscription, date);
  return takeSubscriptionCredit(trx, clubId, subscription, date);
}

/**
 * Books one class occurrence with one of the account's subscriptions, inside the caller's transaction, after
 * checkSubscriptionBooking. Locks in one order everywhere (the subscription, the class row, then the occurrence, as a
 * pass booking takes its pass first), so racing bookings never deadlock: one credit racing ten bookings gives one.
 */
export async function takeSubscriptionSpot(trx: Db, club: Club, booking: SubscriptionBooking, occurrence: OccurrenceState): Promise<number> {
  const credit = await holdSubscriptionCredit(trx, club.id, booking.accountSubscriptionId, booking.date);
  return insertOnSpot(trx, club, booking, occurrence, { attendanceType: 'SUBSCRIPTION', accountClasspassId: null, accountSubscriptionId: booking.accountSubscriptionId, ...credit });
}

/** Checks and books in the caller's transaction (the desk's check-in of someone not booked). Returns the attendance id. */
export async function bookWithSubscription(trx: Db, club: Club, booking: SubscriptionBooking): Promise<number> {
  return takeSubscriptionSpot(trx, club, booking, await checkSubscriptionBooking(trx, club, booking));
}
