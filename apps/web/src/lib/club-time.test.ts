import { describe, expect, it } from 'vitest';
import { clubClockTime, clubDate, clubToday } from './club-time.js';

// The tests run with TZ=UTC: every answer below differs from what the machine's own clock would say.
describe("the club's day and clock, whatever the browser's zone", () => {
  it("answers the club's date where the browser's day is another", () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(clubToday('Europe/Amsterdam', lateEvening)).toBe('2026-03-02');
    expect(clubToday('America/New_York', lateEvening)).toBe('2026-03-01');
    expect(clubToday('Pacific/Auckland', new Date('2026-03-01T10:59:00Z'))).toBe('2026-03-01');
    expect(clubToday('Pacific/Auckland', new Date('2026-03-01T11:00:00Z'))).toBe('2026-03-02');
  });

  it("shows an instant on the club's clock, summer time included", () => {
    expect(clubClockTime('2026-03-04T10:00:00.000Z', 'Europe/Amsterdam')).toBe('11:00');
    expect(clubClockTime('2026-07-04T10:00:00.000Z', 'Europe/Amsterdam')).toBe('12:00');
    expect(clubClockTime('2026-03-04T00:05:00.000Z', 'Asia/Tokyo')).toBe('09:05');
    expect(clubClockTime('2026-03-04T23:00:00.000Z', 'Europe/London')).toBe('23:00');
    expect(clubDate('2026-03-04T23:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-03-05');
  });
});
