import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  blockedRange,
  dayRefusal,
  firstFreeStart,
  nonWorkingWeekdays,
  slotChecker,
  slotLabel,
  slotLabels,
  workingRangesOn,
  type DayAvailability,
  type SlotRules,
  type TrainerCalendar,
} from './availability.js';

const TZ = 'Europe/Amsterdam';
const at = (iso: string) => Date.parse(iso);
// Monday 2 March 2026, 10:00 in Amsterdam (CET, UTC+1).
const NOW = at('2026-03-02T09:00:00Z');
const RULES: SlotRules = { timeZone: TZ, gridMinutes: 30, minNoticeMinutes: 120, horizonDays: 31 };
const HOUR_SERVICE = { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };
const WEEKDAYS_9_TO_17: TrainerCalendar = {
  weeklyHours: [1, 2, 3, 4, 5].map((isoWeekday) => ({ isoWeekday, timeStart: '09:00:00', timeEnd: '17:00:00' })),
  overrides: [],
  daysOff: [],
};

function slots(over: Partial<DayAvailability> & { date: string }): string[] {
  const input: DayAvailability = { calendar: WEEKDAYS_9_TO_17, service: HOUR_SERVICE, busy: [], now: NOW, rules: RULES, ...over };
  return availableSlots(input).map((s) => slotLabel(s, TZ));
}

const labels = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const minutes = from + i * 30;
    const h = Math.floor(minutes / 60);
    return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  });

describe('the availability engine', () => {
  it('lists grid slots whose whole service fits the working hours; the last one ends at closing time', () => {
    expect(slots({ date: '2026-03-03' })).toEqual(labels(9 * 60, 15));
    expect(slots({ date: '2026-03-03' }).at(-1)).toBe('04:00 PM');
  });

  it('expands several ranges a day, each on its own', () => {
    const calendar: TrainerCalendar = {
      ...WEEKDAYS_9_TO_17,
      weeklyHours: [
        { isoWeekday: 2, timeStart: '09:00', timeEnd: '11:00' },
        { isoWeekday: 2, timeStart: '14:00', timeEnd: '15:30' },
      ],
    };
    expect(slots({ date: '2026-03-03', calendar })).toEqual(['09:00 AM', '09:30 AM', '10:00 AM', '02:00 PM', '02:30 PM']);
  });

  it('applies buffers in the right direction: before the start and after the end, inside the hours and clear of busy time', () => {
    const service = { durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 };
    expect(blockedRange(at('2026-03-03T09:00:00Z'), service)).toEqual({ start: at('2026-03-03T08:45:00Z'), end: at('2026-03-03T10:30:00Z') });
    // 09:00 needs 08:45 (before the hours); 15:30 would end its buffer at 17:00 exactly; 16:00 would not fit.
    const free = slots({ date: '2026-03-03', service });
    expect(free[0]).toBe('09:30 AM');
    expect(free.at(-1)).toBe('03:30 PM');
    // Busy 12:00–13:00 local: a slot's after-buffer may not reach 12:00, its before-buffer not back to 13:00.
    const busy = [{ start: at('2026-03-03T11:00:00Z'), end: at('2026-03-03T12:00:00Z') }];
    const around = slots({ date: '2026-03-03', service, busy });
    expect(around).toContain('10:30 AM');
    expect(around).not.toContain('11:00 AM');
    expect(around).not.toContain('01:00 PM');
    expect(around).toContain('01:30 PM');
  });

  it('leaves out busy time (appointments, classes taught, shifts) but allows slots touching it', () => {
    const busy = [{ start: at('2026-03-03T10:00:00Z'), end: at('2026-03-03T11:00:00Z') }];
    const free = slots({ date: '2026-03-03', busy });
    expect(free).toContain('10:00 AM');
    expect(free).not.toContain('10:30 AM');
    expect(free).not.toContain('11:00 AM');
    expect(free).not.toContain('11:30 AM');
    expect(free).toContain('12:00 PM');
  });

  it('applies the minimum notice against the real now', () => {
    // Today at 10:00 with two hours' notice: noon is the first slot.
    expect(slots({ date: '2026-03-02' })[0]).toBe('12:00 PM');
    expect(slots({ date: '2026-03-02', rules: { ...RULES, minNoticeMinutes: 0 } })[0]).toBe('10:00 AM');
    expect(slotChecker({ calendar: WEEKDAYS_9_TO_17, date: '2026-03-02', service: HOUR_SERVICE, busy: [], now: NOW, rules: RULES })(at('2026-03-02T10:30:00Z'))).toBe('TOO_SOON');
  });

  it('refuses past dates and dates beyond the horizon', () => {
    expect(dayRefusal(WEEKDAYS_9_TO_17, '2026-02-27', NOW, RULES)).toBe('PAST');
    expect(dayRefusal(WEEKDAYS_9_TO_17, '2026-04-02', NOW, RULES)).toBeNull();
    expect(dayRefusal(WEEKDAYS_9_TO_17, '2026-04-03', NOW, RULES)).toBe('BEYOND_HORIZON');
    expect(slots({ date: '2026-04-03' })).toEqual([]);
  });

  it('a day off replaces the whole date', () => {
    const calendar = { ...WEEKDAYS_9_TO_17, daysOff: [{ dateStart: '2026-03-03', dateEnd: '2026-03-04' }] };
    expect(dayRefusal(calendar, '2026-03-03', NOW, RULES)).toBe('NOT_WORKING');
    expect(slots({ date: '2026-03-04', calendar })).toEqual([]);
    expect(slots({ date: '2026-03-05', calendar })).toHaveLength(15);
  });

  it('overrides replace the weekly hours of their date; a zero-length override closes it; they open a day without weekly hours', () => {
    const calendar: TrainerCalendar = {
      ...WEEKDAYS_9_TO_17,
      overrides: [
        { date: '2026-03-03', timeStart: '18:00', timeEnd: '20:00' },
        { date: '2026-03-04', timeStart: '00:00', timeEnd: '00:00' },
        { date: '2026-03-07', timeStart: '10:00', timeEnd: '11:00' },
      ],
    };
    expect(slots({ date: '2026-03-03', calendar })).toEqual(['06:00 PM', '06:30 PM', '07:00 PM']);
    expect(dayRefusal(calendar, '2026-03-04', NOW, RULES)).toBe('NOT_WORKING');
    expect(slots({ date: '2026-03-07', calendar })).toEqual(['10:00 AM']);
  });

  it('names the weekdays without hours, 0 = Sunday … 6 = Saturday', () => {
    expect(nonWorkingWeekdays(WEEKDAYS_9_TO_17.weeklyHours)).toEqual([0, 6]);
    expect(nonWorkingWeekdays([{ isoWeekday: 7, timeStart: '10:00', timeEnd: '11:00' }])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('uses the club grid setting', () => {
    expect(slots({ date: '2026-03-03', rules: { ...RULES, gridMinutes: 60 } })).toEqual(labels(9 * 60, 15).filter((_, i) => i % 2 === 0));
    expect(slotChecker({ calendar: WEEKDAYS_9_TO_17, date: '2026-03-03', service: HOUR_SERVICE, busy: [], now: NOW, rules: RULES })(at('2026-03-03T08:15:00Z'))).toBe('OFF_GRID');
  });

  it('refuses a slot outside the hours and a slot on a non-working weekday', () => {
    const check = slotChecker({ calendar: WEEKDAYS_9_TO_17, date: '2026-03-03', service: HOUR_SERVICE, busy: [], now: NOW, rules: RULES });
    expect(check(at('2026-03-03T07:30:00Z'))).toBe('OUTSIDE_HOURS');
    expect(check(at('2026-03-03T15:30:00Z'))).toBe('OUTSIDE_HOURS');
    expect(check(at('2026-03-03T15:00:00Z'))).toBeNull();
    const saturday = slotChecker({ calendar: WEEKDAYS_9_TO_17, date: '2026-03-07', service: HOUR_SERVICE, busy: [], now: NOW, rules: RULES });
    expect(saturday(at('2026-03-07T10:00:00Z'))).toBe('NOT_WORKING');
  });

  describe('the DST days of Europe/Amsterdam', () => {
    const SUNDAY_NIGHT: TrainerCalendar = { weeklyHours: [{ isoWeekday: 7, timeStart: '01:00', timeEnd: '05:00' }], overrides: [], daysOff: [] };

    it('spring forward (29 March 2026): 02:00–03:00 does not exist; the hours are 3 real hours, slots are real instants', () => {
      const ranges = workingRangesOn(SUNDAY_NIGHT, '2026-03-29', TZ);
      expect(ranges).toEqual([{ start: at('2026-03-29T00:00:00Z'), end: at('2026-03-29T03:00:00Z') }]);
      const free = availableSlots({ calendar: SUNDAY_NIGHT, date: '2026-03-29', service: HOUR_SERVICE, busy: [], now: NOW, rules: RULES });
      expect(free).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00'].map((t) => at(`2026-03-29T${t}:00Z`)));
      expect(free.map((s) => slotLabel(s, TZ))).toEqual(['01:00 AM', '01:30 AM', '03:00 AM', '03:30 AM', '04:00 AM']);
      // 01:30 CET + 60 minutes is 03:30 CEST: a real hour, never two wall-clock hours.
      expect(blockedRange(free[1]!, HOUR_SERVICE).end).toBe(at('2026-03-29T01:30:00Z'));
    });

    it('fall back (25 October 2026): 02:00–03:00 happens twice, and both are slots', () => {
      const now = at('2026-10-20T09:00:00Z');
      const ranges = workingRangesOn(SUNDAY_NIGHT, '2026-10-25', TZ);
      // 01:00 CEST to 05:00 CET: five real hours.
      expect(ranges).toEqual([{ start: at('2026-10-24T23:00:00Z'), end: at('2026-10-25T04:00:00Z') }]);
      const free = availableSlots({ calendar: SUNDAY_NIGHT, date: '2026-10-25', service: HOUR_SERVICE, busy: [], now, rules: RULES });
      expect(free.map((s) => slotLabel(s, TZ))).toEqual(['01:00 AM', '01:30 AM', '02:00 AM', '02:30 AM', '02:00 AM', '02:30 AM', '03:00 AM', '03:30 AM', '04:00 AM']);
      expect(free).toHaveLength(9);
      expect(new Set(free).size).toBe(9);
    });

    describe('as the member sees them, each hh:mm A label once, meaning its first free instant (2027)', () => {
      const HALF_HOUR_SERVICE = { durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };
      // A week before the date: within the horizon, past the notice.
      const day = (date: string, busy: DayAvailability['busy'] = []): DayAvailability => ({
        calendar: SUNDAY_NIGHT, date, service: HALF_HOUR_SERVICE, busy, now: at(`${date}T00:00:00Z`) - 7 * 86_400_000, rules: RULES,
      });
      const listed = (input: DayAvailability) => slotLabels(availableSlots(input), TZ);
      const halfHourAt = (iso: string) => ({ start: at(iso), end: at(iso) + 30 * 60_000 });
      const ALL_NIGHT = ['01:00 AM', '01:30 AM', '02:00 AM', '02:30 AM', '03:00 AM', '03:30 AM', '04:00 AM', '04:30 AM'];
      const [first0230, second0230] = [at('2027-10-31T00:30:00Z'), at('2027-10-31T01:30:00Z')];

      it('spring forward (28 March 2027): no 02:xx label, and 01:30 is followed by 03:00', () => {
        expect(listed(day('2027-03-28'))).toEqual(['01:00 AM', '01:30 AM', '03:00 AM', '03:30 AM', '04:00 AM', '04:30 AM']);
        expect(firstFreeStart([at('2027-03-28T01:00:00Z')], slotChecker(day('2027-03-28')))).toEqual({ instant: at('2027-03-28T01:00:00Z') });
      });

      it('fall back (31 October 2027): ten free half hours, 02:00 AM and 02:30 AM offered once each', () => {
        expect(availableSlots(day('2027-10-31'))).toHaveLength(10);
        expect(listed(day('2027-10-31'))).toEqual(ALL_NIGHT);
        expect(firstFreeStart([first0230, second0230], slotChecker(day('2027-10-31')))).toEqual({ instant: first0230 });
      });

      it('fall back: once the first 02:30 is booked, 02:30 AM is still offered and books the second; once both are, it is gone', () => {
        const firstTaken = day('2027-10-31', [halfHourAt('2027-10-31T00:30:00Z')]);
        expect(listed(firstTaken)).toEqual(ALL_NIGHT);
        expect(firstFreeStart([first0230, second0230], slotChecker(firstTaken))).toEqual({ instant: second0230 });

        const bothTaken = day('2027-10-31', [halfHourAt('2027-10-31T00:30:00Z'), halfHourAt('2027-10-31T01:30:00Z')]);
        expect(listed(bothTaken)).toEqual(ALL_NIGHT.filter((label) => label !== '02:30 AM'));
        expect(firstFreeStart([first0230, second0230], slotChecker(bothTaken))).toEqual({ refusal: 'BUSY' });
      });

      it('fall back: the labels stay in wall-clock order when only the second 02:00 is free', () => {
        expect(listed(day('2027-10-31', [halfHourAt('2027-10-31T00:00:00Z')]))).toEqual(ALL_NIGHT);
      });
    });

    it('ordinary days around them keep their wall-clock hours in both offsets', () => {
      const calendar: TrainerCalendar = { weeklyHours: [{ isoWeekday: 6, timeStart: '09:00', timeEnd: '10:00' }, { isoWeekday: 1, timeStart: '09:00', timeEnd: '10:00' }], overrides: [], daysOff: [] };
      expect(workingRangesOn(calendar, '2026-03-28', TZ)).toEqual([{ start: at('2026-03-28T08:00:00Z'), end: at('2026-03-28T09:00:00Z') }]);
      expect(workingRangesOn(calendar, '2026-03-30', TZ)).toEqual([{ start: at('2026-03-30T07:00:00Z'), end: at('2026-03-30T08:00:00Z') }]);
    });
  });
});
