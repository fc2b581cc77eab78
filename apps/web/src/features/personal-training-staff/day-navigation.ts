import dayjs from 'dayjs';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day a list shows: the URL's `date` when it is a real date, else today. */
export function dayOf(param: string | null, today: string): string {
  return param !== null && DATE.test(param) && dayjs(param).format('YYYY-MM-DD') === param ? param : today;
}

/** The date `days` away from a YYYY-MM-DD date, counted on the calendar. */
export function shiftDay(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}
