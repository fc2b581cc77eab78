import { Decimal } from 'decimal.js';
import { isCalendarDate } from '../schedule/club-time.js';
import { minutesOfTime } from './zoned-time.js';

/** The spec's generic form messages (section 5) that the staff forms of personal training use. */
export const REQUIRED = 'This field is required';
export const POSITIVE_NUMBER = 'Please input a number above 0';
export const NUMBER = 'Please input a number';

export interface ServiceFields {
  name: string;
  description: string;
  durationMinutes: number;
  price: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/** Field → message for the first broken rule of each field of a service; empty when it may be saved. */
export function serviceFieldErrors(s: ServiceFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (s.name.trim() === '') errors.name = REQUIRED;
  else if (s.name.length > 200) errors.name = 'Please use at most 200 characters.';
  if (!Number.isInteger(s.durationMinutes) || s.durationMinutes <= 0) errors.durationMinutes = POSITIVE_NUMBER;
  else if (s.durationMinutes < 5 || s.durationMinutes > 720) errors.durationMinutes = 'A duration is between 5 and 720 minutes.';
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(s.price) || new Decimal(s.price).isNegative()) errors.price = 'Please input a price of 0 or more, with at most 2 decimals.';
  for (const key of ['bufferBeforeMinutes', 'bufferAfterMinutes'] as const) {
    if (!Number.isInteger(s[key]) || s[key] < 0 || s[key] > 240) errors[key] = 'A buffer is between 0 and 240 minutes.';
  }
  return errors;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** 'HH:mm' or 'HH:mm:ss' → 'HH:mm:ss', or null when it is not a time of day. */
export function normalTime(value: string): string | null {
  if (!TIME.test(value)) return null;
  return value.length === 5 ? `${value}:00` : value;
}

export interface WallHours {
  timeStart: string;
  timeEnd: string;
}

/** Why a list of working ranges of one day cannot be saved (a start after its end, overlapping ranges), or null. */
export function hoursProblem(ranges: readonly WallHours[]): string | null {
  const parsed = ranges.map((r) => ({ start: normalTime(r.timeStart), end: normalTime(r.timeEnd) }));
  if (parsed.some((r) => r.start === null || r.end === null)) return 'Please input times as HH:mm.';
  const minutes = parsed.map((r) => ({ start: minutesOfTime(r.start!), end: minutesOfTime(r.end!) })).sort((a, b) => a.start - b.start);
  if (minutes.some((r) => r.end <= r.start)) return 'A range must end after it starts.';
  if (minutes.some((r, i) => i > 0 && r.start < minutes[i - 1]!.end)) return 'The ranges of one day must not overlap.';
  return null;
}

/** Why a range of days off cannot be saved, or null. */
export function daysOffProblem(dateStart: string, dateEnd: string): string | null {
  if (!isCalendarDate(dateStart) || !isCalendarDate(dateEnd)) return 'Please input dates as YYYY-MM-DD.';
  return dateEnd < dateStart ? 'The last day off cannot be before the first.' : null;
}
