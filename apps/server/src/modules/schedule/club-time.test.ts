import { describe, expect, it } from 'vitest';
import { addDays, clubNow, dateOfDay, dayNumber, daysBetween, instantOf, isCalendarDate, isoWeekday } from './club-time.js';

describe('calendar arithmetic', () => {
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

describe('club time', () => {
  it("reads an instant as the club's local date and time", () => {
    expect(clubNow(new Date('2026-03-28T23:30:00Z'), 'Europe/Amsterdam')).toMatchObject({ date: '2026-03-29', time: '00:30:00' });
    expect(clubNow(new Date('2026-03-29T01:30:00Z'), 'Europe/Amsterdam')).toMatchObject({ date: '2026-03-29', time: '03:30:00' });
    expect(clubNow(new Date('2026-03-02T09:00:00Z'), 'America/New_York')).toMatchObject({ date: '2026-03-02', time: '04:00:00' });
  });

  it('turns a club-local wall-clock time into the right instant on both sides of a DST change', () => {
    expect(instantOf('2026-03-28', '10:00:00', 'Europe/Amsterdam').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(instantOf('2026-03-29', '10:00:00', 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });
});
