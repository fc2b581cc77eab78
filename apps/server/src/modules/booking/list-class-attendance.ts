import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { canViewClassList, requireClassListPermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { loadOccurrence, type ScheduleClass } from '../schedule/index.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { cancellationPossible, lateCancellationPossible } from './attendance.js';
import { countLateCancelsAndNoShows, listOccurrenceAttendances, type AttendanceRecord, type ClassListRow } from './attendance.repository.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';
import { listWaitingLine, type WaitingMember } from './waitlist.repository.js';

export interface ClassListEntry extends ClassListRow {
  cancellationPossible: boolean;
  /** after the cancel window, before the start: the desk may record a late cancel */
  lateCancellationPossible: boolean;
  /** the member's late cancels and no-shows in the club, for the desk */
  record: AttendanceRecord;
}

export interface ClassAttendanceList {
  scheduleClass: ScheduleClass;
  entries: ClassListEntry[];
  /** the class's waitlist, first in line first */
  waitlist: WaitingMember[];
}

const NOT_YOUR_CLASS = 'You can only see the lists of the classes you teach.';

/**
 * One occurrence's attendance list (booked, attending and cancelled, with names, the pass used and its trial
 * flag) and its waitlist, hidden classes included. Staff with schedule.attendance.view see any class's; an instructor only the
 * lists of the classes they teach that day: any other class, existing or not, answers PERMISSION_DENIED.
 */
export async function listClassAttendance(app: AppContext, club: Club, actorOrNull: Actor | null, scheduleItemId: number | null, date: string): Promise<ClassAttendanceList> {
  const actor = requireClassListPermission(actorOrNull);
  const now = app.clock.now();
  const occurrence = scheduleItemId === null || !isCalendarDate(date) ? undefined : await loadOccurrence(app.db, club, scheduleItemId, date, now);
  if (!canViewClassList(actor, [occurrence?.account?.id, occurrence?.account2?.id])) throw new AppError('PERMISSION_DENIED', NOT_YOUR_CLASS);
  if (!occurrence) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const [rows, waitlist] = await Promise.all([listOccurrenceAttendances(app.db, club.id, occurrence.item.id, date), listWaitingLine(app.db, club.id, occurrence.item.id, date)]);
  const records = await countLateCancelsAndNoShows(
    app.db,
    club.id,
    rows.map((row) => row.accountId),
    clubDateOf(now, club.timeZone),
  );
  return {
    scheduleClass: occurrence,
    entries: rows.map((row) => ({
      ...row,
      cancellationPossible: cancellationPossible(row, occurrence, club, now),
      lateCancellationPossible: lateCancellationPossible(row, occurrence, club, now),
      record: records.get(row.accountId) ?? { lateCancels: 0, noShows: 0 } })),
    waitlist,
  };
}
