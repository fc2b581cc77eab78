import { describe, expect, it } from 'vitest';
import type { ScheduleClass } from '../schedule/index.js';
import { cancellationPossible, lateCancellationPossible, uncancellationPossible } from './attendance.js';

const occurrence = (date: string, timeStart: string, bookingStatus: ScheduleClass['bookingStatus'] = 'OK') =>
  ({ date, timeStart, timeEnd: '23:00:00', bookingStatus }) as ScheduleClass;
const amsterdam = { cancelHoursBefore: 24, timeZone: 'Europe/Amsterdam' };

describe('cancel window', () => {
  it('allows cancelling until the configured hours before the class starts in club time', () => {
    // 18:00 in Amsterdam (CET) on 10 March is 17:00 UTC: the window closes at 17:00 UTC on 9 March.
    const cls = occurrence('2026-03-10', '18:00:00');
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, cls, amsterdam, new Date('2026-03-09T16:59:59Z'))).toBe(true);
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, cls, amsterdam, new Date('2026-03-09T17:00:00Z'))).toBe(false);
  });

  it('counts real hours across the spring daylight-saving change', () => {
    // Sunday 29 March 2026 10:00 CEST is 08:00 UTC; clocks went forward at 02:00 that night.
    const cls = occurrence('2026-03-29', '10:00:00');
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, cls, amsterdam, new Date('2026-03-28T07:59:00Z'))).toBe(true);
    // Reading 10:00 as UTC would still allow this one: the window closed at 08:00 UTC on the 28th.
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, cls, amsterdam, new Date('2026-03-28T08:30:00Z'))).toBe(false);
  });

  it('counts real hours across the autumn change, in a zone far from the server', () => {
    // New York: Sunday 1 November 2026 02:00 EDT becomes 01:00 EST. A 09:00 EST class on 2 November is 14:00 UTC.
    const ny = { cancelHoursBefore: 48, timeZone: 'America/New_York' };
    const cls = occurrence('2026-11-02', '09:00:00');
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, cls, ny, new Date('2026-10-31T13:59:00Z'))).toBe(true);
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, cls, ny, new Date('2026-10-31T14:00:00Z'))).toBe(false);
  });

  it("closes the window of a class in the repeated autumn hour from its first pass, as members' calendars show it", () => {
    // Sunday 25 October 2026, 02:30 in Amsterdam happens at 00:30 UTC (CEST) and again at 01:30 UTC (CET).
    const cls = occurrence('2026-10-25', '02:30:00');
    const atStart = { cancelHoursBefore: 0, timeZone: 'Europe/Amsterdam' };
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, cls, atStart, new Date('2026-10-25T00:29:59Z'))).toBe(true);
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, cls, atStart, new Date('2026-10-25T00:30:00Z'))).toBe(false);
  });

  it('never offers cancelling a booking that is not BOOKED or whose class no longer runs', () => {
    const cls = occurrence('2026-03-10', '18:00:00');
    const early = new Date('2026-03-01T00:00:00Z');
    expect(cancellationPossible({ bookingStatus: 'CANCELLED' }, cls, amsterdam, early)).toBe(false);
    expect(cancellationPossible({ bookingStatus: 'ATTENDING' }, cls, amsterdam, early)).toBe(false);
    expect(cancellationPossible({ bookingStatus: 'BOOKED' }, undefined, amsterdam, early)).toBe(false);
  });
});

describe('rebooking', () => {
  it('is possible for a cancelled booking while the class can be booked online', () => {
    expect(uncancellationPossible({ bookingStatus: 'CANCELLED' }, occurrence('2026-03-10', '18:00:00', 'OK'))).toBe(true);
  });

  it('is not possible once the class is full, past, cancelled or on holiday, or for an active booking', () => {
    for (const status of ['FULL', 'FINISHED', 'ONGOING', 'CANCELLED', 'HOLIDAY'] as const) {
      expect(uncancellationPossible({ bookingStatus: 'CANCELLED' }, occurrence('2026-03-10', '18:00:00', status)), status).toBe(false);
    }
    expect(uncancellationPossible({ bookingStatus: 'BOOKED' }, occurrence('2026-03-10', '18:00:00', 'OK'))).toBe(false);
  });
});

describe('late cancel', () => {
  const cls = occurrence('2026-03-10', '18:00:00');
  const booked = { bookingStatus: 'BOOKED' } as const;
  const club = { ...amsterdam, lateCancelAllowed: true };

  it('opens at the instant the cancel window closes and ends at the start (17:00 UTC on 10 March)', () => {
    expect(lateCancellationPossible(booked, cls, club, new Date('2026-03-09T16:59:59Z'))).toBe(false);
    expect(lateCancellationPossible(booked, cls, club, new Date('2026-03-09T17:00:00Z'))).toBe(true);
    expect(lateCancellationPossible(booked, cls, club, new Date('2026-03-10T16:59:59Z'))).toBe(true);
    expect(lateCancellationPossible(booked, cls, club, new Date('2026-03-10T17:00:00Z'))).toBe(false);
  });

  it('is never possible when the club turned it off, for a cancelled booking, or for a class no longer on that date', () => {
    const late = new Date('2026-03-10T10:00:00Z');
    expect(lateCancellationPossible(booked, cls, { ...club, lateCancelAllowed: false }, late)).toBe(false);
    expect(lateCancellationPossible({ bookingStatus: 'CANCELLED' }, cls, club, late)).toBe(false);
    expect(lateCancellationPossible(booked, undefined, club, late)).toBe(false);
  });
});
