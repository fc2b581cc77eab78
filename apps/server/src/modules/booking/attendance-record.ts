import type { AppContext } from '../../platform/app-context.js';
import { requireAccountAccess, type Actor } from '../../platform/access-policy.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { countLateCancelsAndNoShows, type AttendanceRecord } from './attendance.repository.js';

const NONE: AttendanceRecord = { lateCancels: 0, noShows: 0 };

/** A member's late cancels and no-shows (issue 24): the member, and staff who see class bookings (schedule.attendance.view). */
export async function readAttendanceRecord(app: AppContext, club: Club, actor: Actor | null, accountId: number): Promise<AttendanceRecord> {
  requireAccountAccess(actor, accountId, 'schedule.attendance.view');
  const today = clubDateOf(app.clock.now(), club.timeZone);
  return (await countLateCancelsAndNoShows(app.db, club.id, [accountId], today)).get(accountId) ?? NONE;
}
