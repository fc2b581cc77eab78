import { parseDate, toIsoDate } from '../../schedule/dates.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday of the week holding `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const day = parseDate(date);
  // dayjs counts Sunday as 0: a Sunday belongs to the week that started six days before.
  return toIsoDate(day.subtract((day.day() + 6) % 7, 'day'));
}

/** The week the URL names (any day of it), or this week when it names none or nonsense. */
export function weekFromParam(param: string | null, today: string): string {
  return param && ISO_DAY.test(param) && parseDate(param).isValid() && toIsoDate(parseDate(param)) === param ? mondayOf(param) : mondayOf(today);
}

export function shiftWeek(monday: string, weeks: number): string {
  return toIsoDate(parseDate(monday).add(7 * weeks, 'day'));
}

/** Monday to Sunday of the week. */
export function daysOfWeek(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => toIsoDate(parseDate(monday).add(i, 'day')));
}

export type WeekView = 'list' | 'calendar';

export const weekViewFromParam = (param: string | null): WeekView => (param === 'calendar' ? 'calendar' : 'list');

/** What staff read about an occurrence's state: a holiday or a one-time status, else nothing. */
export function occurrenceStatusLabel(c: { holiday: boolean; holidayName: string; status: string }): string | null {
  if (c.holiday) return c.holidayName ? `Holiday: ${c.holidayName}` : 'Holiday';
  switch (c.status) {
    case 'CANCELLED':
      return 'Cancelled';
    case 'FINISHED':
      return 'Finished';
    case 'OPEN':
      return 'Open';
    default:
      return null;
  }
}

/** The back office's address of one date of a class (the attendance list, or its one-time change form). */
export function attendancePath(scheduleItemId: string, date: string): string {
  return `/backoffice/schedule/attendance/${encodeURIComponent(scheduleItemId)}/${date}`;
}

export function occurrenceChangePath(scheduleItemId: string, date: string): string {
  return `/backoffice/schedule/classes/${encodeURIComponent(scheduleItemId)}/dates/${date}`;
}

export function scheduleItemPath(scheduleItemId: string): string {
  return `/backoffice/schedule/classes/${encodeURIComponent(scheduleItemId)}`;
}
