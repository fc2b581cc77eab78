import { addDays, daysBetween, lastDayOfMonth } from '../../platform/club-clock.js';

/** A range of club-local dates, both ends included; an open end runs on. */
export interface DateRange {
  dateStart: string;
  dateEnd: string | null;
}

export function coversDate(range: DateRange, date: string): boolean {
  return range.dateStart <= date && (range.dateEnd === null || date <= range.dateEnd);
}

/** The part of a range inside a month (YYYY-MM), or null when they do not meet. */
export function rangeInMonth(range: DateRange, month: string): { first: string; last: string } | null {
  const first = range.dateStart > `${month}-01` ? range.dateStart : `${month}-01`;
  const monthEnd = lastDayOfMonth(month);
  const last = range.dateEnd !== null && range.dateEnd < monthEnd ? range.dateEnd : monthEnd;
  return first <= last ? { first, last } : null;
}

/** Days from first to last, both included. */
export function daysIncluded(first: string, last: string): number {
  return daysBetween(first, last) + 1;
}

/** The dates of a month inside `range` and outside every one of `gaps`, in order (at most 31: a month's days). */
export function datesInMonthOutside(range: DateRange, month: string, gaps: readonly DateRange[]): string[] {
  const inMonth = rangeInMonth(range, month);
  if (!inMonth) return [];
  const dates: string[] = [];
  for (let date = inMonth.first; date <= inMonth.last; date = addDays(date, 1)) {
    if (!gaps.some((gap) => coversDate(gap, date))) dates.push(date);
  }
  return dates;
}

/** Where two ranges meet (an open end runs on; one of them has an end), or null. */
export function rangeOverlap(a: DateRange, b: DateRange): { dateStart: string; dateEnd: string } | null {
  const dateStart = a.dateStart > b.dateStart ? a.dateStart : b.dateStart;
  const ends = [a.dateEnd, b.dateEnd].filter((d): d is string => d !== null);
  if (ends.length === 0) return null;
  const dateEnd = ends.reduce((min, d) => (d < min ? d : min));
  return dateStart <= dateEnd ? { dateStart, dateEnd } : null;
}
