import { addDays, boundaryInstant, clubDayEnd, clubDayStart, isoWeekday, localMinuteOf, minutesOfTime } from '../../platform/club-clock.js';

const MINUTE = 60_000;

/** A stretch of real time, in ms since the epoch, end exclusive. */
export interface TimeRange {
  start: number;
  end: number;
}

/** A wall-clock range, club-local: HH:mm or HH:mm:ss. */
export interface WallRange {
  timeStart: string;
  timeEnd: string;
}

export interface WeeklyHours extends WallRange {
  /** 1 = Monday … 7 = Sunday */
  isoWeekday: number;
}

export interface DateOverride extends WallRange {
  date: string;
}

export interface DayOff {
  dateStart: string;
  dateEnd: string;
}

/** When a trainer works: weekly hours, replaced on a date by its overrides or a day off. */
export interface TrainerCalendar {
  weeklyHours: readonly WeeklyHours[];
  overrides: readonly DateOverride[];
  daysOff: readonly DayOff[];
}

/** The trainer's time a service takes: its length and the buffers around it. */
export interface ServiceTiming {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/** The club's rules for listing and booking slots. */
export interface SlotRules {
  timeZone: string;
  gridMinutes: number;
  minNoticeMinutes: number;
  /** the classes' days-in-advance: the last bookable date is today plus this */
  horizonDays: number;
}

export type DayRefusal = 'PAST' | 'BEYOND_HORIZON' | 'NOT_WORKING';

export const DAY_REFUSAL_MESSAGES: Record<DayRefusal, string> = {
  PAST: 'This date is in the past. Please choose another date.',
  BEYOND_HORIZON: 'Appointments cannot be booked this far ahead yet. Please choose an earlier date.',
  NOT_WORKING: 'The trainer does not work on this day. Please choose another date.',
};

/** Weekdays without any weekly hours, 0 = Sunday … 6 = Saturday (what the calendar disables). */
export function nonWorkingWeekdays(weeklyHours: readonly WeeklyHours[]): number[] {
  const working = new Set(weeklyHours.map((h) => h.isoWeekday % 7));
  return [0, 1, 2, 3, 4, 5, 6].filter((d) => !working.has(d));
}

/** The wall-clock hours of one date: a day off closes it, overrides replace it (zero-length ones close it). */
export function wallHoursOn(calendar: TrainerCalendar, date: string): WallRange[] {
  if (calendar.daysOff.some((d) => d.dateStart <= date && date <= d.dateEnd)) return [];
  const overrides = calendar.overrides.filter((o) => o.date === date);
  if (overrides.length > 0) return overrides.filter((o) => minutesOfTime(o.timeEnd) > minutesOfTime(o.timeStart));
  const weekday = isoWeekday(date);
  return calendar.weeklyHours.filter((h) => h.isoWeekday === weekday);
}

/** The working hours of one club-local date as instants, expanded in the club's zone (DST aware). */
export function workingRangesOn(calendar: TrainerCalendar, date: string, timeZone: string): TimeRange[] {
  return wallHoursOn(calendar, date)
    .map((h) => ({
      start: boundaryInstant(date, minutesOfTime(h.timeStart), timeZone, 'start'),
      end: boundaryInstant(date, minutesOfTime(h.timeEnd), timeZone, 'end'),
    }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
}

/** Why a whole date cannot be booked, or null when it can (today's date in the club's zone). */
export function dayRefusal(calendar: TrainerCalendar, date: string, now: number, rules: SlotRules): DayRefusal | null {
  const today = localMinuteOf(now, rules.timeZone).date;
  if (date < today) return 'PAST';
  if (date > addDays(today, rules.horizonDays)) return 'BEYOND_HORIZON';
  if (wallHoursOn(calendar, date).length === 0) return 'NOT_WORKING';
  return null;
}

/** The trainer's time a slot starting at `start` takes: the service widened by its buffers. */
export function blockedRange(start: number, service: ServiceTiming): TimeRange {
  return {
    start: start - service.bufferBeforeMinutes * MINUTE,
    end: start + (service.durationMinutes + service.bufferAfterMinutes) * MINUTE,
  };
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

export interface DayAvailability {
  calendar: TrainerCalendar;
  date: string;
  service: ServiceTiming;
  /** appointments (already widened by their own buffers), classes taught and shifts of the trainer */
  busy: readonly TimeRange[];
  now: number;
  rules: SlotRules;
}

export type SlotRefusal = DayRefusal | 'OFF_GRID' | 'TOO_SOON' | 'OUTSIDE_HOURS' | 'BUSY';

/**
 * The one rule for a slot, used to list slots and again when booking one: its date can be booked, it starts
 * on the grid counted from the date's local midnight and after the minimum notice, the whole service with
 * its buffers lies inside one working range and touches no busy time.
 */
export function slotChecker(input: DayAvailability): (start: number) => SlotRefusal | null {
  const { calendar, date, service, busy, now, rules } = input;
  const day = dayRefusal(calendar, date, now, rules);
  const working = workingRangesOn(calendar, date, rules.timeZone);
  const dayStart = clubDayStart(date, rules.timeZone).getTime();
  const dayEnd = clubDayEnd(date, rules.timeZone).getTime();
  const earliest = now + rules.minNoticeMinutes * MINUTE;
  const grid = rules.gridMinutes * MINUTE;
  return (start) => {
    if (day) return day;
    if (start < dayStart || start >= dayEnd || (start - dayStart) % grid !== 0) return 'OFF_GRID';
    if (start < earliest) return 'TOO_SOON';
    const blocked = blockedRange(start, service);
    if (!working.some((w) => w.start <= blocked.start && blocked.end <= w.end)) return 'OUTSIDE_HOURS';
    if (busy.some((b) => overlaps(b, blocked))) return 'BUSY';
    return null;
  };
}

/** The start instants of the free slots of one date, ascending. */
export function availableSlots(input: DayAvailability): number[] {
  const { date, rules } = input;
  const refusal = slotChecker(input);
  const dayStart = clubDayStart(date, rules.timeZone).getTime();
  const dayEnd = clubDayEnd(date, rules.timeZone).getTime();
  const slots: number[] = [];
  for (let start = dayStart; start < dayEnd; start += rules.gridMinutes * MINUTE) if (refusal(start) === null) slots.push(start);
  return slots;
}

/**
 * The instant a chosen start time books, of the instants it may mean (two for a label in the fall-back hour,
 * one otherwise): the first free one, as `slotLabels` offers the label; when none is free, the first one's refusal.
 */
export function firstFreeStart(candidates: readonly [number, ...number[]], check: (start: number) => SlotRefusal | null): { instant: number } | { refusal: SlotRefusal } {
  const [first, ...later] = candidates;
  const refusal = check(first);
  if (refusal === null) return { instant: first };
  const laterFree = later.find((instant) => check(instant) === null);
  return laterFree === undefined ? { refusal } : { instant: laterFree };
}

/**
 * The free slots as the member sees them: 'hh:mm A' labels in wall-clock order, each once. On the fall-back day
 * 02:00 and 02:30 happen twice; their label stands for the first of them that is free (`firstFreeStart`), so
 * the list never offers a label twice nor one whose booking would take a busy instant.
 */
export function slotLabels(slots: readonly number[], timeZone: string): string[] {
  const firstByMinute = new Map<number, number>();
  for (const slot of slots) {
    const { minutes } = localMinuteOf(slot, timeZone);
    if (!firstByMinute.has(minutes)) firstByMinute.set(minutes, slot);
  }
  return [...firstByMinute]
    .sort(([a], [b]) => a - b)
    .map(([, slot]) => slotLabel(slot, timeZone));
}

/** 'hh:mm A' in the club's zone, as the wizard parses slot times. */
export function slotLabel(instant: number, timeZone: string): string {
  const { minutes } = localMinuteOf(instant, timeZone);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
