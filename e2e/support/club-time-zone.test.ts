import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubDate, midMorningTimeZone, wallClock } from './club-time-zone.js';

beforeEach(() => vi.stubEnv('E2E_CLUB_TIME_ZONE', 'Europe/Amsterdam'));
afterEach(() => vi.unstubAllEnvs());

describe("the club's date some days on", () => {
  it('counts calendar days over the nights the clocks change, at any hour', () => {
    // 23:30 on the Saturday before summer time: Sunday has 23 hours, so 24 hours on is already Monday.
    expect(clubDate(1, new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-29');
    // 00:30 on the Sunday winter time comes back: that day has 25 hours, so two days of 24 hours end on Monday.
    expect(clubDate(2, new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-27');
    expect(clubDate(-1, new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-29');
  });

  it('runs over the ends of months and years', () => {
    expect(clubDate(0, new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(clubDate(1, new Date('2026-12-31T09:00:00Z'))).toBe('2027-01-01');
    expect(clubDate(1, new Date('2028-02-28T09:00:00Z'))).toBe('2028-02-29');
    expect(clubDate(31, new Date('2026-11-26T09:00:00Z'))).toBe('2026-12-27');
    expect(clubDate(-1, new Date('2027-01-01T09:00:00Z'))).toBe('2026-12-31');
  });
});

/** Instants every three hours of days a run can start on: a month's last days, the year's end, both clock changes, now. */
const RUN_STARTS = ['2026-11-26', '2026-11-30', '2026-02-28', '2026-12-31', '2027-01-01', '2026-03-29', '2026-10-25']
  .flatMap((date) => Array.from({ length: 8 }, (_, i) => new Date(`${date}T${String(i * 3).padStart(2, '0')}:17:00Z`)))
  .concat(new Date());

describe("the run's time zone", () => {
  it("is mid-morning on Amsterdam's date, its clock steady for six hours, whenever the run starts", () => {
    for (const now of RUN_STARTS) {
      const zone = midMorningTimeZone(now);
      const clock = wallClock(now, zone);
      expect(clock.date, `${now.toISOString()} in ${zone}`).toBe(wallClock(now, 'Europe/Amsterdam').date);
      // the bounds club-time-zone.setup.ts checks at the start of every run
      expect(clock.minutes, `${now.toISOString()} in ${zone}`).toBeGreaterThanOrEqual(8 * 60);
      expect(clock.minutes, `${now.toISOString()} in ${zone}`).toBeLessThan(13 * 60);
      expect(wallClock(new Date(now.getTime() + 6 * 3_600_000), zone).minutes).toBe(clock.minutes + 6 * 60);
    }
  });
});
