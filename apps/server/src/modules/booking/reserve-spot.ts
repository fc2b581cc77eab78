import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { AttendanceBookingStatus, AttendanceType } from '../../platform/db/tables/booking.js';
import { hasPermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import { classesCacheOf } from '../schedule/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import type { BookingWay } from './booking-rules.js';
import { checkBooking, takeSpot } from './book-with-pass.js';
import { checkSubscriptionBooking, takeSubscriptionSpot } from './book-with-subscription.js';
import { SUBSCRIPTION_NOT_FOUND } from '../subscription-records/index.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';
import type { Db } from '../../platform/db/database.js';
import { announceBooking } from './booking-mails.js';

export interface ReserveSpotInput {
  /** decoded `account`: undefined = the actor's own, null = undecodable */
  accountId?: number | null | undefined;
  /** null when the id could not be decoded */
  scheduleItemId: number | null;
  /** null when not given or not decodable; a CLASSPASS booking needs it */
  accountClasspassId: number | null;
  /** undefined when not given, null when not decodable; a SUBSCRIPTION booking needs it */
  accountSubscriptionId?: number | null | undefined;
  date: string;
  attendanceType: AttendanceType;
  onlineBooking?: boolean | null | undefined;
  bookingStatus?: AttendanceBookingStatus | null | undefined;
}

/**
 * Reserves a spot on one class occurrence with one of the member's class passes or subscriptions, whatever the client
 * showed (the rules and locks are in bookWithPass and bookWithSubscription). Returns the attendance id.
 */
export async function reserveSpot(app: AppContext, club: Club, actor: Actor | null, input: ReserveSpotInput): Promise<number> {
  const accountId = await resolveTargetAccount(app.db, club.id, actor, input.accountId, 'schedule.attendance.edit');
  if (input.bookingStatus && input.bookingStatus !== 'BOOKED') throw new AppError('VALIDATION_FAILED', 'A new booking starts as BOOKED.');
  const staff = hasPermission(actor, 'schedule.attendance.edit');
  // Members always book online; staff may book at the desk (walk-in spaces, before booking opens).
  const way: BookingWay = staff && input.onlineBooking === false ? 'DESK' : 'ONLINE';
  const { scheduleItemId, accountClasspassId, date } = input;
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const classBooking = { accountId, scheduleItemId, date, way, seesHiddenClasses: staff, now: app.clock.now() };
  // The confirmation and the reminder are queued with the booking, so a refused or rolled-back one mails nothing.
  const announced = async (trx: Db, id: number) => {
    await announceBooking(app, trx, club, { id, accountId, scheduleItemId, date }, classBooking.now);
    return id;
  };

  // The checks that need no lock run on the connection the transaction will use, right before it: of many members
  // racing for a class's last spots, most wait for a connection and then find the class full with one read, without
  // opening a transaction (checked before waiting, they would all see spots left and queue for the locks).
  const attendanceId = await app.db.connection().execute(async (db) => {
    if (input.attendanceType === 'SUBSCRIPTION') {
      if (input.accountSubscriptionId === undefined) throw new AppError('VALIDATION_FAILED', 'A booking with a subscription names its accountSubscription.');
      if (input.accountSubscriptionId === null) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
      const booking = { ...classBooking, accountSubscriptionId: input.accountSubscriptionId };
      const occurrence = await checkSubscriptionBooking(db, club, booking);
      return db.transaction().execute(async (trx) => announced(trx, await takeSubscriptionSpot(trx, club, booking, occurrence)));
    }
    const booking = { ...classBooking, accountClasspassId };
    const checked = await checkBooking(db, club, booking);
    return db.transaction().execute(async (trx) => announced(trx, await takeSpot(trx, club, booking, checked)));
  });
  // After commit: the schedule shows the spot taken from the next request on.
  classesCacheOf(app).invalidate(club.id);
  return attendanceId;
}
