import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { cancelOccurrenceBookings } from './cancel-occurrence-bookings.js';
import { classStart } from './class-start.js';
import { loadOccurrences } from './load-occurrences.js';
import { listOccurrencesHoldingCredits } from './schedule-item-admin.repository.js';
import { lockOccurrence } from './schedule.repository.js';
import { occurrenceKey } from './schedule.js';

/**
 * A holiday the club saves calls off the classes it closes (domain notes: an occurrence the club cancels always
 * returns the credit): each class of its dates that has not started yet and now shows HOLIDAY has its bookings
 * cancelled, its late cancels' credits returned and its members mailed (cancelOccurrenceBookings), in the holiday's
 * transaction. Classes already over keep their history; a second save finds nothing left. Answers the count cancelled.
 */
export async function cancelHolidayClasses(app: AppContext, trx: Db, club: Club, holiday: { name: string; dateStart: string; dateEnd: string }, now: Date): Promise<number> {
  const today = clubDateOf(now, club.timeZone);
  const from = holiday.dateStart > today ? holiday.dateStart : today;
  if (from > holiday.dateEnd) return 0;
  const refs = await listOccurrencesHoldingCredits(trx, club.id, from, holiday.dateEnd);
  const { occurrences } = await loadOccurrences(trx, club, refs, now);
  let cancelled = 0;
  for (const { scheduleItemId, date } of refs) {
    const occurrence = occurrences.get(occurrenceKey(scheduleItemId, date));
    if (occurrence?.bookingStatus !== 'HOLIDAY' || classStart(occurrence, club.timeZone) <= now) continue;
    await lockOccurrence(trx, club.id, scheduleItemId, date);
    const off = { scheduleItemId, date, className: occurrence.classtype.name, timeStart: occurrence.timeStart, description: holiday.name };
    cancelled += await cancelOccurrenceBookings(app, trx, club, off, now);
  }
  return cancelled;
}
