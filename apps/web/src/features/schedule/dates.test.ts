import { describe, expect, it } from 'vitest';
import { durationMinutes, formatDate, formatDayHeading, formatTimeRange } from './dates.js';

describe('schedule date formats', () => {
  it('shows dates as "dddd, MMMM Do YYYY"', () => {
    expect(formatDate('2026-03-02')).toBe('Monday, March 2nd 2026');
  });

  it('heads schedule days as "dddd, MMMM Do"', () => {
    expect(formatDayHeading('2026-03-21')).toBe('Saturday, March 21st');
  });

  it('shows times as an HH:mm range', () => {
    expect(formatTimeRange('09:05:00', '10:30:00')).toBe('09:05 - 10:30');
  });

  it('computes the duration in minutes from start and end time', () => {
    expect(durationMinutes('18:30:00', '19:45:00')).toBe(75);
  });
});
