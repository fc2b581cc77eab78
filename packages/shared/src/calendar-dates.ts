import type { FieldRule } from './form-rules.js';

/**
 * The one checker of the dates, times and ranges a client sends (test plan H6): the GraphQL scalars, the REST
 * routes and the use cases all ask it, so a client's date reaches date arithmetic only as a real date of a
 * window that arithmetic (and JavaScript's Date, whose years end at 275760) handles, and a range only as
 * long as its screen ever asks for.
 */

/** Both ends included, as YYYY-MM-DD (which compare as text within four-digit years). */
export interface DateWindow {
  first: string;
  last: string;
}

/** Classes, appointments, passes, orders, holidays, ranges and every other date of the club's business. */
export const BUSINESS_DATES: DateWindow = { first: '2000-01-01', last: '2100-12-31' };

/** Dates of birth go back further; the widest window any argument takes, so the GraphQL `Date` scalar's. */
export const BIRTH_DATES: DateWindow = { first: '1900-01-01', last: BUSINESS_DATES.last };

/** The longest range one schedule read covers, in days (both ends included): the portal and back office show a week. */
export const MAX_SCHEDULE_RANGE_DAYS = 62;

/** The longest range staff may enter at once (holidays, a trainer's days off), in days: a year. */
export const MAX_BACK_OFFICE_RANGE_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
// A date, a time of day with optional seconds and fraction, and a zone offset: no local times, whose instant
// would depend on the server's zone.
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,9})?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

// Calendar dates as day numbers (days since 1970-01-01), by pure arithmetic: the schedule does this for every
// class of every day, and Date objects would dominate its cost (H. Hinnant's civil-date algorithms).

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

/** True for a YYYY-MM-DD date within the window that exists (no 30 February: its day number reads back as another date). */
export function isDateWithin(value: unknown, window: DateWindow): value is string {
  return typeof value === 'string' && DATE.test(value) && value >= window.first && value <= window.last && dateOfDay(dayNumber(value)) === value;
}

/** What a date argument must be, to follow its name in a message: "dateFrom must be …". */
export function dateRuleOf(window: DateWindow): string {
  return `must be a real date from ${window.first} to ${window.last}, as YYYY-MM-DD`;
}

/** "`name` must be …" when the value is not a real date of the window, else null. */
export function dateProblem(value: unknown, name: string, window: DateWindow = BUSINESS_DATES): string | null {
  return isDateWithin(value, window) ? null : `${name} ${dateRuleOf(window)}.`;
}

/** The back office's words under a date field whose date is not a real one of BUSINESS_DATES. */
export const BUSINESS_DATE_MESSAGE = `Please input a real date from ${BUSINESS_DATES.first} to ${BUSINESS_DATES.last}`;

/** A form's date field: blank passes (`required` speaks for itself), anything else must be a real business date. */
export const businessDate: FieldRule = (value) => (value === null || value === undefined || value === '' || isDateWithin(value, BUSINESS_DATES) ? null : BUSINESS_DATE_MESSAGE);

/** True for a time of day as HH:mm or HH:mm:ss, 00:00 to 23:59:59. */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

/** "`name` must be …" when the value is not a time of day, else null. */
export function timeProblem(value: unknown, name: string): string | null {
  return isTimeOfDay(value) ? null : `${name} must be a time of day from 00:00 to 23:59, as HH:mm or HH:mm:ss.`;
}

/**
 * True for an ISO 8601 moment with a zone offset whose date (as written) is a real business date and whose
 * time is a real time of day: Date.parse alone would read 30 February as 2 March.
 */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = INSTANT.exec(value);
  return match !== null && isDateWithin(match[1], BUSINESS_DATES) && isTimeOfDay(match[2]) && !Number.isNaN(Date.parse(value));
}

/** "`name` must be …" when the value is not such a moment, else null. */
export function instantProblem(value: unknown, name: string): string | null {
  const { first, last } = BUSINESS_DATES;
  return isInstant(value) ? null : `${name} must be a moment from ${first} to ${last} in ISO 8601 with its offset, as 2026-03-02T09:00:00Z.`;
}

/** The days of a range of dates, both ends included (0 or less when it ends before it starts). */
export function daysInRange(first: string, last: string): number {
  return dayNumber(last) - dayNumber(first) + 1;
}

/**
 * Why a range of two real dates (named as the client names them) cannot be read or saved: it ends before it
 * starts, or covers more than `maxDays` days; else null.
 */
export function dateRangeProblem(first: [name: string, date: string], last: [name: string, date: string], maxDays: number): string | null {
  const days = daysInRange(first[1], last[1]);
  if (days < 1) return `${last[0]} must not be before ${first[0]}.`;
  return days > maxDays ? `${first[0]} to ${last[0]} may cover at most ${maxDays} days.` : null;
}
