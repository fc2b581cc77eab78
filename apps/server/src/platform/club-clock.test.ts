import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  periodEnd,
  validityEnd,
  boundaryInstant,
  clubDateOf,
  clubDayEnd,
  clubDayStart,
  clubMonthEnd,
  clubMonthOf,
  clubMonthStart,
  clubNow,
  dateOfDay,
  dayNumber,
  daysBetween,
  daysInMonth,
  instantOf,
  instantsOfLocal,
  isCalendarDate,
  isCalendarMonth,
  isoWeekday,
  lastDayOfMonth,
  localMinuteOf,
  monthTitle,
} from './club-clock.js';

const AMSTERDAM = 'Europe/Amsterdam';
const HOUR = 3_600_000;
const iso = (ms: number | Date) => new Date(ms).toISOString();
const hoursOf = (date: string, timeZone: string) => (clubDayEnd(date, timeZone).getTime() - clubDayStart(date, timeZone).getTime()) / HOUR;

describe('calendar arithmetic', () => {
  it('names months as invoice lines do and takes only months of the business years', () => {
    expect(['2026-03', '2028-02', '2000-01', '2100-12'].map(monthTitle)).toEqual(['March 2026', 'February 2028', 'January 2000', 'December 2100']);
    expect(['2026-03', '2000-01', '2100-12'].map(isCalendarMonth)).toEqual([true, true, true]);
    expect(['2026-13', '2026-00', '1999-12', '2101-01', '2026-3', '2026-03-01', ''].some(isCalendarMonth)).toBe(false);
  });

  it('agrees with the calendar for every day of four centuries around now', () => {
    for (let day = dayNumber('1900-01-01'), d = new Date(Date.UTC(1900, 0, 1)); day <= dayNumber('2300-12-31'); day++, d.setUTCDate(d.getUTCDate() + 1)) {
      const iso = d.toISOString().slice(0, 10);
      if (dateOfDay(day) !== iso || dayNumber(iso) !== day || isoWeekday(iso) !== (d.getUTCDay() || 7)) {
        throw new Error(`day ${day}: ${dateOfDay(day)} / ${iso}`);
      }
    }
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
  });

  it('adds months on plain dates, clamping a day the target month lacks to its end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -2)).toBe('2026-11-15');
    expect(addMonths('2026-05-31', 12)).toBe('2027-05-31');
    expect(addMonths('2026-08-31', 0)).toBe('2026-08-31');
  });

  it('ends a period of months the day before its day, or on the last day of a month that lacks it (test plan M13)', () => {
    expect(['2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31'].map((d) => periodEnd(d, 1))).toEqual(['2026-02-27', '2026-02-28', '2026-02-28', '2026-02-28']);
    expect(['2028-01-28', '2028-01-29', '2028-01-30', '2028-01-31'].map((d) => periodEnd(d, 1))).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-02-29']);
    expect(periodEnd('2026-03-01', 1)).toBe('2026-03-31');
    expect(periodEnd('2028-02-29', 12)).toBe('2029-02-28');
    expect(periodEnd('2026-01-31', 12)).toBe('2027-01-30');
    expect(periodEnd('2026-12-15', 2)).toBe('2027-02-14');
  });

  it('knows the length and last day of every month', () => {
    expect(['2026-01', '2026-02', '2028-02', '2100-02', '2000-02', '2026-04', '2026-12'].map(daysInMonth)).toEqual([31, 28, 29, 28, 29, 30, 31]);
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
  });

  it("takes only the business window's dates (2000 to 2100): arithmetic past 9999 leaves four-digit text order", () => {
    expect(isCalendarDate('2000-01-01')).toBe(true);
    expect(isCalendarDate('2100-12-31')).toBe(true);
    for (const date of ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '10000-01-01', '']) expect(isCalendarDate(date), date).toBe(false);
  });
});

describe('the club clock', () => {
  it('reads each second anew in each zone, though it keeps the last reading per zone', () => {
    const late = new Date('2026-03-29T00:59:59.999Z');
    expect(clubNow(late, 'Europe/Amsterdam')).toMatchObject({ date: '2026-03-29', time: '01:59:59' });
    expect(clubNow(late, 'America/New_York')).toMatchObject({ date: '2026-03-28', time: '20:59:59' });
    // One millisecond later Amsterdam has skipped to summer time: the kept reading of the second before is not used.
    expect(clubNow(new Date('2026-03-29T01:00:00.000Z'), 'Europe/Amsterdam')).toMatchObject({ date: '2026-03-29', time: '03:00:00' });
    expect(clubDateOf(new Date('2026-03-29T01:00:00.999Z'), 'America/New_York')).toBe('2026-03-28');
  });

  it("reads an instant as the club's local date and time", () => {
    expect(clubNow(new Date('2026-03-28T23:30:00Z'), 'Europe/Amsterdam')).toMatchObject({ date: '2026-03-29', time: '00:30:00' });
    expect(clubNow(new Date('2026-03-29T01:30:00Z'), 'Europe/Amsterdam')).toMatchObject({ date: '2026-03-29', time: '03:30:00' });
    expect(clubNow(new Date('2026-03-02T09:00:00Z'), 'America/New_York')).toMatchObject({ date: '2026-03-02', time: '04:00:00' });
  });

  it('turns a club-local wall-clock time into the right instant on both sides of a DST change', () => {
    expect(instantOf('2026-03-28', '10:00:00', 'Europe/Amsterdam').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(instantOf('2026-03-29', '10:00:00', 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });

  it('reads a class at 02:30 on both DST days of Amsterdam: the skipped time moves past the gap, the repeated one is its first instant', () => {
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST; 02:30 does not exist and means 03:30 CEST.
    expect(iso(instantOf('2026-03-29', '02:30', AMSTERDAM))).toBe('2026-03-29T01:30:00.000Z');
    expect(instantsOfLocal('2026-03-29', 150, AMSTERDAM)).toEqual([]);
    expect(clubNow(instantOf('2026-03-29', '02:30:00', AMSTERDAM), AMSTERDAM)).toMatchObject({ date: '2026-03-29', time: '03:30:00' });
    // 25 October 2026: 03:00 CEST falls back to 02:00 CET; 02:30 happens twice and means the first (CEST).
    expect(instantsOfLocal('2026-10-25', 150, AMSTERDAM).map(iso)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']);
    expect(iso(instantOf('2026-10-25', '02:30', AMSTERDAM))).toBe('2026-10-25T00:30:00.000Z');
    // A range ending in the repeated hour covers both of its passes.
    expect(iso(boundaryInstant('2026-10-25', 150, AMSTERDAM, 'end'))).toBe('2026-10-25T01:30:00.000Z');
    expect(iso(boundaryInstant('2026-03-29', 150, AMSTERDAM, 'end'))).toBe('2026-03-29T01:30:00.000Z');
    // Either side of the changes, one instant.
    expect(iso(instantOf('2026-03-29', '01:59:59', AMSTERDAM))).toBe('2026-03-29T00:59:59.000Z');
    expect(iso(instantOf('2026-03-29', '03:00', AMSTERDAM))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(instantOf('2026-10-25', '03:00', AMSTERDAM))).toBe('2026-10-25T02:00:00.000Z');
    expect(localMinuteOf(Date.parse('2026-10-25T01:30:00Z'), AMSTERDAM)).toEqual({ date: '2026-10-25', minutes: 150 });
  });

  it('starts and ends the DST days of Amsterdam at their midnights: 23 hours in spring, 25 in autumn', () => {
    expect(iso(clubDayStart('2026-03-29', AMSTERDAM))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(clubDayEnd('2026-03-29', AMSTERDAM))).toBe('2026-03-29T22:00:00.000Z');
    expect(hoursOf('2026-03-29', AMSTERDAM)).toBe(23);
    expect(iso(clubDayStart('2026-10-25', AMSTERDAM))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(clubDayEnd('2026-10-25', AMSTERDAM))).toBe('2026-10-25T23:00:00.000Z');
    expect(hoursOf('2026-10-25', AMSTERDAM)).toBe(25);
    expect(hoursOf('2026-03-28', AMSTERDAM)).toBe(24);
    expect(hoursOf('2026-10-26', AMSTERDAM)).toBe(24);
    // March loses an hour, October gains one.
    expect((clubMonthEnd('2026-03', AMSTERDAM).getTime() - clubMonthStart('2026-03', AMSTERDAM).getTime()) / HOUR).toBe(31 * 24 - 1);
    expect((clubMonthEnd('2026-10', AMSTERDAM).getTime() - clubMonthStart('2026-10', AMSTERDAM).getTime()) / HOUR).toBe(31 * 24 + 1);
  });

  it('runs every day of a zone without DST at the same offset', () => {
    for (const [timeZone, offsetHours] of [['Asia/Tokyo', 9], ['America/Phoenix', -7]] as const) {
      for (let date = '2026-01-01'; date <= '2026-12-31'; date = addDays(date, 1)) {
        expect(clubDayStart(date, timeZone).getTime(), `${timeZone} ${date}`).toBe(Date.parse(`${date}T00:00:00Z`) - offsetHours * HOUR);
        expect(hoursOf(date, timeZone)).toBe(24);
      }
      expect(instantsOfLocal('2026-03-29', 150, timeZone)).toHaveLength(1);
      expect(instantsOfLocal('2026-10-25', 150, timeZone)).toHaveLength(1);
    }
    expect(iso(instantOf('2026-03-08', '02:30', 'America/Phoenix'))).toBe('2026-03-08T09:30:00.000Z');
    expect(iso(clubMonthStart('2026-04', 'Asia/Tokyo'))).toBe('2026-03-31T15:00:00.000Z');
    expect(iso(clubMonthEnd('2026-04', 'Asia/Tokyo'))).toBe('2026-04-30T15:00:00.000Z');
  });

  it("is already 1 April in Amsterdam at 23:30 UTC on 31 March: the club's today and month", () => {
    const now = new Date('2026-03-31T23:30:00Z');
    expect(clubDateOf(now, AMSTERDAM)).toBe('2026-04-01');
    expect(clubMonthOf(now, AMSTERDAM)).toBe('2026-04');
    expect(clubNow(now, AMSTERDAM)).toMatchObject({ date: '2026-04-01', time: '01:30:00' });
    expect(iso(clubMonthStart('2026-04', AMSTERDAM))).toBe('2026-03-31T22:00:00.000Z');
    expect(iso(clubMonthEnd('2026-04', AMSTERDAM))).toBe('2026-04-30T22:00:00.000Z');
    expect(clubMonthStart('2026-04', AMSTERDAM) <= now && now < clubMonthEnd('2026-04', AMSTERDAM)).toBe(true);
    // In London and further west it is still March.
    expect(clubDateOf(now, 'Europe/London')).toBe('2026-04-01');
    expect(clubDateOf(now, 'America/New_York')).toBe('2026-03-31');
    expect(clubMonthOf(now, 'America/New_York')).toBe('2026-03');
  });

  it('starts a day whose midnight a zone skips at the end of the gap', () => {
    // Santiago moves its clocks from 24:00 to 01:00 on 6 September 2026: that day begins at 01:00 (-03).
    expect(iso(clubDayStart('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(hoursOf('2026-09-06', 'America/Santiago')).toBe(23);
  });
});

describe('validityEnd (passes and memberships)', () => {
  it('ends the day before the same day one validity later', () => {
    expect(validityEnd('2026-03-02', 14, 'DAYS')).toBe('2026-03-15');
    expect(validityEnd('2026-03-02', 1, 'DAYS')).toBe('2026-03-02');
    expect(validityEnd('2026-03-02', 2, 'WEEKS')).toBe('2026-03-15');
    expect(validityEnd('2026-03-02', 3, 'MONTHS')).toBe('2026-06-01');
    expect(validityEnd('2026-03-02', 1, 'YEARS')).toBe('2027-03-01');
  });

  it('clamps month arithmetic to the end of a shorter month', () => {
    // Test plan M13: one month from a day February lacks ends on February's last day, never on the 27th.
    expect(validityEnd('2026-01-28', 1, 'MONTHS')).toBe('2026-02-27');
    expect(validityEnd('2026-01-29', 1, 'MONTHS')).toBe('2026-02-28');
    expect(validityEnd('2026-01-31', 1, 'MONTHS')).toBe('2026-02-28');
    expect(validityEnd('2028-01-29', 1, 'MONTHS')).toBe('2028-02-28');
    expect(validityEnd('2028-01-31', 1, 'MONTHS')).toBe('2028-02-29');
    expect(validityEnd('2026-12-15', 2, 'MONTHS')).toBe('2027-02-14');
    expect(validityEnd('2028-02-29', 1, 'YEARS')).toBe('2029-02-28');
  });
});
