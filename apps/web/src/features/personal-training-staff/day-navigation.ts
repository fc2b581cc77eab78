import dayjs from 'dayjs';
import { BUSINESS_DATES, isDateWithin } from '@kiai/shared';

/** The day a list shows: the URL's `date` when it is a real date the server takes (2000 to 2100), else today. */
export function dayOf(param: string | null, today: string): string {
  return isDateWithin(param, BUSINESS_DATES) ? param : today;
}

/** The date `days` away from a YYYY-MM-DD date, counted on the calendar. */
export function shiftDay(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}
