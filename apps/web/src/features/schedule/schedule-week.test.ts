import { describe, expect, it } from 'vitest';
import { CURRENT_WEEK, changeWeek, fromHash, scheduleRange, selectedDate, toHash, weekDays } from './schedule-week.js';

const today = '2026-03-30';

describe('the schedule week strip', () => {
  it('shows 7 days starting from today plus 7×offset days, across month ends', () => {
    expect(weekDays(today, 0)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(weekDays(today, 2)[0]).toBe('2026-04-13');
  });

  it('lists the whole strip until a day is picked, then that day alone', () => {
    expect(scheduleRange(CURRENT_WEEK, today)).toEqual({ dateFrom: '2026-03-30', dateUntil: '2026-04-05' });
    expect(scheduleRange({ weekOffset: 1, pickedDate: '2026-04-08' }, today)).toEqual({ dateFrom: '2026-04-08', dateUntil: '2026-04-08' });
  });

  it('selects today plus 7×offset when the week changes, and never goes before the current week', () => {
    const next = changeWeek({ weekOffset: 0, pickedDate: '2026-04-01' }, 1);
    expect(next).toEqual({ weekOffset: 1, pickedDate: null });
    expect(selectedDate(next, today)).toBe('2026-04-06');
    expect(changeWeek(CURRENT_WEEK, -1)).toEqual(CURRENT_WEEK);
    expect(changeWeek({ weekOffset: 40, pickedDate: null }, 1).weekOffset).toBe(41);
  });

  it('writes date_from and week_offset into the hash and restores them', () => {
    const picked = { weekOffset: 1, pickedDate: '2026-04-09' };
    expect(toHash(picked, today)).toBe('date_from=2026-04-09&week_offset=1');
    expect(fromHash(`#${toHash(picked, today)}`, today)).toEqual(picked);
    expect(toHash({ weekOffset: 3, pickedDate: null }, today)).toBe('date_from=2026-04-20&week_offset=3');
    expect(fromHash('#date_from=2026-04-20&week_offset=3', today)).toEqual({ weekOffset: 3, pickedDate: null });
  });

  it('falls back to the current week for a missing or broken hash', () => {
    expect(fromHash('', today)).toEqual(CURRENT_WEEK);
    expect(fromHash('#date_from=2026-04-01&week_offset=-2', today)).toEqual(CURRENT_WEEK);
    expect(fromHash('#week_offset=abc', today)).toEqual(CURRENT_WEEK);
  });

  it('ignores a date_from outside the strip of its week offset', () => {
    expect(fromHash('#date_from=2026-05-20&week_offset=0', today)).toEqual(CURRENT_WEEK);
    expect(fromHash('#date_from=not-a-date&week_offset=1', today)).toEqual({ weekOffset: 1, pickedDate: null });
  });
});
