/** The parts of an instant on the club's wall clock (Intl does the zone rules, summer time included). */
function wallClock(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** The club's calendar date (YYYY-MM-DD) at an instant: staff see the club's day wherever their browser is. */
export function clubDate(instant: Date | string, timeZone: string): string {
  const { year, month, day } = wallClock(new Date(instant), timeZone);
  return `${year}-${month}-${day}`;
}

/** The club's today; `now` for tests. */
export function clubToday(timeZone: string, now: Date = new Date()): string {
  return clubDate(now, timeZone);
}

/** An instant's time on the club's clock, HH:mm (spec section 9). */
export function clubClockTime(instant: Date | string, timeZone: string): string {
  const { hour, minute } = wallClock(new Date(instant), timeZone);
  return `${hour}:${minute}`;
}
