import type { AppContext } from '../../platform/app-context.js';
import { AppError, isAppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { classesCacheOf } from '../schedule/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import type { Attendance } from './attendance.js';
import { bookWithFirstUsable } from './book-with-first-usable.js';
import { changeBookingStatus, findActiveAttendance, findCheckInByClientId, recordCheckIn } from './attendance.repository.js';
import { ACCOUNT_NOT_FOUND, CLASS_NOT_FOUND } from '../../platform/error-messages.js';

/** Staff at the desk (schedule.attendance.edit), or a check-in kiosk (checkin.attendance.create). */
export type CheckInPermission = 'schedule.attendance.edit' | 'checkin.attendance.create';

export interface CheckInInput {
  /** decoded ids; null when they could not be decoded */
  accountId: number | null;
  scheduleItemId: number | null;
  date: string;
  /** The moment the check-in is judged at (booking rules, its records): a kiosk's tap, which may arrive later; none: now. */
  at?: Date | undefined;
  /** The pass to use when the member is not booked; none given: the first pass the class accepts. */
  accountClasspassId?: number | null | undefined;
  /** The subscription to use instead (the desk's choice); neither given and no usable pass: the first usable subscription. */
  accountSubscriptionId?: number | null | undefined;
  /** Idempotency key, unique per club: the same id again answers the first check-in's attendance. */
  clientId?: string | null | undefined;
}

const MAX_CLIENT_ID = 100;

/**
 * Marks a member ATTENDING on one occurrence and answers the attendance id. A booked member's booking turns
 * ATTENDING; someone not booked is booked at the desk with a pass or subscription (one class or credit used, the class must have room)
 * and marked ATTENDING. Checking in twice, two taps at once, or a retry with the same clientId give ONE
 * attendance: the status changes only from BOOKED, a second booking is refused by the one-active-attendance
 * rule (then the check-in is run once more and finds the first), and a client id already seen answers its
 * attendance whatever happened to it since (so a kiosk's late retry never counts twice). The desk passes
 * schedule.attendance.edit, the kiosk checkin.attendance.create.
 */
export async function checkInMember(app: AppContext, club: Club, actor: Actor | null, input: CheckInInput, permission: CheckInPermission): Promise<number> {
  requirePermission(actor, permission);
  const clientId = checkClientId(input.clientId);
  const { accountId, scheduleItemId, date } = input;
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  if (accountId === null) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  const target = { accountId, scheduleItemId, date, at: input.at, accountClasspassId: input.accountClasspassId, accountSubscriptionId: input.accountSubscriptionId, clientId };

  try {
    return await checkInOnce(app, club, target);
  } catch (error) {
    // A racing check-in booked the member first (its transaction is gone with the error): find its attendance.
    if (isAppError(error) && error.code === 'ALREADY_BOOKED') return checkInOnce(app, club, target);
    throw error;
  }
}

/** The idempotency key trimmed, or VALIDATION_FAILED for an empty or too long one; none: null. */
export function checkClientId(clientId: string | null | undefined): string | null {
  if (clientId === null || clientId === undefined) return null;
  const trimmed = clientId.trim();
  if (trimmed === '' || trimmed.length > MAX_CLIENT_ID) throw new AppError('VALIDATION_FAILED', `The client id must be 1 to ${MAX_CLIENT_ID} characters.`);
  return trimmed;
}

interface CheckInTarget {
  accountId: number;
  scheduleItemId: number;
  date: string;
  at: Date | undefined;
  accountClasspassId: number | null | undefined;
  accountSubscriptionId: number | null | undefined;
  clientId: string | null;
}

async function checkInOnce(app: AppContext, club: Club, target: CheckInTarget): Promise<number> {
  const now = target.at ?? app.clock.now();
  const { accountId, scheduleItemId, date, clientId } = target;
  const result = await app.db.transaction().execute(async (trx) => {
    if (clientId !== null) {
      const earlier = await findCheckInByClientId(trx, club.id, clientId);
      if (earlier) {
        if (earlier.accountId !== accountId || earlier.scheduleItemId !== scheduleItemId || earlier.date !== date) {
          throw new AppError('VALIDATION_FAILED', 'This client id was already used for another check-in.');
        }
        return { id: earlier.id, booked: false };
      }
    }
    if (!(await findAccountById(trx, club.id, accountId))) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    let booked = false;
    let attendance: Pick<Attendance, 'id' | 'bookingStatus'> | undefined = await findActiveAttendance(trx, club.id, accountId, scheduleItemId, date);
    if (!attendance) {
      const id = await bookWithFirstUsable(trx, club, { accountId, scheduleItemId, date, way: 'DESK', seesHiddenClasses: true, now }, target);
      attendance = { id, bookingStatus: 'BOOKED' };
      booked = true;
    }
    // Only from BOOKED: of two racing changes one wins, and the other finds the attendance ATTENDING already.
    if (attendance.bookingStatus === 'BOOKED') await changeBookingStatus(trx, club.id, attendance.id, 'BOOKED', 'ATTENDING', now);
    if (clientId !== null) await recordCheckIn(trx, club.id, clientId, attendance.id, now);
    return { id: attendance.id, booked };
  });
  if (result.booked) classesCacheOf(app).invalidate(club.id);
  return result.id;
}
