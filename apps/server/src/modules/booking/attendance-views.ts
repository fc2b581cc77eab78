import type { AppContext } from '../../platform/app-context.js';
import type { Club } from '../clubs/index.js';
import { findAccountClasspassesByIds } from '../classpasses/index.js';
import { loadOccurrences, occurrenceKey } from '../schedule/index.js';
import { cancellationPossible, lateCancellationPossible, uncancellationPossible, type Attendance, type AttendanceView } from './attendance.js';

/** Attendances with their occurrences, classes and passes, loaded in three queries for the whole list. */
export async function buildAttendanceViews(app: AppContext, club: Club, attendances: readonly Attendance[]): Promise<AttendanceView[]> {
  if (attendances.length === 0) return [];
  const now = app.clock.now();
  const passIds = [...new Set(attendances.flatMap((a) => (a.accountClasspassId === null ? [] : [a.accountClasspassId])))];
  const [{ occurrences, items: itemById }, passes] = await Promise.all([
    loadOccurrences(app.db, club, attendances, now),
    findAccountClasspassesByIds(app.db, club.id, passIds),
  ]);
  const passById = new Map(passes.map((p) => [p.id, p]));
  return attendances.flatMap((attendance) => {
    const item = itemById.get(attendance.scheduleItemId);
    if (!item) return [];
    const occurrence = occurrences.get(occurrenceKey(attendance.scheduleItemId, attendance.date));
    return [
      {
        attendance,
        item,
        occurrence,
        pass: attendance.accountClasspassId === null ? null : (passById.get(attendance.accountClasspassId) ?? null),
        cancellationPossible: cancellationPossible(attendance, occurrence, club, now),
        lateCancellationPossible: lateCancellationPossible(attendance, occurrence, club, now),
        uncancellationPossible: uncancellationPossible(attendance, occurrence),
      },
    ];
  });
}
