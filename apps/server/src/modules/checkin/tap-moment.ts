import { AppError } from '../../platform/errors.js';
import { addDays, clubDateOf } from '../../platform/club-clock.js';

export const TAP_AHEAD = "This tablet's clock is ahead of the club's: please see the desk.";
export const TAP_TOO_OLD = 'This check-in was made more than a day ago: please see the desk.';

/** A tablet's clock may run a little ahead of the server's; a tap further ahead is refused, not guessed at. */
export const TAP_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The moment a kiosk check-in happened, by which it is judged: its date is the class's date and its booking rules
 * (has the class started, is the pass valid) are those of that moment. A check-in queued offline arrives later,
 * and the tap at 17:55 for the 18:00 class still counts for that class when it is sent at 18:05, or the next
 * morning after a night without internet. None given (online): now. A slightly fast tablet clock counts as now;
 * a tap from before yesterday (on the club's calendar) is refused, so a kiosk never reaches further back.
 */
export function tapMoment(tappedAt: Date | null | undefined, now: Date, timeZone: string): Date {
  if (!tappedAt) return now;
  if (tappedAt.getTime() > now.getTime() + TAP_CLOCK_SKEW_MS) throw new AppError('VALIDATION_FAILED', TAP_AHEAD, { reason: 'TAP_AHEAD' });
  if (tappedAt.getTime() >= now.getTime()) return now;
  if (clubDateOf(tappedAt, timeZone) < addDays(clubDateOf(now, timeZone), -1)) throw new AppError('VALIDATION_FAILED', TAP_TOO_OLD, { reason: 'TAP_TOO_OLD' });
  return tappedAt;
}
