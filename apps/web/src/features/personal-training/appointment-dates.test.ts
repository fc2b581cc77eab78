import { describe, expect, it } from 'vitest';
import { formatAppointmentDate, formatAppointmentTimes, formatCanceledAt, isDayBookable } from './appointment-dates.js';

describe('appointment formats', () => {
  it("shows the day as 'dddd, MMMM Do YYYY' and the times as an HH:mm range", () => {
    expect(formatAppointmentDate('2026-11-24T14:30:00')).toBe('Tuesday, November 24th 2026');
    expect(formatAppointmentTimes('2026-11-24T09:05:00', '2026-11-24T14:30:00')).toBe('09:05 - 14:30');
  });

  it('shows canceled_at, a UTC instant, in local time', () => {
    const local = new Date(Date.UTC(2026, 10, 24, 23, 15));
    const expected = `${local.toLocaleDateString('en-US', { weekday: 'long' })}`;
    expect(formatCanceledAt('2026-11-24T23:15:00Z')).toMatch(new RegExp(`^${expected}, November \\d+(st|nd|rd|th) 2026 \\d{2}:\\d{2}$`));
    expect(formatCanceledAt('2026-11-24T23:15:00Z')).toBe(formatCanceledAt('2026-11-24 23:15:00'));
    expect(formatCanceledAt('2026-11-24T23:15:00Z').slice(-5)).toBe(
      `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`,
    );
  });
});

describe('bookable days', () => {
  it('refuses days before today and the trainer’s non-working weekdays (0 = Sunday)', () => {
    // 2026-11-25 is a Wednesday, 2026-11-29 a Sunday.
    expect(isDayBookable('2026-11-23', '2026-11-24', [])).toBe(false);
    expect(isDayBookable('2026-11-24', '2026-11-24', [])).toBe(true);
    expect(isDayBookable('2026-11-25', '2026-11-24', [0, 3])).toBe(false);
    expect(isDayBookable('2026-11-29', '2026-11-24', [0, 3])).toBe(false);
    expect(isDayBookable('2026-11-26', '2026-11-24', [0, 3])).toBe(true);
  });
});
