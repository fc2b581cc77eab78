import dayjs, { type Dayjs } from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookableDay, dayBeyondHorizon, firstAfter, HORIZON_DAYS, monthHeading, monthTurns, nextBookableDay, OFF_WEEKDAYS, WORKDAYS } from './pt-dates.js';

/**
 * Todays a run can have: the (a Thursday whose next Wednesday is in the next month), the last days of
 * months (February of a common and a leap year), the year's end, and both weeks of Europe/Amsterdam's clock changes
 * (29 March and 25 October 2026).
 */
const CHOSEN_TODAYS = [
  '2026-11-26',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
  '2026-01-31',
  '2026-02-28',
  '2028-02-29',
  '2026-04-30',
  '2026-12-28',
  '2026-12-31',
  '2026-03-26',
  '2026-03-28',
  '2026-03-29',
  '2026-03-30',
  '2026-10-23',
  '2026-10-25',
  '2026-10-26',
];

/** Calendar days from `from` to `to`, whatever the length of the days between (23 or 25 hours). */
const daysBetween = (from: Dayjs, to: Dayjs) => (Date.parse(to.format('YYYY-MM-DD')) - Date.parse(from.format('YYYY-MM-DD'))) / 86_400_000;

/** Turns a calendar that heads `heading` to the month of each day in turn, as showMonthOf does; answers the turns. */
function turnThrough(heading: string, days: Dayjs[]): number[] {
  return days.map((day) => {
    const turns = monthTurns(heading, day);
    heading = monthHeading(dayjs(heading, 'MMMM YYYY').add(turns, 'month'));
    expect(heading).toBe(monthHeading(day));
    return turns;
  });
}

describe('the days the personal-training specs pick', () => {
  it("on the issue's today, 26 November 2026, turn the calendar to December and back to November", () => {
    const today = dayjs('2026-11-26');
    const [wednesday, sunday, day] = [firstAfter(today, 3), firstAfter(today, 0), bookableDay(today)];
    expect([wednesday, sunday, day].map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-12-02', '2026-11-29', '2026-11-30']);
    expect(turnThrough(monthHeading(today), [wednesday, sunday, day])).toEqual([1, -1, 0]);
  });

  // The specs' days are dayjs dates in the runner's zone: a runner in Amsterdam has days of 23 and 25 hours.
  for (const zone of ['UTC', 'Europe/Amsterdam']) {
    describe(`with the runner in ${zone}`, () => {
      beforeAll(() => {
        vi.stubEnv('TZ', zone);
        // Node reads TZ again when it is set: the zone is in effect (Amsterdam is UTC+2 in summer).
        expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(zone === 'UTC' ? 0 : -120);
      });
      afterAll(() => vi.unstubAllEnvs());

      for (const iso of [...CHOSEN_TODAYS, 'today']) {
        it(`are the right weekdays within the right distance of ${iso}`, () => {
          const today = iso === 'today' ? dayjs().startOf('day') : dayjs(iso);
          for (const weekday of [...OFF_WEEKDAYS, 4, 6]) {
            const day = firstAfter(today, weekday);
            expect(day.day()).toBe(weekday);
            expect(daysBetween(today, day)).toBeGreaterThanOrEqual(1);
            expect(daysBetween(today, day)).toBeLessThanOrEqual(7);
          }
          const day = bookableDay(today);
          const next = nextBookableDay(day);
          const beyond = dayBeyondHorizon(today);
          for (const workday of [day, next, beyond]) expect(WORKDAYS).toContain(workday.day());
          expect(daysBetween(today, day)).toBeGreaterThanOrEqual(2);
          expect(daysBetween(today, day)).toBeLessThanOrEqual(4);
          expect(daysBetween(day, next)).toBeGreaterThanOrEqual(1);
          expect(daysBetween(today, next)).toBeLessThanOrEqual(HORIZON_DAYS);
          expect(daysBetween(today, beyond)).toBeGreaterThan(HORIZON_DAYS);
          // Each is a midnight, so the calendar's 'D MMMM YYYY' names the same date as its ISO date.
          for (const picked of [day, next, beyond]) expect(picked.hour()).toBe(0);
        });

        it(`are reached from the calendar's first month, ${iso}'s, in the specs' order`, () => {
          const today = iso === 'today' ? dayjs().startOf('day') : dayjs(iso);
          const [wednesday, sunday, thursday, saturday] = [3, 0, 4, 6].map((weekday) => firstAfter(today, weekday)) as [Dayjs, Dayjs, Dayjs, Dayjs];
          const day = bookableDay(today);
          // book-and-cancel.spec, then wizard.spec's calendar test, then its other days, one spec at a time
          const orders = [
            [...OFF_WEEKDAYS.map((weekday) => firstAfter(today, weekday)), day, day],
            [wednesday, sunday, thursday, wednesday, saturday],
            [day, nextBookableDay(day)],
            [dayBeyondHorizon(today)],
          ];
          for (const days of orders) for (const turns of turnThrough(monthHeading(today), days)) expect(Math.abs(turns)).toBeLessThanOrEqual(2);
        });
      }
    });
  }
});

describe('turning the calendar', () => {
  it('counts months forward and back, over the year', () => {
    expect(monthTurns('November 2026', dayjs('2026-11-30'))).toBe(0);
    expect(monthTurns('December 2026', dayjs('2026-11-30'))).toBe(-1);
    expect(monthTurns('December 2026', dayjs('2027-01-04'))).toBe(1);
    expect(monthTurns('January 2027', dayjs('2026-12-31'))).toBe(-1);
    expect(monthTurns('November 2026', dayjs('2027-01-04'))).toBe(2);
  });

  it('refuses a heading that is not a month', () => {
    expect(() => monthTurns('Loading Data...', dayjs('2026-11-30'))).toThrow("'Loading Data...' is not a calendar month heading");
  });
});
