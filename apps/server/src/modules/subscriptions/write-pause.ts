import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { fieldError } from '../../platform/errors.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';
import type { Club } from '../clubs/index.js';
import type { AccountSubscription } from '../subscription-records/index.js';
import { checkPause } from './pause-rules.js';
import { changerId, type ChangedBy } from './subscription-change.js';
import { checkReason } from './subscription-fields.js';
import { cancelBookingsInside, countAttendedInside, insertPause, updatePauseDates } from './subscription-changes.repository.js';
import { creditUnbilledDays } from './unbilled-days.js';
import { ATTENDED_INSIDE, PAUSE_OVERLAPS } from './subscription-messages.js';

export interface PauseFields {
  dateStart: string;
  dateEnd: string;
  reason?: string | null | undefined;
}

/** The dates checked before anything is read: real dates of the business window (2000–2100). */
export function checkPauseDates(fields: PauseFields): void {
  if (!isCalendarDate(fields.dateStart)) throw fieldError('dateStart', VALID_DATE_MESSAGE);
  if (!isCalendarDate(fields.dateEnd)) throw fieldError('dateEnd', VALID_DATE_MESSAGE);
}

/**
 * Writes a new pause (editing: null) or moves one, under the subscription's lock, by the club's rules (a member's
 * with the portal's notice days too): no overlap with another pause, never over a day already attended. Then the
 * BOOKED classes inside it from today on are cancelled with their credits returned, and days of invoiced months it
 * now covers are credited. Closure pauses (clubClosureId) are the club's and skip the member's limits.
 */
export async function writePause(
  app: AppContext,
  trx: Db,
  club: Club,
  subscription: AccountSubscription,
  by: ChangedBy,
  fields: PauseFields,
  editing: { id: number } | null,
  clubClosureId: number | null = null,
): Promise<number> {
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const reason = checkReason(fields.reason);
  const request = { dateStart: fields.dateStart, dateEnd: fields.dateEnd };
  const others = subscription.pauses.filter((p) => p.id !== editing?.id);
  if (clubClosureId === null) {
    const noticeDays = 'member' in by ? club.pauseNoticeDays : null;
    checkPause(request, subscription, others, { minPauseDays: club.minPauseDays, maxPausesPerYear: club.maxPausesPerYear, noticeDays }, today);
  }
  if (others.some((p) => p.dateStart <= request.dateEnd && request.dateStart <= p.dateEnd)) throw fieldError('dateStart', PAUSE_OVERLAPS);
  if ((await countAttendedInside(trx, club.id, subscription.id, request.dateStart, request.dateEnd)) > 0) throw fieldError('dateStart', ATTENDED_INSIDE);
  const id = editing
    ? (await updatePauseDates(trx, club.id, editing.id, { ...request, reason }), editing.id)
    : await insertPause(trx, { clubId: club.id, accountSubscriptionId: subscription.id, ...request, reason, clubClosureId, createdByAccountId: changerId(by) });
  const from = request.dateStart > today ? request.dateStart : today;
  if (from <= request.dateEnd) await cancelBookingsInside(trx, club.id, subscription.id, from, request.dateEnd, now);
  await creditUnbilledDays(app, trx, club, subscription.id, changerId(by));
  return id;
}
