import { describe, expect, it } from 'vitest';
import { daysOfWeek, mondayOf, occurrenceStatusLabel, shiftWeek, weekFromParam, weekViewFromParam } from './week-params.js';

describe('the back-office week', () => {
  it('starts on Monday, a Sunday belonging to the week before it', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
  });

  it('reads the week from the URL, or this week for none or nonsense', () => {
    expect(weekFromParam('2026-03-12', '2026-01-01')).toBe('2026-03-09');
    expect(weekFromParam(null, '2026-03-04')).toBe('2026-03-02');
    expect(weekFromParam('2026-02-31', '2026-03-04')).toBe('2026-03-02');
    expect(weekFromParam('next week', '2026-03-04')).toBe('2026-03-02');
  });

  it('moves by whole weeks and lists Monday to Sunday', () => {
    expect(shiftWeek('2026-03-02', -1)).toBe('2026-02-23');
    expect(shiftWeek('2026-03-30', 1)).toBe('2026-04-06');
    expect(daysOfWeek('2026-03-30')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
  });

  it('shows the list unless the calendar is asked for', () => {
    expect(weekViewFromParam('calendar')).toBe('calendar');
    expect(weekViewFromParam(null)).toBe('list');
    expect(weekViewFromParam('grid')).toBe('list');
  });

  it('names holidays first, then the one-time status', () => {
    expect(occurrenceStatusLabel({ holiday: true, holidayName: 'Maintenance', status: 'CANCELLED' })).toBe('Holiday: Maintenance');
    expect(occurrenceStatusLabel({ holiday: false, holidayName: '', status: 'CANCELLED' })).toBe('Cancelled');
    expect(occurrenceStatusLabel({ holiday: false, holidayName: '', status: '' })).toBeNull();
  });
});
