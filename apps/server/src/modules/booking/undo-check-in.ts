import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeBookingStatus, findAttendance } from './attendance.repository.js';
import { BOOKING_NOT_FOUND } from './find-changeable-attendance.js';

export const NOT_CHECKED_IN = 'This member is not checked in for this class.';

/**
 * Staff undo a check-in made by mistake (schedule.attendance.edit): the attendance goes from ATTENDING back to
 * BOOKED, keeping what it spends. Only from ATTENDING, so two racing undos give one.
 */
export async function undoCheckIn(app: AppContext, club: Club, actor: Actor | null, attendanceId: number | null): Promise<number> {
  requirePermission(actor, 'schedule.attendance.edit');
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const attendance = attendanceId === null ? undefined : await findAttendance(trx, club.id, attendanceId);
    if (!attendance) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    const undone = attendance.bookingStatus === 'ATTENDING' && (await changeBookingStatus(trx, club.id, attendance.id, 'ATTENDING', 'BOOKED', now));
    if (!undone) throw new AppError('CONFLICT', NOT_CHECKED_IN);
    return attendance.id;
  });
}
