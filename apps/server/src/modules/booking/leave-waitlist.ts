import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import { loadOccurrenceState } from '../schedule/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';
import { endWaitingPlace, findWaitingPlace } from './waitlist.repository.js';
import { readWaitlistStatus, type WaitlistStatus } from './waitlist-status.js';
import type { WaitlistInput } from './join-waitlist.js';

export const NOT_WAITING = 'You are not on the waitlist for this class.';

/** Takes a member (themselves, or anyone for staff who may book for them) off a class's waitlist; nothing was taken, so nothing goes back. */
export async function leaveWaitlist(app: AppContext, club: Club, actor: Actor | null, input: WaitlistInput): Promise<WaitlistStatus> {
  const accountId = await resolveTargetAccount(app.db, club.id, actor, input.accountId, 'schedule.attendance.edit');
  const { scheduleItemId, date } = input;
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const place = await findWaitingPlace(trx, club.id, accountId, scheduleItemId, date);
    // Only from WAITING: a leave racing a promotion either leaves first or finds the member booked.
    if (!place || !(await endWaitingPlace(trx, club.id, place.id, 'LEFT', now))) throw new AppError('WAITLIST_NOT_POSSIBLE', NOT_WAITING);
    const occurrence = await loadOccurrenceState(trx, club, scheduleItemId, date, now);
    if (!occurrence) return { offered: false, open: false, position: null };
    return readWaitlistStatus(trx, club, accountId, { ...occurrence, scheduleItemId, date });
  });
}
