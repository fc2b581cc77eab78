import { describe, expect, it } from 'vitest';
import { addDays } from '../../platform/club-clock.js';
import { occurrenceDates, runsOn, type Recurrence } from './occurrence-dates.js';

const weekly = (weekday: number, dateStart = '2026-01-01', dateEnd: string | null = null): Recurrence => ({
  frequencyType: 'WEEKLY',
  frequencyInterval: weekday,
  dateStart,
  dateEnd,
});

describe('occurrence dates', () => {
  it('puts a one-off class on its own date only', () => {
    const r: Recurrence = { frequencyType: 'SPECIFIC', frequencyInterval: 0, dateStart: '2026-03-10', dateEnd: null };
    expect(occurrenceDates(r, '2026-03-01', '2026-03-31')).toEqual(['2026-03-10']);
    expect(runsOn(r, '2026-03-17')).toBe(false);
  });

  it('repeats a weekly class on its ISO weekday (7 = Sunday)', () => {
    expect(occurrenceDates(weekly(2), '2026-03-01', '2026-03-31')).toEqual(['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31']);
    expect(occurrenceDates(weekly(7), '2026-03-01', '2026-03-08')).toEqual(['2026-03-01', '2026-03-08']);
  });

  it('keeps a weekly class within its start and end dates', () => {
    expect(occurrenceDates(weekly(2, '2026-03-10', '2026-03-24'), '2026-03-01', '2026-04-30')).toEqual(['2026-03-10', '2026-03-17', '2026-03-24']);
    expect(runsOn(weekly(2, '2026-03-10'), '2026-03-03')).toBe(false);
  });

  it('puts a last-weekday-of-the-month class on the last such weekday only', () => {
    const lastFriday: Recurrence = { frequencyType: 'LAST_WEEKDAY_OF_MONTH', frequencyInterval: 5, dateStart: '2026-01-01', dateEnd: null };
    expect(occurrenceDates(lastFriday, '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
      '2026-05-29',
      '2026-06-26',
    ]);
  });

  it('finds the last weekday when the month ends on it, across a leap February', () => {
    const lastSunday: Recurrence = { frequencyType: 'LAST_WEEKDAY_OF_MONTH', frequencyInterval: 7, dateStart: '2027-12-01', dateEnd: null };
    expect(occurrenceDates(lastSunday, '2028-02-01', '2028-03-31')).toEqual(['2028-02-27', '2028-03-26']);
    const lastTuesday: Recurrence = { frequencyType: 'LAST_WEEKDAY_OF_MONTH', frequencyInterval: 2, dateStart: '2028-01-01', dateEnd: null };
    expect(occurrenceDates(lastTuesday, '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('lists exactly the days a class runs on, for every kind of item and range', () => {
    const kinds: Recurrence['frequencyType'][] = ['SPECIFIC', 'WEEKLY', 'LAST_WEEKDAY_OF_MONTH'];
    for (let i = 0; i < 300; i++) {
      const frequencyType = kinds[i % 3]!;
      const dateStart = addDays('2026-01-01', (i * 37) % 120);
      const r: Recurrence = {
        frequencyType,
        frequencyInterval: frequencyType === 'SPECIFIC' ? 0 : (i % 7) + 1,
        dateStart,
        dateEnd: i % 4 === 0 ? null : addDays(dateStart, (i * 13) % 200),
      };
      const from = addDays('2026-01-01', (i * 11) % 150);
      const until = addDays(from, (i * 7) % 90);
      const expected: string[] = [];
      for (let d = from; d <= until; d = addDays(d, 1)) if (runsOn(r, d)) expected.push(d);
      expect(occurrenceDates(r, from, until), JSON.stringify({ r, from, until })).toEqual(expected);
    }
  });
});
