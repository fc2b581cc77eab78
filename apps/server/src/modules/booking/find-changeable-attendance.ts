import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { canAccessAccount, type Actor } from '../../platform/access-policy.js';
import { findAttendance } from './attendance.repository.js';

export const BOOKING_NOT_FOUND = 'This booking could not be found.';

/**
 * The attendance the actor may cancel or rebook: their own, or anyone's with schedule.attendance.edit.
 * Someone else's id answers exactly like a missing one (test plan Z5).
 */
export async function findChangeableAttendance(trx: Db, clubId: number, actor: Actor, attendanceId: number | null) {
  const attendance = attendanceId === null ? undefined : await findAttendance(trx, clubId, attendanceId);
  if (!attendance || !canAccessAccount(actor, attendance.accountId, 'schedule.attendance.edit')) {
    throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  }
  return attendance;
}
