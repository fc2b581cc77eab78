import { describe, expect, it } from 'vitest';
import { returnsSession } from './cancel-window.js';

describe('the cancel window of an appointment', () => {
  const start = new Date('2026-03-30T08:00:00Z');

  it('gives the session back up to the window’s edge, not after', () => {
    expect(returnsSession(start, 24, new Date('2026-03-29T08:00:00Z'))).toBe(true);
    expect(returnsSession(start, 24, new Date('2026-03-29T08:00:01Z'))).toBe(false);
    expect(returnsSession(start, 0, new Date('2026-03-30T08:00:00Z'))).toBe(true);
  });

  it('counts real hours across the spring-forward night: 24 h before 10:00 CEST on the 29th is 09:00 CET on the 28th', () => {
    const sundayMorning = new Date('2026-03-29T08:00:00Z');
    expect(returnsSession(sundayMorning, 24, new Date('2026-03-28T08:00:00Z'))).toBe(true);
    // 09:30 CET on Saturday is only 23.5 hours before, although the wall clock says 10:00 is still ahead.
    expect(returnsSession(sundayMorning, 24, new Date('2026-03-28T08:30:00Z'))).toBe(false);
  });
});
