import { DATE_FORMATS, TIME_FORMATS } from '@kiai/shared';

/** Settings → General's date and time formats (spec section 3), as the portal config carries them. */
export interface ClubFormats {
  /** DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD */
  dateFormat: string;
  /** 24hr or 12hr */
  timeFormat: string;
}

/** What a club shows before it chose (the settings' defaults). */
export const DEFAULT_CLUB_FORMATS: ClubFormats = { dateFormat: DATE_FORMATS[0], timeFormat: TIME_FORMATS[0] };

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The year, month and day a value means: a 'YYYY-MM-DD' calendar day as it is written (never moved by the
 * browser's time zone), a timestamp or Date in the viewer's local time (as the back office showed them before).
 */
function dayParts(value: string | Date): { year: number; month: number; day: number } {
  const calendarDay = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (calendarDay) return { year: Number(calendarDay[1]), month: Number(calendarDay[2]), day: Number(calendarDay[3]) };
  const date = typeof value === 'string' ? new Date(value) : value;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** A time of day: 'HH:mm' or 'HH:mm:ss' as the API sends class times, or a timestamp/Date in local time. */
function timeParts(value: string | Date): { hours: number; minutes: number } {
  const clock = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value) : null;
  if (clock) return { hours: Number(clock[1]), minutes: Number(clock[2]) };
  const date = typeof value === 'string' ? new Date(value) : value;
  return { hours: date.getHours(), minutes: date.getMinutes() };
}

/** A date in the club's format: '23-11-2026', '11-23-2026' or '2026-11-23'. */
export function formatClubDate(value: string | Date, formats: ClubFormats): string {
  const { year, month, day } = dayParts(value);
  if (formats.dateFormat === 'MM-DD-YYYY') return `${pad(month)}-${pad(day)}-${year}`;
  if (formats.dateFormat === 'YYYY-MM-DD') return `${year}-${pad(month)}-${pad(day)}`;
  return `${pad(day)}-${pad(month)}-${year}`;
}

/** A time in the club's format: '18:00' (24hr) or '6:00 PM' (12hr; midnight is 12:00 AM, noon 12:00 PM). */
export function formatClubTime(value: string | Date, formats: ClubFormats): string {
  const { hours, minutes } = timeParts(value);
  if (formats.timeFormat !== '12hr') return `${pad(hours)}:${pad(minutes)}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A class's times: '18:00 - 19:00' or '6:00 PM - 7:00 PM'. */
export function formatClubTimeRange(start: string | Date, end: string | Date, formats: ClubFormats): string {
  return `${formatClubTime(start, formats)} - ${formatClubTime(end, formats)}`;
}

/** A moment (created, sent, applied at): its date and time in the club's formats. */
export function formatClubDateTime(value: string | Date, formats: ClubFormats): string {
  return `${formatClubDate(value, formats)} ${formatClubTime(value, formats)}`;
}
