import { parseDate, toIsoDate } from './dates.js';
import type { DateRange } from './schedule-week.js';
import type { ScheduleClass, ScheduleDay } from './types.js';

/**
 * Every day of the range with the classes members may see: a day the server sent no group for is still
 * listed (it shows 'No available classes'), and classes with no instructor account are left out.
 */
export function listedDays({ dateFrom, dateUntil }: DateRange, groups: ScheduleDay[]): { date: string; classes: ScheduleClass[] }[] {
  const days: { date: string; classes: ScheduleClass[] }[] = [];
  for (let day = parseDate(dateFrom); !day.isAfter(parseDate(dateUntil), 'day'); day = day.add(1, 'day')) {
    const date = toIsoDate(day);
    const classes = groups.find((group) => group.date === date)?.classes ?? [];
    days.push({ date, classes: classes.filter((scheduleClass) => scheduleClass.account !== null) });
  }
  return days;
}
