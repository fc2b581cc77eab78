import type { JobKind } from '../../platform/jobs/job-definition.js';

/** Places added to a class: on one date (a one-time change), or on every date it runs (the class itself changed). */
export interface PlacesAdded {
  scheduleItemId: number;
  /** null: every date from today on */
  date: string | null;
}

/**
 * The job staff raising a class's online places queue in their transaction (domain notes "Waitlist": a capacity raise
 * frees places like a cancel). The schedule only names it; booking, which owns the waitlist and depends on the
 * schedule, runs it (booking's WAITLIST_PLACES_ADDED_JOB), so neither module reaches into the other.
 */
export const PLACES_ADDED_JOB_KIND: JobKind<PlacesAdded> = {
  name: 'schedule.places-added',
  tries: 3,
  retryDelaySeconds: 30,
  timeoutSeconds: 300,
};

/** Online places: what the waitlist can be given (walk-in places stay for the desk). */
export function onlinePlaces(occupancy: { spaces: number; walkInSpaces?: number | undefined }): number {
  return occupancy.spaces - (occupancy.walkInSpaces ?? 0);
}
