import type { AppContext } from '../../platform/app-context.js';
import type { ErrorCode } from '@kiai/shared';
import { isAppError } from '../../platform/errors.js';
import type { Actor } from '../auth/actor.js';
import { checkInMember } from '../booking/check-in-member.js';
import type { Club } from '../clubs/club.js';
import { clubNow } from '../schedule/club-time.js';
import { insertKioskRefusal } from './kiosk-refusal.repository.js';

export interface KioskCheckInInput {
  accountId: number | null;
  scheduleItemId: number | null;
  /** The tap's idempotency key: the same tap sent again (a retry) counts once. */
  clientId: string;
  /** When the member tapped, by the kiosk's clock: a check-in queued offline arrives later. */
  tappedAt?: Date | null | undefined;
}

/**
 * The refusals staff must hear of: a rule about the member or the class said no, so someone who walked in
 * believing they are checked in is not. (Unknown ids, bad input and missing permissions are the caller's
 * mistakes, not a member at the door.)
 */
const REFUSALS_FOR_STAFF: ReadonlySet<ErrorCode> = new Set(['PASS_NOT_VALID', 'CLASS_FULL', 'CLASS_NOT_BOOKABLE', 'BOOKING_NOT_OPEN']);

/**
 * A member taps their name at the door: the booking check-in of the desk, with the kiosk's permission
 * (checkin.attendance.create, checked first thing by checkInMember) and always for the club's today, so a
 * device can never touch another day. Someone with nothing valid gets PASS_NOT_VALID: please see the desk.
 * A refusal is recorded for staff (the attendance page's "Refused at the kiosk") after the check-in's own
 * transaction has rolled back, then answered as before.
 */
export async function checkInAtKiosk(app: AppContext, club: Club, actor: Actor | null, input: KioskCheckInInput): Promise<number> {
  const now = app.clock.now();
  const today = clubNow(now, club.timeZone).date;
  try {
    return await checkInMember(app, club, actor, { accountId: input.accountId, scheduleItemId: input.scheduleItemId, date: today, clientId: input.clientId }, 'checkin.attendance.create');
  } catch (error) {
    if (actor && input.accountId !== null && input.scheduleItemId !== null && isAppError(error) && REFUSALS_FOR_STAFF.has(error.code)) {
      await insertKioskRefusal(app.db, {
        clubId: club.id,
        deviceAccountId: actor.accountId,
        accountId: input.accountId,
        scheduleItemId: input.scheduleItemId,
        date: today,
        clientId: input.clientId.trim(),
        tappedAt: tapTime(input.tappedAt, now),
        recordedAt: now,
        reasonCode: error.code,
        reasonMessage: error.message,
      });
    }
    throw error;
  }
}

/** The kiosk's tap time, never later than now (a tablet's clock may run ahead); none given: now. */
function tapTime(tappedAt: Date | null | undefined, now: Date): Date {
  return tappedAt && tappedAt.getTime() < now.getTime() ? tappedAt : now;
}
