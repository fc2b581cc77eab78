import { APPOINTMENT_SERVICE_RULES, checkFields, daysInRange, isTimeOfDay, MAX_BACK_OFFICE_RANGE_DAYS } from '@kiai/shared';
import { isCalendarDate, minutesOfTime } from '../../platform/club-clock.js';
import { DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';

export interface ServiceFields {
  name: string;
  description: string;
  durationMinutes: number;
  price: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/**
 * Field → message for the first broken rule of each field of a service (the form's shared rules, then the
 * bounds the database keeps); empty when it may be saved.
 */
export function serviceFieldErrors(s: ServiceFields): Record<string, string> {
  const { category: _category, ...rules } = APPOINTMENT_SERVICE_RULES;
  const errors = checkFields(s, rules);
  if (errors.name === undefined && s.name.trim().length > 200) errors.name = 'Please use at most 200 characters.';
  if (errors.durationMinutes === undefined && (s.durationMinutes < 5 || s.durationMinutes > 720)) errors.durationMinutes = 'A duration is between 5 and 720 minutes.';
  if (errors.price === undefined && !/^\d+(\.\d{1,2})?$/.test(s.price.trim())) errors.price = 'Please input a price with at most 2 decimals.';
  for (const key of ['bufferBeforeMinutes', 'bufferAfterMinutes'] as const) {
    if (errors[key] === undefined && s[key] > 240) errors[key] = 'A buffer is at most 240 minutes.';
  }
  return errors;
}

/** 'HH:mm' or 'HH:mm:ss' → 'HH:mm:ss', or null when it is not a time of day. */
export function normalTime(value: string): string | null {
  if (!isTimeOfDay(value)) return null;
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
  if (!isCalendarDate(dateStart) || !isCalendarDate(dateEnd)) return DATE_FORMAT_MESSAGE;
  const days = daysInRange(dateStart, dateEnd);
  if (days < 1) return 'The last day off cannot be before the first.';
  return days > MAX_BACK_OFFICE_RANGE_DAYS ? `Days off may cover at most ${MAX_BACK_OFFICE_RANGE_DAYS} days at once.` : null;
}
