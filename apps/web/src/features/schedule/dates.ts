import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

// 'Do' (1st, 2nd, ...) lives in the advancedFormat plugin.
dayjs.extend(advancedFormat);

/** The API's `Date` scalar. */
export const ISO_DATE = 'YYYY-MM-DD';

/** A calendar day as the API sends it ('YYYY-MM-DD'); dayjs reads that form as local midnight, never shifted. */
export function parseDate(date: string): Dayjs {
  return dayjs(date);
}

export function toIsoDate(day: Dayjs): string {
  return day.format(ISO_DATE);
}

/** Spec section 9: dates read 'dddd, MMMM Do YYYY'. */
export function formatDate(date: string | Dayjs): string {
  return (typeof date === 'string' ? parseDate(date) : date).format('dddd, MMMM Do YYYY');
}

/** Spec section 9: schedule day headings read 'dddd, MMMM Do'. */
export function formatDayHeading(date: string): string {
  return parseDate(date).format('dddd, MMMM Do');
}

/** 'HH:mm:ss' → 'HH:mm'. */
function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** Spec section 9: times are shown as HH:mm ranges. */
export function formatTimeRange(timeStart: string, timeEnd: string): string {
  return `${shortTime(timeStart)} - ${shortTime(timeEnd)}`;
}

function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Spec section 9: a class's duration in minutes, from timeStart and timeEnd. */
export function durationMinutes(timeStart: string, timeEnd: string): number {
  return minutesOfDay(timeEnd) - minutesOfDay(timeStart);
}
