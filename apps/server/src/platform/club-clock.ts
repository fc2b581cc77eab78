import { BUSINESS_DATES, dateOfDay, dayNumber, isDateWithin, wallClockOf as intlWallClockOf, type ValidityUnit, type WallClock } from '@kiai/shared';

/*
 * The one club clock of the server: every conversion between instants and the club's dates and wall-clock times.
 * The zone rules come from one engine, Intl, through @kiai/shared's wallClockOf (which the web app reads too);
 * everything else is arithmetic on plain dates and on wall-clock milliseconds, never hours added to an instant.
 *
 * A wall-clock time the zone skips or repeats (DST) means one instant by the rule of RFC 5545 §3.3.5, which the
 * calendar feed's and mails' TZID times are read by, and of Temporal's 'compatible' disambiguation:
 * - in the repeated hour (autumn), the first of its two instants (02:30 on 25 October 2026 in Amsterdam is 00:30Z);
 * - in the skipped hour (spring), the instant the gap's length later (02:30 on 29 March 2026 is 03:30, 01:30Z).
 * The end of a wall-clock range (`boundaryInstant(…, 'end')`) takes the last instant instead, so a range covers
 * every wall-clock moment in it; ranges of days and months end at the next one's start (exclusive).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 86_400_000;
// A zone changes its offset at most once in 28 hours: the offsets 14 hours either side are the only candidates.
const HALF_WINDOW = 14 * 60 * MINUTE;

// Every request reads "now" in its club's zone, and Intl's formatToParts was a fortieth of the server's CPU in the
// 500-member race (docs/benchmarks.md): the last answer per zone is kept for the whole second it describes (a wall
// clock reads whole seconds, so every instant of that second has the same one).
const lastWallClock = new Map<string, { second: number; clock: Readonly<WallClock> }>();

function wallClockOf(instant: Date, timeZone: string): Readonly<WallClock> {
  const second = Math.floor(instant.getTime() / SECOND);
  const last = lastWallClock.get(timeZone);
  if (last?.second === second) return last.clock;
  const clock = Object.freeze(intlWallClockOf(instant, timeZone));
  lastWallClock.set(timeZone, { second, clock });
  return clock;
}

/** "Now" as the club sees it: its local date and wall-clock time, plus the instant itself. */
export interface ClubNow {
  instant: Date;
  /** YYYY-MM-DD in the club's zone */
  date: string;
  /** HH:mm:ss in the club's zone */
  time: string;
}

/** The club's local date and time of an instant. */
export function clubNow(instant: Date, timeZone: string): ClubNow {
  return { instant, ...wallClockOf(instant, timeZone) };
}

/** The club's local date (YYYY-MM-DD) of an instant: "today" is `clubDateOf(app.clock.now(), club.timeZone)`. */
export function clubDateOf(instant: Date, timeZone: string): string {
  return wallClockOf(instant, timeZone).date;
}

/** The club's month (YYYY-MM) of an instant, the period the club bills by. */
export function clubMonthOf(instant: Date, timeZone: string): string {
  return monthOf(clubDateOf(instant, timeZone));
}

/** The club-local date and minute of the day of an instant (ms). */
export function localMinuteOf(instant: number, timeZone: string): { date: string; minutes: number } {
  const local = wallClockOf(new Date(instant), timeZone);
  return { date: local.date, minutes: minutesOfTime(local.time) };
}

/** Minutes since midnight of an HH:mm or HH:mm:ss time ('24:00' is the end of the day). */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

// A club-local wall-clock moment written as if it were UTC, in ms: comparable, free of offsets.
function wallMs(date: string, msOfDay: number): number {
  return dayNumber(date) * DAY + msOfDay;
}

function wallMsAt(instant: number, timeZone: string): number {
  const { date, time } = wallClockOf(new Date(instant), timeZone);
  return wallMs(date, minutesOfTime(time) * MINUTE + Number(time.slice(6, 8)) * SECOND);
}

// The zone's offset at a whole-second instant, in ms.
function offsetAt(instant: number, timeZone: string): number {
  return wallMsAt(instant, timeZone) - instant;
}

function instantsOfWall(wall: number, timeZone: string): number[] {
  const offsets = new Set([offsetAt(wall - HALF_WINDOW, timeZone), offsetAt(wall + HALF_WINDOW, timeZone)]);
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallMsAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
}

/**
 * Every instant (ms) at which a club-local date and wall-clock minute happens, ascending: none in the
 * spring-forward gap, two in the fall-back hour, one otherwise.
 */
export function instantsOfLocal(date: string, minutes: number, timeZone: string): number[] {
  return instantsOfWall(wallMs(date, minutes * MINUTE), timeZone);
}

function instantOfWall(wall: number, timeZone: string, side: 'start' | 'end'): number {
  const found = instantsOfWall(wall, timeZone);
  if (found.length > 0) return side === 'start' ? found[0]! : found[found.length - 1]!;
  // In the gap: read with the offset before it, which lands the gap's length later.
  return wall - offsetAt(wall - HALF_WINDOW, timeZone);
}

/**
 * The instant (ms) a wall-clock range boundary means: a start takes the first of two instants, an end the last;
 * a time in the spring-forward gap moves past the gap (see the rule at the top).
 */
export function boundaryInstant(date: string, minutes: number, timeZone: string, side: 'start' | 'end'): number {
  return instantOfWall(wallMs(date, minutes * MINUTE), timeZone, side);
}

/** The instant a club-local date and HH:mm[:ss] time happens (the repeated hour's first, a skipped time moved past the gap). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const msOfDay = minutesOfTime(time) * MINUTE + (time.length > 5 ? Number(time.slice(6, 8)) * SECOND : 0);
  return new Date(instantOfWall(wallMs(date, msOfDay), timeZone, 'start'));
}

/** The first instant of a club-local date (its midnight, or the end of a gap that swallows midnight). */
export function clubDayStart(date: string, timeZone: string): Date {
  return instantOf(date, '00:00', timeZone);
}

/** The end of a club-local date, exclusive: the next date's start (23 or 25 hours after its start on DST days). */
export function clubDayEnd(date: string, timeZone: string): Date {
  return clubDayStart(addDays(date, 1), timeZone);
}

/** The first instant of a club month (YYYY-MM). */
export function clubMonthStart(month: string, timeZone: string): Date {
  return clubDayStart(`${month}-01`, timeZone);
}

/** The end of a club month (YYYY-MM), exclusive: the next month's start. */
export function clubMonthEnd(month: string, timeZone: string): Date {
  return clubDayEnd(lastDayOfMonth(month), timeZone);
}

// Plain dates (YYYY-MM-DD) and months (YYYY-MM): calendar arithmetic, no time zone involved. Day numbers are the
// shared checker's, so a date is read the same way where it is checked and where it is used.
export { dateOfDay, dayNumber };

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (day 0, 1 January 1970, was a Thursday). */
export function isoWeekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return isoWeekdayOfDay(dayNumber(date));
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The month (YYYY-MM) of a YYYY-MM-DD date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

// The month (YYYY-MM) a whole number of months after another.
function monthAfter(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad2((index % 12) + 1)}`;
}

/** True for a month of the club's business (2000 to 2100) written as YYYY-MM. */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isCalendarDate(`${value}-01`);
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "March 2026" for 2026-03. */
export function monthTitle(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** How many days a month (YYYY-MM) has: 28 to 31. */
export function daysInMonth(month: string): number {
  return daysBetween(`${month}-01`, `${monthAfter(month, 1)}-01`);
}

/** The last date of a month (YYYY-MM). */
export function lastDayOfMonth(month: string): string {
  return `${month}-${pad2(daysInMonth(month))}`;
}

/** Adds whole months to a YYYY-MM-DD date; a day the target month lacks clamps to its end (31 January + 1 = 28 February). */
export function addMonths(date: string, months: number): string {
  const month = monthAfter(monthOf(date), months);
  return `${month}-${pad2(Math.min(Number(date.slice(8, 10)), daysInMonth(month)))}`;
}

/**
 * The last day of a period of whole months from `dateStart` (domain notes "Money, dates and periods"): the day before
 * day d of the month n later, or that month's last day when it has no day d. So one month from 28, 29, 30 and 31
 * January ends on 27, 28, 28 and 28 February (29, 29 in a leap year for the 30th and 31st), and from 1 March on 31
 * March. One rule for passes, memberships, minimum durations and notice periods.
 */
export function periodEnd(dateStart: string, months: number): string {
  const month = monthAfter(monthOf(dateStart), months);
  const day = Number(dateStart.slice(8, 10));
  return day > daysInMonth(month) ? lastDayOfMonth(month) : addDays(`${month}-${pad2(day)}`, -1);
}

/**
 * The last day of a validity from `dateStart` (a class pass, a membership): start + validity − 1 day for days and
 * weeks, months and years by the one period rule (periodEnd).
 */
export function validityEnd(dateStart: string, validity: number, unit: ValidityUnit): string {
  switch (unit) {
    case 'DAYS':
      return addDays(dateStart, validity - 1);
    case 'WEEKS':
      return addDays(dateStart, validity * 7 - 1);
    case 'MONTHS':
      return periodEnd(dateStart, validity);
    case 'YEARS':
      return periodEnd(dateStart, validity * 12);
  }
}

/** True for a real date of the club's business (2000 to 2100) written as YYYY-MM-DD: every date a use case takes. */
export function isCalendarDate(value: string): boolean {
  return isDateWithin(value, BUSINESS_DATES);
}

