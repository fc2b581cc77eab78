/**
 * Which days the personal-training specs pick and which month the wizard's calendar must show for them: pure
 * functions of the club's today (unit-tested over chosen todays in pt-dates.test.ts, so a run near a month's or the
 * year's end, or in a week the clocks change, picks the same kind of day as any other). Days are dayjs dates.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** The classes' booking horizon, which appointments share (clubs.booking_days_in_advance). */
export const HORIZON_DAYS = 31;
/** Carmen gives no appointments on Wednesdays nor Sundays: her non_working_days are [0, 3] (0 = Sunday). */
export const OFF_WEEKDAYS = [0, 3];
/** Her working days of the week, Monday to Friday. */
export const WORKDAYS = [1, 2, 4, 5];
/** Mantine's calendar heads its month 'November 2026'. */
const MONTH_HEADING = 'MMMM YYYY';

/** The first day on or after `from` whose weekday (0 = Sunday) is one of `weekdays`. */
export function nextWeekday(from: Dayjs, weekdays: number[]): Dayjs {
  let day = from;
  while (!weekdays.includes(day.day())) day = day.add(1, 'day');
  return day;
}

/** The first day after `today` that falls on `weekday`. */
export const firstAfter = (today: Dayjs, weekday: number): Dayjs => nextWeekday(today.add(1, 'day'), [weekday]);

/** Carmen's first working day two days ahead or later: far enough from the start to be cancelled with the session given back. */
export const bookableDay = (today: Dayjs): Dayjs => nextWeekday(today.add(2, 'day'), WORKDAYS);

/** Her next working day after `day`. */
export const nextBookableDay = (day: Dayjs): Dayjs => nextWeekday(day.add(1, 'day'), WORKDAYS);

/** Her first working day past the booking horizon, which the slots answer refuses. */
export const dayBeyondHorizon = (today: Dayjs): Dayjs => nextWeekday(today.add(HORIZON_DAYS + 1, 'day'), WORKDAYS);

/** The calendar's heading while it shows the month of `day`. */
export const monthHeading = (day: Dayjs): string => day.format(MONTH_HEADING);

/**
 * How many months the calendar must turn from the month it heads (`heading`) to show `day`: forward when positive,
 * back when negative. A spec looks at days in either direction (a Wednesday in next month, then a Monday in this one).
 */
export function monthTurns(heading: string, day: Dayjs): number {
  const shown = dayjs(heading, MONTH_HEADING, true);
  if (!shown.isValid()) throw new Error(`'${heading}' is not a calendar month heading`);
  return (day.year() - shown.year()) * 12 + day.month() - shown.month();
}
