import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { BUSINESS_DATES, dateOfDay, dayNumber, isDateWithin, wallClockOf } from '@kiai/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/** "Now" as the club sees it: its local date and wall-clock time, plus the instant itself. */
export interface ClubNow {
  instant: Date;
  /** YYYY-MM-DD in the club's zone */
  date: string;
  /** HH:mm:ss in the club's zone */
  time: string;
}

/** Converts an instant to the club's local date and time. */
export function clubNow(instant: Date, timeZone: string): ClubNow {
  return { instant, ...wallClockOf(instant, timeZone) };
}

/** The instant at which a club-local date and wall-clock time happens (DST aware). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, timeZone).toDate();
}

// Day numbers are the shared checker's, so a date is read the same way where it is checked and where it is used.
export { dateOfDay, dayNumber };

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (day 0, 1 January 1970, was a Thursday). */
export function isoWeekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return isoWeekdayOfDay(dayNumber(date));
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** True for a real date of the club's business (2000 to 2100) written as YYYY-MM-DD: every date a use case takes. */
export function isCalendarDate(value: string): boolean {
  return isDateWithin(value, BUSINESS_DATES);
}
