import type { Selectable } from 'kysely';
import type { ScheduleItemWaitlistEntriesTable } from '../../platform/db/tables/booking.js';

/** A member's place (or former place) in the waitlist of one occurrence. */
export type WaitlistEntry = Selectable<ScheduleItemWaitlistEntriesTable>;

/** What a freed place of a class with a waitlist does now (docs/domain-notes.md "Waitlist"). */
export type WaitlistMoment = 'PROMOTE_FIRST' | 'TELL_EVERYONE' | 'CLOSED';

const HOUR_MS = 3_600_000;

/**
 * Before the cutoff the first in line is booked; from the cutoff on everyone waiting is told and the first to book
 * gets the place (a member cannot be expected to come at short notice); from the start the waitlist is closed.
 */
export function waitlistMoment(classStart: Date, now: Date, cutoffHours: number): WaitlistMoment {
  const before = classStart.getTime() - now.getTime();
  if (before <= 0) return 'CLOSED';
  return before > cutoffHours * HOUR_MS ? 'PROMOTE_FIRST' : 'TELL_EVERYONE';
}
