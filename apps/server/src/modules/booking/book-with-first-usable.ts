import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { findAccountClasspassesValidOn, hasClassesLeft, productIdsAllowedForItem } from '../classpasses/index.js';
import type { Club } from '../clubs/index.js';
import { SUBSCRIPTION_NOT_FOUND } from '../subscription-records/index.js';
import { bookWithPass, type ClassBooking } from './book-with-pass.js';
import { bookWithSubscription } from './book-with-subscription.js';
import { subscriptionOptions } from './booking-options.js';

export const NO_VALID_PASS = 'No valid class pass for this class: please see the desk.';

/** The pass or subscription a booking is to use; neither given: the first usable one. null: named but not decodable. */
export interface BookingMeans {
  accountClasspassId?: number | null | undefined;
  accountSubscriptionId?: number | null | undefined;
}

/**
 * Books, in the caller's transaction, with the pass or subscription named, else with the first pass valid on the date
 * that the class accepts this way (attend at the desk, shop_book online) and that has classes left, else with the first
 * subscription that may book the class then; else refused with why the member's subscription may not
 * (SUBSCRIPTION_NOT_VALID) or, holding none, PASS_NOT_VALID. The booking itself checks everything again under its locks.
 */
export async function bookWithFirstUsable(trx: Db, club: Club, booking: ClassBooking, means: BookingMeans): Promise<number> {
  if (means.accountSubscriptionId !== undefined) {
    if (means.accountSubscriptionId === null) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
    return bookWithSubscription(trx, club, { ...booking, accountSubscriptionId: means.accountSubscriptionId });
  }
  if (means.accountClasspassId !== undefined) return bookWithPass(trx, club, { ...booking, accountClasspassId: means.accountClasspassId });
  const { accountId, scheduleItemId, date } = booking;
  const way = booking.way === 'ONLINE' ? 'shopBook' : 'attend';
  const [passes, allowed] = await Promise.all([findAccountClasspassesValidOn(trx, club.id, accountId, date), productIdsAllowedForItem(trx, club.id, scheduleItemId, way)]);
  const pass = passes.find((p) => allowed.has(p.organizationClasspassId) && hasClassesLeft(p));
  if (pass) return bookWithPass(trx, club, { ...booking, accountClasspassId: pass.id });
  const subscriptions = await subscriptionOptions(trx, club.id, accountId, scheduleItemId, date, way);
  const subscription = subscriptions.find((o) => o.allowed);
  if (subscription) return bookWithSubscription(trx, club, { ...booking, accountSubscriptionId: subscription.accountSubscription.id });
  // A member whose subscription is paused, blocked or out of credits hears that, as a booking with it would say.
  const refusal = subscriptions.find((o) => o.refusal)?.refusal;
  if (refusal) throw new AppError('SUBSCRIPTION_NOT_VALID', refusal.message, { reason: refusal.reason });
  throw new AppError('PASS_NOT_VALID', NO_VALID_PASS, { reason: 'NO_VALID_PASS' });
}
