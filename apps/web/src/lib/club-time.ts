import { wallClockOf } from '@kiai/shared';

/** The club's calendar date (YYYY-MM-DD) at an instant: staff see the club's day wherever their browser is. */
export function clubDate(instant: Date | string, timeZone: string): string {
  return wallClockOf(new Date(instant), timeZone).date;
}

/** The club's today; `now` for tests. */
export function clubToday(timeZone: string, now: Date = new Date()): string {
  return clubDate(now, timeZone);
}

/** An instant's time on the club's clock, HH:mm (spec section 9). */
export function clubClockTime(instant: Date | string, timeZone: string): string {
  return wallClockOf(new Date(instant), timeZone).time.slice(0, 5);
}
