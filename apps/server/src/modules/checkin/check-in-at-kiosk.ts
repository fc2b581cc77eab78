import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../auth/actor.js';
import { checkInMember } from '../booking/check-in-member.js';
import type { Club } from '../clubs/club.js';
import { clubNow } from '../schedule/club-time.js';

export interface KioskCheckInInput {
  accountId: number | null;
  scheduleItemId: number | null;
  /** The tap's idempotency key: the same tap sent again (a retry) counts once. */
  clientId: string;
}

/**
 * A member taps their name at the door: the booking check-in of the desk, with the kiosk's permission
 * (checkin.attendance.create, checked first thing by checkInMember) and always for the club's today, so a
 * device can never touch another day. Someone with nothing valid gets PASS_NOT_VALID: please see the desk.
 */
export function checkInAtKiosk(app: AppContext, club: Club, actor: Actor | null, input: KioskCheckInInput): Promise<number> {
  const today = clubNow(app.clock.now(), club.timeZone).date;
  return checkInMember(app, club, actor, { accountId: input.accountId, scheduleItemId: input.scheduleItemId, date: today, clientId: input.clientId }, 'checkin.attendance.create');
}
