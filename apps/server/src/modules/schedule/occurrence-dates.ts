import type { FrequencyType } from '../../platform/db/tables/schedule.js';
import { addDays, dateOfDay, dayNumber, isoWeekday, isoWeekdayOfDay } from '../../platform/club-clock.js';

/** How a schedule item repeats; all dates are club-local YYYY-MM-DD. */
export interface Recurrence {
  frequencyType: FrequencyType;
  /** ISO weekday 1–7 for WEEKLY and LAST_WEEKDAY_OF_MONTH */
  frequencyInterval: number;
  dateStart: string;
  dateEnd: string | null;
}

/** True when the item has an occurrence on the date. */
export function runsOn(r: Recurrence, date: string): boolean {
  if (date < r.dateStart || (r.dateEnd !== null && date > r.dateEnd)) return false;
  switch (r.frequencyType) {
    case 'SPECIFIC':
      return date === r.dateStart;
    case 'WEEKLY':
      return isoWeekday(date) === r.frequencyInterval;
    case 'LAST_WEEKDAY_OF_MONTH':
      // The last such weekday: a week later it is already next month.
      return isoWeekday(date) === r.frequencyInterval && addDays(date, 7).slice(0, 7) !== date.slice(0, 7);
  }
}

/** The item's occurrence dates within [from, until], in order. */
export function occurrenceDates(r: Recurrence, from: string, until: string): string[] {
  const first = dayNumber(from > r.dateStart ? from : r.dateStart);
  const last = dayNumber(r.dateEnd !== null && r.dateEnd < until ? r.dateEnd : until);
  if (r.frequencyType === 'SPECIFIC') return first <= last && dayNumber(r.dateStart) === first ? [r.dateStart] : [];
  const dates: string[] = [];
  // Step from the first matching weekday a week at a time.
  for (let day = first + ((r.frequencyInterval - isoWeekdayOfDay(first) + 7) % 7); day <= last; day += 7) {
    const date = dateOfDay(day);
    if (r.frequencyType === 'WEEKLY' || dateOfDay(day + 7).slice(0, 7) !== date.slice(0, 7)) dates.push(date);
  }
  return dates;
}
