import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { hasPermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { findAccountClasspass, resolveTargetAccount } from '../classpasses/index.js';
import { loadOccurrenceState, lockOccurrence } from '../schedule/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { CLASS_NOT_FOUND, CLASSPASS_NOT_FOUND } from '../../platform/error-messages.js';
import { findActiveAttendance } from './attendance.repository.js';
import { findOwnSubscription } from './book-with-subscription.js';
import { ALREADY_BOOKED_MESSAGE, assertBookable } from './booking-rules.js';
import { classtypeOffersWaitlist, findWaitingPlace, insertWaitlistEntry, isSecondWaitingPlace } from './waitlist.repository.js';
import { readWaitlistStatus, type WaitlistStatus } from './waitlist-status.js';

export const ALREADY_WAITING = 'You are already on the waitlist for this class.';

export interface WaitlistInput {
  /** decoded `account`: undefined = the actor's own, null = undecodable */
  accountId?: number | null | undefined;
  /** null when the id could not be decoded */
  scheduleItemId: number | null;
  date: string;
}

export interface JoinWaitlistInput extends WaitlistInput {
  /** the pass or subscription a promotion is to book with (undefined: the first usable one then; null: undecodable) */
  accountClasspassId?: number | null | undefined;
  accountSubscriptionId?: number | null | undefined;
}

/**
 * Puts a member (themselves, or anyone for staff who may book for them) on the waitlist of a full class whose type
 * has one; no class or credit is taken (a promotion takes it). Under the occurrence's lock, which every booking of it
 * takes, so a member is never booked and waiting at once; the unique index makes two joins at once one.
 */
export async function joinWaitlist(app: AppContext, club: Club, actor: Actor | null, input: JoinWaitlistInput): Promise<WaitlistStatus> {
  const accountId = await resolveTargetAccount(app.db, club.id, actor, input.accountId, 'schedule.attendance.edit');
  const { scheduleItemId, date } = input;
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const occurrence = await loadOccurrenceState(trx, club, scheduleItemId, date, now);
    if (!occurrence || (!occurrence.displayPublic && !hasPermission(actor, 'schedule.view'))) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
    if (!(await classtypeOffersWaitlist(trx, club.id, scheduleItemId, date))) throw new AppError('WAITLIST_NOT_POSSIBLE', 'This class has no waitlist.');
    if (occurrence.bookingStatus === 'OK') throw new AppError('WAITLIST_NOT_POSSIBLE', 'This class still has places: book one instead.');
    // Started, finished, cancelled, a holiday or not open yet: the reason a booking would be refused with.
    if (occurrence.bookingStatus !== 'FULL') assertBookable(occurrence, 'ONLINE');
    const accountClasspassId = input.accountClasspassId ?? null;
    const accountSubscriptionId = input.accountSubscriptionId ?? null;
    if (input.accountClasspassId !== undefined) {
      const pass = accountClasspassId === null ? undefined : await findAccountClasspass(trx, club.id, accountClasspassId);
      if (!pass || pass.accountId !== accountId) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
    }
    if (input.accountSubscriptionId !== undefined) {
      if (accountClasspassId !== null) throw new AppError('VALIDATION_FAILED', 'Choose a class pass or a subscription, not both.');
      await findOwnSubscription(trx, club.id, accountId, accountSubscriptionId ?? 0);
    }

    await lockOccurrence(trx, club.id, scheduleItemId, date);
    if (await findActiveAttendance(trx, club.id, accountId, scheduleItemId, date)) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
    if (await findWaitingPlace(trx, club.id, accountId, scheduleItemId, date)) throw new AppError('WAITLIST_NOT_POSSIBLE', ALREADY_WAITING);
    try {
      await insertWaitlistEntry(trx, { clubId: club.id, scheduleItemId, date, accountId, accountClasspassId, accountSubscriptionId, joinedAt: now });
    } catch (error) {
      if (isSecondWaitingPlace(error)) throw new AppError('WAITLIST_NOT_POSSIBLE', ALREADY_WAITING);
      throw error;
    }
    return readWaitlistStatus(trx, club, accountId, { ...occurrence, scheduleItemId, date });
  });
}
