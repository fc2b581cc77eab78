import { addDays, dayNumber, isoWeekday } from '../../platform/club-clock.js';

/*
 * TARGET2 bank days: the days the euro's settlement system runs, so the only days a SEPA direct debit can be
 * collected on. Closed on Saturdays, Sundays, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December.
 */

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_CLOSING_DAYS = ['01-01', '05-01', '12-25', '12-26'];

export function isTarget2BankDay(date: string): boolean {
  if (isoWeekday(date) >= 6) return false;
  if (FIXED_CLOSING_DAYS.includes(date.slice(5))) return false;
  const easter = dayNumber(easterSunday(Number(date.slice(0, 4))));
  const day = dayNumber(date);
  return day !== easter - 2 && day !== easter + 1;
}

/** The first bank day on or after a date. */
export function bankDayOnOrAfter(date: string): string {
  let day = date;
  while (!isTarget2BankDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * The collection date a batch made today proposes: the first bank day at least the club's pre-notification
 * days after today, and never today itself (the file has to reach the bank a day ahead, its cut-off).
 */
export function proposedCollectionDate(today: string, noticeDays: number): string {
  return bankDayOnOrAfter(addDays(today, Math.max(noticeDays, 1)));
}
