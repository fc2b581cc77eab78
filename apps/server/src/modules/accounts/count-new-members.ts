import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { countMembersCreatedSince } from '../account-records/index.js';
import { addDays, clubDateOf, clubDayStart, isoWeekday } from '../../platform/club-clock.js';

/** Members who joined this week (since Monday 00:00 in the club's time zone), for the back-office home. */
export async function countNewMembersThisWeek(app: AppContext, club: Club, actor: Actor | null): Promise<number> {
  requirePermission(actor, 'accounts.view');
  const today = clubDateOf(app.clock.now(), club.timeZone);
  const monday = addDays(today, 1 - isoWeekday(today));
  return countMembersCreatedSince(app.db, club.id, clubDayStart(monday, club.timeZone));
}
