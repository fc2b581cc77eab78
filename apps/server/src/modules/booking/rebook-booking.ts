import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { countClasspassUsage, findAccountClasspass, lockAccountClasspass, productIdsAllowedForItem } from '../classpasses/index.js';
import { classesCacheOf, loadOccurrenceState, holdClassForBooking, lockOccurrence } from '../schedule/index.js';
import type { Db } from '../../platform/db/database.js';
import type { CreditTaken } from '../subscription-records/index.js';
import { uncancellationPossible, type Attendance } from './attendance.js';
import { assertSubscriptionAllowed, assertSubscriptionUsable, findOwnSubscription, holdSubscriptionCredit } from './book-with-subscription.js';
import { changeBookingStatus, countOccupancy, isDoubleBooking } from './attendance.repository.js';
import { findChangeableAttendance } from './find-changeable-attendance.js';
import { closeWaitingPlaceOnBooking } from './waitlist.repository.js';
import { announceBooking } from './booking-mails.js';
import { ALREADY_BOOKED_MESSAGE, assertBookable, assertClassesLeft, assertPassUsable, assertSpotLeft, CLASS_FULL_MESSAGE, type BookingWay } from './booking-rules.js';

const CLASS_GONE_MESSAGE = 'This class no longer takes place on this date.';

/**
 * Books a cancelled attendance again while uncancellationPossible holds (for desk bookings: while the
 * desk could book it). It takes a spot and a class on its pass (or a subscription credit) again, under the same
 * locks as a new booking.
 */
export async function rebookBooking(app: AppContext, club: Club, actorOrNull: Actor | null, attendanceId: number | null): Promise<void> {
  const actor = requireActor(actorOrNull);
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const attendance = await findChangeableAttendance(trx, club.id, actor, attendanceId);
    if (attendance.bookingStatus !== 'CANCELLED') throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
    const { scheduleItemId, date } = attendance;
    const way: BookingWay = attendance.onlineBooking ? 'ONLINE' : 'DESK';
    const occurrence = await loadOccurrenceState(trx, club, scheduleItemId, date, now);
    if (!occurrence) throw new AppError('REBOOK_NOT_POSSIBLE', CLASS_GONE_MESSAGE);
    if (way === 'ONLINE' && !uncancellationPossible(attendance, occurrence)) {
      if (occurrence.bookingStatus === 'FULL') throw new AppError('CLASS_FULL', CLASS_FULL_MESSAGE);
      throw new AppError('REBOOK_NOT_POSSIBLE', 'This booking can no longer be made again.', { bookingStatus: occurrence.bookingStatus });
    }
    assertBookable(occurrence, way);

    // The same lock order as a new booking: the pass or subscription, the class row (not archived since), then the
    // occurrence. A subscription's credit is taken again by the rules of a new booking, its allowance included.
    const spend = await holdCreditAgain(trx, club.id, attendance, way);
    if (!(await holdClassForBooking(trx, club.id, scheduleItemId))) throw new AppError('REBOOK_NOT_POSSIBLE', CLASS_GONE_MESSAGE);
    await lockOccurrence(trx, club.id, scheduleItemId, date);
    const occupancy = await countOccupancy(trx, club.id, scheduleItemId, date, occurrence, attendance.accountId);
    if (occupancy.holdsSpot) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
    assertSpotLeft(occupancy, way);
    try {
      const rebooked = await changeBookingStatus(trx, club.id, attendance.id, 'CANCELLED', 'BOOKED', now, spend);
      if (!rebooked) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
      await closeWaitingPlaceOnBooking(trx, club.id, attendance.accountId, scheduleItemId, date, now);
      await announceBooking(app, trx, club, attendance, now);
    } catch (error) {
      // Another active attendance for the same class (a new booking made after this one was cancelled).
      if (isDoubleBooking(error)) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
      throw error;
    }
  });
  classesCacheOf(app).invalidate(club.id);
}

/** A late-cancelled booking still spends its credit, so making it again takes none; any other takes one again. */
async function holdCreditAgain(trx: Db, clubId: number, attendance: Attendance, way: BookingWay): Promise<Partial<CreditTaken>> {
  if (attendance.lateCancel) return {};
  return attendance.attendanceType === 'SUBSCRIPTION' ? holdSubscriptionAgain(trx, clubId, attendance, way) : holdPassAgain(trx, clubId, attendance, way);
}

/** A class of the attendance's pass again: the pass still usable for the class and not used up, under its lock. */
async function holdPassAgain(trx: Db, clubId: number, attendance: Attendance, way: BookingWay): Promise<Partial<CreditTaken>> {
  const pass = attendance.accountClasspassId === null ? undefined : await findAccountClasspass(trx, clubId, attendance.accountClasspassId);
  if (!pass) throw new AppError('REBOOK_NOT_POSSIBLE', 'This booking has no class pass to book with.');
  const allowed = await productIdsAllowedForItem(trx, clubId, attendance.scheduleItemId, way === 'ONLINE' ? 'shopBook' : 'attend');
  assertPassUsable(pass, attendance.date, allowed);
  await lockAccountClasspass(trx, clubId, pass.id);
  assertClassesLeft({ ...pass, classesUsed: await countClasspassUsage(trx, clubId, pass.id) });
  return {};
}

/** A credit of the attendance's subscription again (the anchor's bug: it skipped the allowance), under its lock. */
async function holdSubscriptionAgain(trx: Db, clubId: number, attendance: Attendance, way: BookingWay): Promise<CreditTaken> {
  if (attendance.accountSubscriptionId === null) throw new AppError('REBOOK_NOT_POSSIBLE', 'This booking has no subscription to book with.');
  const subscription = await findOwnSubscription(trx, clubId, attendance.accountId, attendance.accountSubscriptionId);
  assertSubscriptionUsable(subscription, attendance.date);
  await assertSubscriptionAllowed(trx, clubId, subscription, attendance.scheduleItemId, way);
  return holdSubscriptionCredit(trx, clubId, subscription.id, attendance.date);
}
