import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';
import type { Club } from '../clubs/index.js';
import { loadOccurrence } from '../schedule/index.js';
import { checkInAllBookedOf } from './attendance.repository.js';

/**
 * The desk checks in a whole class at once (schedule.attendance.edit): every BOOKED attendance of the occurrence
 * turns ATTENDING in one transaction; answers how many. Nothing is booked or spent: they were booked already.
 */
export async function checkInAllBooked(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number | null, date: string): Promise<number> {
  requirePermission(actor, 'schedule.attendance.edit');
  const now = app.clock.now();
  const occurrence = scheduleItemId === null || !isCalendarDate(date) ? undefined : await loadOccurrence(app.db, club, scheduleItemId, date, now);
  if (!occurrence) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  return app.db.transaction().execute((trx) => checkInAllBookedOf(trx, club.id, occurrence.item.id, date, now));
}
