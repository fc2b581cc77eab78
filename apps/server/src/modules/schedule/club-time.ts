import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { wallClockOf } from '@kiai/shared';

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

// Calendar dates as day numbers (days since 1970-01-01), by pure arithmetic: the schedule does this for
// every class of every day, and Date objects would dominate its cost (H. Hinnant's civil-date algorithms).
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The day number of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  const year = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const y = m <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/** The YYYY-MM-DD date of a day number. */
export function dateOfDay(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

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

/** True for a real calendar date written as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
