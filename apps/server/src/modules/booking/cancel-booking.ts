import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireActor, requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { classesCacheOf, loadOccurrenceState, lockOccurrence } from '../schedule/index.js';
import { cancellationPossible, lateCancellationPossible } from './attendance.js';
import { changeBookingStatus, CREDIT_KEPT_SPENT, CREDIT_RETURNED } from './attendance.repository.js';
import { findChangeableAttendance } from './find-changeable-attendance.js';
import { lockAccountSubscription } from '../subscription-records/index.js';
import { promoteFromWaitlist } from './promote-from-waitlist.js';
import { announceCancellation } from './booking-mails.js';

export const ALREADY_CANCELLED = 'Your booking for this class has already been cancelled.';
export const TOO_LATE_TO_CANCEL = 'Your booking for this class can no longer be cancelled';

/** How a cancel after the cancel window is meant: a late cancel the caller accepted, or (staff) the credit returned anyway. */
export interface LateCancelChoice {
  /** the member (or the desk for them) confirmed the credit is not returned */
  acceptLate?: boolean;
  /** schedule.attendance.credit.return: cancel after the window with the credit returned, not counted as late */
  returnCredit?: boolean;
}

/**
 * Cancels a booking. While cancellationPossible holds its class goes back to the pass (the pass's count is
 * derived from its attendances) or its credit to the subscription. After the cancel window, only when the caller
 * accepted a late cancel (`acceptLate`: the member confirmed the credit is not returned) and the club allows
 * them, it frees the spot and keeps the credit spent; staff with schedule.attendance.credit.return may instead
 * return the credit of such a cancel (`returnCredit`), which then is no late cancel. The status changes only from
 * BOOKED, so two racing cancels give one. The freed place goes to the class's waitlist in the same transaction.
 *
 * Locks in the one order of every path that changes a class's bookings (rebookBooking, bookWithPass, staff cancelling
 * the class date): the subscription, the occurrence, then the attendance rows. Taken the other way round (the row,
 * then the occurrence for the promotion), a cancel with members waiting deadlocked (40P01) with a transaction holding
 * the occurrence and waiting for that row: a rebook of the same booking, or the class date being cancelled.
 */
export async function cancelBooking(app: AppContext, club: Club, actorOrNull: Actor | null, attendanceId: number | null, late: LateCancelChoice = {}): Promise<void> {
  // Returning a late cancel's credit is a manager's discretion, not the desk's (schedule.attendance.credit.return).
  const actor = late.returnCredit ? requirePermission(actorOrNull, 'schedule.attendance.credit.return') : requireActor(actorOrNull);
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const attendance = await findChangeableAttendance(trx, club.id, actor, attendanceId);
    if (attendance.bookingStatus === 'CANCELLED') throw new AppError('CANCEL_NOT_POSSIBLE', ALREADY_CANCELLED);
    const occurrence = await loadOccurrenceState(trx, club, attendance.scheduleItemId, attendance.date, now);
    const inWindow = cancellationPossible(attendance, occurrence, club, now);
    const lateCancel = !inWindow && lateCancellationPossible(attendance, occurrence, club, now);
    // A client that still showed the window open gets the refusal, never a silently kept credit.
    if (!inWindow && !(lateCancel && (late.acceptLate || late.returnCredit))) throw new AppError('CANCEL_NOT_POSSIBLE', TOO_LATE_TO_CANCEL, { lateCancellationPossible: lateCancel });
    const creditBack = inWindow || late.returnCredit === true;
    // Inside the cancel window a subscription's credit goes back (credit id NULL, no advance), under the lock every
    // change of the subscription's credits takes, so a monthly grant reconciling advance bookings never spends it.
    if (attendance.accountSubscriptionId !== null) await lockAccountSubscription(trx, club.id, attendance.accountSubscriptionId);
    await lockOccurrence(trx, club.id, attendance.scheduleItemId, attendance.date);
    const cancelled = await changeBookingStatus(trx, club.id, attendance.id, 'BOOKED', 'CANCELLED', now, creditBack ? CREDIT_RETURNED : CREDIT_KEPT_SPENT);
    if (!cancelled) throw new AppError('CANCEL_NOT_POSSIBLE', ALREADY_CANCELLED);
    await announceCancellation(app, trx, club, attendance, creditBack, now);
    await promoteFromWaitlist(app, trx, club, attendance, now);
  });
  classesCacheOf(app).invalidate(club.id);
}
