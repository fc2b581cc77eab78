import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { AttendanceBookingStatus, AttendanceType } from '../../platform/db/tables/booking.js';
import { hasPermission, type Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import {
  countClasspassUsage,
  findAccountClasspass,
  lockAccountClasspass,
  productIdsAllowedForItem,
} from '../classpasses/classpass.repository.js';
import { resolveTargetAccount } from '../classpasses/target-account.js';
import { isCalendarDate } from '../schedule/club-time.js';
import { classesCacheOf } from '../schedule/classes-cache.js';
import { loadOccurrenceState } from '../schedule/load-occurrences.js';
import { lockOccurrence } from '../schedule/schedule.repository.js';
import { ALREADY_BOOKED_MESSAGE, assertBookable, assertClassesLeft, assertPassUsable, assertSpotLeft, type BookingWay } from './booking-rules.js';
import { countOccupancy, insertAttendance, isDoubleBooking } from './attendance.repository.js';

export interface ReserveSpotInput {
  /** decoded `account`: undefined = the actor's own, null = undecodable */
  accountId?: number | null | undefined;
  /** null when the id could not be decoded */
  scheduleItemId: number | null;
  accountClasspassId: number | null;
  date: string;
  attendanceType: AttendanceType;
  onlineBooking?: boolean | null | undefined;
  bookingStatus?: AttendanceBookingStatus | null | undefined;
}

export const CLASS_NOT_FOUND = 'This class could not be found.';
export const PASS_NOT_FOUND = 'This class pass could not be found.';

/**
 * Reserves a spot on one class occurrence with one of the member's class passes. Every rule is checked
 * here, whatever the client showed: the class is bookable, the pass is the member's, valid on the date,
 * allowed for the class and not used up. The last class on a pass and the last spot are taken under
 * locks (pass, then occurrence), so racing requests can never overbook either. Returns the attendance id.
 */
export async function reserveSpot(app: AppContext, club: Club, actor: Actor | null, input: ReserveSpotInput): Promise<number> {
  const accountId = await resolveTargetAccount(app.db, club.id, actor, input.accountId, 'schedule.attendance.edit');
  if (input.bookingStatus && input.bookingStatus !== 'BOOKED') throw new AppError('VALIDATION_FAILED', 'A new booking starts as BOOKED.');
  if (input.attendanceType !== 'CLASSPASS') throw new AppError('VALIDATION_FAILED', 'Classes are booked with a class pass.');
  const staff = hasPermission(actor, 'schedule.attendance.edit');
  // Members always book online; staff may book at the desk (walk-in spaces, before booking opens).
  const way: BookingWay = staff && input.onlineBooking === false ? 'DESK' : 'ONLINE';
  const { scheduleItemId, accountClasspassId, date } = input;
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const now = app.clock.now();

  const attendanceId = await app.db.transaction().execute(async (trx) => {
    const occurrence = await loadOccurrenceState(trx, club, scheduleItemId, date, now);
    if (!occurrence || (!occurrence.displayPublic && !staff)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
    assertBookable(occurrence, way);

    const pass = accountClasspassId === null ? undefined : await findAccountClasspass(trx, club.id, accountClasspassId);
    if (!pass || pass.accountId !== accountId) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
    const allowed = await productIdsAllowedForItem(trx, club.id, scheduleItemId, way === 'ONLINE' ? 'shopBook' : 'attend');
    assertPassUsable(pass, date, allowed);

    // Locks in one order everywhere (the pass, then the occurrence), so racing bookings never deadlock;
    // the occurrence lock is taken last and held for as few statements as possible.
    await lockAccountClasspass(trx, club.id, pass.id);
    assertClassesLeft({ ...pass, classesUsed: await countClasspassUsage(trx, club.id, pass.id) });
    await lockOccurrence(trx, club.id, scheduleItemId, date);
    const occupancy = await countOccupancy(trx, club.id, scheduleItemId, date, occurrence, accountId);
    if (occupancy.holdsSpot) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
    assertSpotLeft(occupancy, way);

    try {
      const attendance = await insertAttendance(trx, {
        clubId: club.id,
        accountId,
        scheduleItemId,
        date,
        attendanceType: 'CLASSPASS',
        accountClasspassId: pass.id,
        bookingStatus: 'BOOKED',
        onlineBooking: way === 'ONLINE',
        createdAt: now,
        updatedAt: now,
      });
      return attendance.id;
    } catch (error) {
      if (isDoubleBooking(error)) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
      throw error;
    }
  });
  // After commit: the schedule shows the spot taken from the next request on.
  classesCacheOf(app).invalidate(club.id);
  return attendanceId;
}
