import { addDays, daysBetween } from '../../platform/club-clock.js';
import { fieldError } from '../../platform/errors.js';
import type { DateRange } from '../subscription-records/index.js';

/** The club's pause settings (Settings → maximum pauses in a year, minimum pause duration, the portal's notice). */
export interface PauseSettings {
  minPauseDays: number;
  maxPausesPerYear: number;
  /** only for a member's own pause: the first day may be no earlier than today + these days */
  noticeDays: number | null;
}

export interface PauseRequest {
  dateStart: string;
  dateEnd: string;
}

/** A pause already on the subscription: closures' pauses are the club's, not the member's, and count for nothing. */
export interface ExistingPause extends DateRange {
  id: number;
  clubClosureId: number | null;
}

/**
 * The rules of a pause (domain notes "Pauses, blocks and stops"): inside the subscription, at least the minimum
 * days, at most the yearly number counted by the year the pause starts (the pause being edited not counted twice),
 * and for a member at least the notice days ahead. Overlap is the database's (its exclusion constraint) and
 * attended days are counted in the transaction; both are checked by the use case.
 */
export function checkPause(request: PauseRequest, subscription: DateRange, others: readonly ExistingPause[], settings: PauseSettings, today: string): void {
  if (request.dateEnd < request.dateStart) throw fieldError('dateEnd', 'The last day of the pause cannot be before its first day.');
  if (request.dateStart < subscription.dateStart) throw fieldError('dateStart', 'A pause cannot start before the subscription does.');
  if (subscription.dateEnd !== null && request.dateEnd > subscription.dateEnd) throw fieldError('dateEnd', 'A pause cannot run past the end of the subscription.');
  const days = daysBetween(request.dateStart, request.dateEnd) + 1;
  if (days < settings.minPauseDays) throw fieldError('dateEnd', `A pause lasts at least ${settings.minPauseDays} days.`);
  if (settings.noticeDays !== null && request.dateStart < addDays(today, settings.noticeDays)) {
    throw fieldError('dateStart', settings.noticeDays === 0 ? 'A pause cannot start in the past.' : `A pause starts at least ${settings.noticeDays} days from today.`);
  }
  const year = request.dateStart.slice(0, 4);
  const sameYear = others.filter((p) => p.clubClosureId === null && p.dateStart.slice(0, 4) === year).length;
  if (sameYear >= settings.maxPausesPerYear) throw fieldError('dateStart', `At most ${settings.maxPausesPerYear} pauses can start in ${year}.`);
}
