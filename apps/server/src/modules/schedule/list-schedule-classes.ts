import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { hasPermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { dateProblem, dateRangeProblem, daysInRange, MAX_SCHEDULE_RANGE_DAYS } from '@kiai/shared';
import { dateOfDay, dayNumber, isoWeekdayOfDay } from '../../platform/club-clock.js';
import { bookingOpenOn } from './booking-status.js';
import { classesCacheOf } from './classes-cache.js';
import { loadClassesInRange } from './load-occurrences.js';
import { compareClasses } from './occurrences.js';
import type { ScheduleClass } from './schedule.js';

export interface ScheduleClassesQuery {
  dateFrom: string;
  dateUntil: string;
  orderBy?: string | null | undefined;
  instructorId?: number | null | undefined;
  classtypeId?: number | null | undefined;
  levelId?: number | null | undefined;
  locationId?: number | null | undefined;
  publicOnly?: boolean | null | undefined;
}

export interface ScheduleDay {
  date: string;
  bookingOpenOn: string;
  isoWeekDay: number;
  classes: ScheduleClass[];
}

function sortOrder(orderBy: string | null | undefined): 'STARTTIME' | 'LOCATION' {
  const value = (orderBy ?? '').trim().toUpperCase();
  if (value === '' || value === 'STARTTIME') return 'STARTTIME';
  if (value === 'LOCATION') return 'LOCATION';
  throw new AppError('VALIDATION_FAILED', 'orderBy must be "starttime" or "location".');
}

/**
 * The classes of each day in [dateFrom, dateUntil], every day present (an empty day has no classes).
 * Classes that are not displayed publicly take schedule.view.
 */
export async function listScheduleClasses(app: AppContext, club: Club, actor: Actor | null, query: ScheduleClassesQuery): Promise<ScheduleDay[]> {
  const { dateFrom, dateUntil } = query;
  const problem =
    dateProblem(dateFrom, 'dateFrom') ??
    dateProblem(dateUntil, 'dateUntil') ??
    dateRangeProblem(['dateFrom', dateFrom], ['dateUntil', dateUntil], MAX_SCHEDULE_RANGE_DAYS);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const order = sortOrder(query.orderBy);
  const publicOnly = query.publicOnly !== false || !hasPermission(actor, 'schedule.view');

  const classes = (await classesCacheOf(app).get(club.id, dateFrom, dateUntil, () => loadClassesInRange(app.db, club, dateFrom, dateUntil, app.clock.now())))
    .filter(
      (c) =>
        (!publicOnly || c.displayPublic) &&
        (!query.locationId || c.room.location.id === query.locationId) &&
        (!query.classtypeId || c.classtype.id === query.classtypeId) &&
        (!query.levelId || c.level?.id === query.levelId) &&
        (!query.instructorId || c.account?.id === query.instructorId || c.account2?.id === query.instructorId),
    )
    .sort(compareClasses(order));

  const days: ScheduleDay[] = [];
  const byDate = new Map<string, ScheduleClass[]>();
  // Counted in day numbers: dates as text stop comparing in order past 9999-12-31, which once made this loop endless.
  const first = dayNumber(dateFrom);
  for (let i = 0, count = daysInRange(dateFrom, dateUntil); i < count; i++) {
    const date = dateOfDay(first + i);
    const list: ScheduleClass[] = [];
    byDate.set(date, list);
    days.push({ date, bookingOpenOn: bookingOpenOn(date, club.bookingDaysInAdvance), isoWeekDay: isoWeekdayOfDay(first + i), classes: list });
  }
  for (const c of classes) byDate.get(c.date)!.push(c);
  return days;
}
