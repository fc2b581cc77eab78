import type { AppContext } from '../../platform/app-context.js';
import type { ErrorCode } from '@kiai/shared';
import { isAppError, type AppError } from '../../platform/errors.js';
import { findAccountById } from '../account-records/index.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { checkClientId, checkInMember } from '../booking/index.js';
import type { Club } from '../clubs/index.js';
import { isClassOfClub } from '../schedule/index.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { recordKioskRefusal } from './record-kiosk-refusal.js';
import { tapMoment } from './tap-moment.js';

export interface KioskCheckInInput {
  accountId: number | null;
  scheduleItemId: number | null;
  /** The tap's idempotency key: the same tap sent again (a retry) counts once. */
  clientId: string;
  /** When the member tapped, by the kiosk's clock: a check-in queued offline arrives later. */
  tappedAt?: Date | null | undefined;
  /** The pass or subscription a member who is not booked chose (undefined: none chosen; null: an id that is not one). */
  accountClasspassId?: number | null | undefined;
  accountSubscriptionId?: number | null | undefined;
}

/**
 * The refusals staff must hear of: a rule about the member or the class said no, or the tap came too late or
 * from a tablet whose clock is wrong, so someone who walked in believing they are checked in is not. (Unknown
 * ids, bad input and missing permissions are the caller's mistakes, not a member at the door.)
 */
const REFUSALS_FOR_STAFF: ReadonlySet<ErrorCode> = new Set(['PASS_NOT_VALID', 'SUBSCRIPTION_NOT_VALID', 'CLASS_FULL', 'CLASS_NOT_BOOKABLE', 'BOOKING_NOT_OPEN']);
const TAP_REFUSALS_FOR_STAFF: ReadonlySet<unknown> = new Set(['TAP_AHEAD', 'TAP_TOO_OLD']);

const forStaff = (error: unknown): error is AppError => isAppError(error) && (REFUSALS_FOR_STAFF.has(error.code) || TAP_REFUSALS_FOR_STAFF.has(error.details?.reason));

/**
 * A member taps their name at the door: the booking check-in of the desk, with the kiosk's permission
 * (checkin.attendance.create, checked first thing), for the class's date at the tap and judged
 * as of the tap (tap-moment.ts: a tap queued offline arrives later), so a device reaches no other day than
 * today or, after a night offline, yesterday. Someone with nothing valid gets PASS_NOT_VALID: please see the
 * desk. A refusal is recorded for staff (the attendance page's "Refused at the kiosk", or the back office's home
 * for a class the club does not have) after the check-in's own transaction has rolled back, then answered as before.
 */
export async function checkInAtKiosk(app: AppContext, club: Club, actor: Actor | null, input: KioskCheckInInput): Promise<number> {
  requirePermission(actor, 'checkin.attendance.create');
  // before anything can be refused: a refusal is kept under this key
  checkClientId(input.clientId);
  try {
    const at = tapMoment(input.tappedAt, app.clock.now(), club.timeZone);
    const date = clubDateOf(at, club.timeZone);
    const { accountId, scheduleItemId, accountClasspassId, accountSubscriptionId, clientId } = input;
    return await checkInMember(app, club, actor, { accountId, scheduleItemId, date, at, accountClasspassId, accountSubscriptionId, clientId }, 'checkin.attendance.create');
  } catch (error) {
    if (actor && forStaff(error)) await keepForStaff(app, club, actor.accountId, input, error);
    throw error;
  }
}

/**
 * Records a refusal with only what the club has, since a kiosk may send any id: a class it does not have (another
 * club's, one that never existed) is left out and the refusal kept without it, as the member still walked in; an
 * account it does not have is nobody at the door, so nothing is kept.
 */
async function keepForStaff(app: AppContext, club: Club, deviceAccountId: number, input: KioskCheckInInput, refusal: AppError): Promise<void> {
  if (input.accountId === null || !(await findAccountById(app.db, club.id, input.accountId))) return;
  const scheduleItemId = input.scheduleItemId !== null && (await isClassOfClub(app.db, club.id, input.scheduleItemId)) ? input.scheduleItemId : null;
  await recordKioskRefusal(app, club, deviceAccountId, input, { accountId: input.accountId, scheduleItemId }, refusal);
}
