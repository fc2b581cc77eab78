import { parseDate, toIsoDate } from './dates.js';

/** Spec section 9: the week strip shows 7 days starting from today plus 7×offset days. */
export const DAYS_IN_STRIP = 7;

/**
 * Where the member is on the schedule: which week of the strip, and the day they picked in it.
 * No picked day means the whole week is listed (the state on load, after 'Today' and after a week change).
 */
export interface ScheduleWeek {
  weekOffset: number;
  pickedDate: string | null;
}

export interface DateRange {
  dateFrom: string;
  dateUntil: string;
}

export const CURRENT_WEEK: ScheduleWeek = { weekOffset: 0, pickedDate: null };

/** The strip's first day: today plus 7×offset days. */
export function weekStart(today: string, weekOffset: number): string {
  return toIsoDate(parseDate(today).add(DAYS_IN_STRIP * weekOffset, 'day'));
}

/** The 7 days of the strip, as `YYYY-MM-DD`. */
export function weekDays(today: string, weekOffset: number): string[] {
  const start = parseDate(weekStart(today, weekOffset));
  return Array.from({ length: DAYS_IN_STRIP }, (_, day) => toIsoDate(start.add(day, 'day')));
}

/** The days the schedule query asks for: the picked day alone, otherwise the whole strip. */
export function scheduleRange(week: ScheduleWeek, today: string): DateRange {
  if (week.pickedDate) return { dateFrom: week.pickedDate, dateUntil: week.pickedDate };
  const days = weekDays(today, week.weekOffset);
  return { dateFrom: days[0]!, dateUntil: days[DAYS_IN_STRIP - 1]! };
}

/** The highlighted day: the picked one, otherwise today plus 7×offset. */
export function selectedDate(week: ScheduleWeek, today: string): string {
  return week.pickedDate ?? weekStart(today, week.weekOffset);
}

/** Previous/next week: the offset never goes below 0 and has no upper limit. */
export function changeWeek(week: ScheduleWeek, delta: number): ScheduleWeek {
  return { weekOffset: Math.max(0, week.weekOffset + delta), pickedDate: null };
}

/** `date_from=YYYY-MM-DD&week_offset=N`, the hash written on every change. */
export function toHash(week: ScheduleWeek, today: string): string {
  return `date_from=${selectedDate(week, today)}&week_offset=${week.weekOffset}`;
}

/**
 * Restores the state a hash describes. Anything unusable falls back to the current week; a date_from outside
 * the offset's strip is ignored. A date_from on the strip's first day reads as the whole week, which is also
 * what the hash of the week view says.
 */
export function fromHash(hash: string, today: string): ScheduleWeek {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const offsetText = params.get('week_offset') ?? '';
  if (!/^\d{1,4}$/.test(offsetText)) return CURRENT_WEEK;
  const weekOffset = Number(offsetText);
  const days = weekDays(today, weekOffset);
  const dateFrom = params.get('date_from');
  const pickedDate = dateFrom && dateFrom !== days[0] && days.includes(dateFrom) ? dateFrom : null;
  return { weekOffset, pickedDate };
}
