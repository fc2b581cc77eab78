import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { classesCacheOf } from './classes-cache.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { archiveScheduleItem as archiveRow, hasActiveAttendancesFrom, lockScheduleItem } from './schedule-item-admin.repository.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';

export const ARCHIVE_WITH_BOOKINGS = 'This class still has bookings from today on: cancel those dates first.';

/**
 * Takes a class off the timetable for good (its past bookings stay). Refused while a date from today on is
 * still booked, so nobody keeps a booking for a class that no longer shows; archiving twice does nothing.
 */
export async function archiveScheduleItem(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number | null): Promise<number> {
  requirePermission(actor, 'schedule.classes.edit');
  if (scheduleItemId === null) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const item = await lockScheduleItem(trx, club.id, scheduleItemId);
    if (!item) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
    if (item.archived) return;
    if (await hasActiveAttendancesFrom(trx, club.id, scheduleItemId, clubDateOf(now, club.timeZone))) throw new AppError('CONFLICT', ARCHIVE_WITH_BOOKINGS);
    await archiveRow(trx, club.id, scheduleItemId, now);
  });
  classesCacheOf(app).invalidate(club.id);
  return scheduleItemId;
}
