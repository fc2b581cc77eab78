import { describe, expect, it } from 'vitest';
import { withinCancelWindow } from './cancel-window.js';

describe('the cancel window (classes and appointments)', () => {
  const start = new Date('2026-03-30T08:00:00Z');

  it('with 24 hours: open until one second before the edge, closed at the edge and one second after', () => {
    expect(withinCancelWindow(start, 24, new Date('2026-03-29T07:59:59Z'))).toBe(true);
    expect(withinCancelWindow(start, 24, new Date('2026-03-29T08:00:00Z'))).toBe(false);
    expect(withinCancelWindow(start, 24, new Date('2026-03-29T08:00:01Z'))).toBe(false);
  });

  it('with 0 hours: open until one second before the start, closed at the start and one second after', () => {
    expect(withinCancelWindow(start, 0, new Date('2026-03-30T07:59:59Z'))).toBe(true);
    expect(withinCancelWindow(start, 0, new Date('2026-03-30T08:00:00Z'))).toBe(false);
    expect(withinCancelWindow(start, 0, new Date('2026-03-30T08:00:01Z'))).toBe(false);
  });

  it('counts real hours across the spring-forward night: 24 h before 10:00 CEST on the 29th is 09:00 CET on the 28th', () => {
    const sundayMorning = new Date('2026-03-29T08:00:00Z');
    expect(withinCancelWindow(sundayMorning, 24, new Date('2026-03-28T07:59:59Z'))).toBe(true);
    // 09:30 CET on Saturday is only 23.5 hours before, although the wall clock says 10:00 is still ahead.
    expect(withinCancelWindow(sundayMorning, 24, new Date('2026-03-28T08:30:00Z'))).toBe(false);
  });
});
