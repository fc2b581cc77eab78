import { DATE_FORMATS, TIME_FORMATS, wallClockOf } from '@kiai/shared';

/** Settings → General's date and time formats (spec section 3), as the portal config carries them. */
export interface ClubFormats {
  /** DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD */
  dateFormat: string;
  /** 24hr or 12hr */
  timeFormat: string;
  /** The club's time zone: a moment (a timestamp) is shown on the club's clock; without it, the viewer's. */
  timeZone?: string | undefined;
}

/** What a club shows before it chose (the settings' defaults). */
export const DEFAULT_CLUB_FORMATS: ClubFormats = { dateFormat: DATE_FORMATS[0], timeFormat: TIME_FORMATS[0] };

/** The currency symbol a club starts with (Settings → General). */
export const DEFAULT_CURRENCY_SYMBOL = '€';

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment's date (YYYY-MM-DD) and time (HH:mm:ss) on the club's clock, or the viewer's without a zone. */
function wallClock(value: string | Date, timeZone: string | undefined): { date: string; time: string } {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (timeZone) return wallClockOf(instant, timeZone);
  const date = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
  return { date, time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}` };
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * The year, month and day a value means: a 'YYYY-MM-DD' calendar day as it is written (never moved by any
 * time zone), a timestamp or Date on the club's clock.
 */
function dayParts(value: string | Date, formats: ClubFormats): { year: number; month: number; day: number } {
  const day = CALENDAR_DAY.exec(typeof value === 'string' && CALENDAR_DAY.test(value) ? value : wallClock(value, formats.timeZone).date)!;
  return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) };
}

/** A time of day: 'HH:mm' or 'HH:mm:ss' as the API sends class times, or a timestamp/Date on the club's clock. */
function timeParts(value: string | Date, formats: ClubFormats): { hours: number; minutes: number } {
  const clock = CLOCK_TIME.exec(typeof value === 'string' && CLOCK_TIME.test(value) ? value : wallClock(value, formats.timeZone).time)!;
  return { hours: Number(clock[1]), minutes: Number(clock[2]) };
}

/** A date in the club's format: '23-11-2026', '11-23-2026' or '2026-11-23'. */
export function formatClubDate(value: string | Date, formats: ClubFormats): string {
  const { year, month, day } = dayParts(value, formats);
  if (formats.dateFormat === 'MM-DD-YYYY') return `${pad(month)}-${pad(day)}-${year}`;
  if (formats.dateFormat === 'YYYY-MM-DD') return `${year}-${pad(month)}-${pad(day)}`;
  return `${pad(day)}-${pad(month)}-${year}`;
}

/** A time in the club's format: '18:00' (24hr) or '6:00 PM' (12hr; midnight is 12:00 AM, noon 12:00 PM). */
export function formatClubTime(value: string | Date, formats: ClubFormats): string {
  const { hours, minutes } = timeParts(value, formats);
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

/** Two decimals with thousands separators (`Intl`): display only, the amount itself stays the server's exact decimal. */
const MONEY_DIGITS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount (a decimal string such as the API's '25.00') with the club's currency symbol in front and no space:
 * '€25.00', '€1,250.00', '-€7.50'. The one price format of the shop, the checkout and the portal.
 */
export function formatMoney(amount: string | number, currencySymbol: string): string {
  const value = Number(amount);
  return `${value < 0 ? '-' : ''}${currencySymbol}${MONEY_DIGITS.format(Math.abs(value))}`;
}

/** A line's quantity as people count it: '1.00' → '1', '2.50' → '2.5' (the API sends quantities as decimals). */
export function formatQuantity(quantity: string | number): string {
  const text = String(quantity);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

const SLOT = /^(\d{1,2}):(\d{2}) ([AP]M)$/;

/**
 * The 24-hour time of a 'hh:mm A' slot label (spec section 3, available_slots): '02:30 PM' → '14:30', '12:00 AM' →
 * '00:00'; null for anything else, so a label the API words differently is shown alone.
 */
export function slotTime24(slot: string): string | null {
  const match = SLOT.exec(slot);
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${pad(hours)}:${match[2]}`;
}
