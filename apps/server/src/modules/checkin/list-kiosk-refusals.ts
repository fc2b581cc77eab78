import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { canViewClassList, requireClassListPermission, requirePermission, type Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import { isCalendarDate } from '../schedule/club-time.js';
import { loadOccurrence } from '../schedule/load-occurrences.js';
import { listOpenRefusals, resolveRefusal, type KioskRefusalRow } from './kiosk-refusal.repository.js';

const NOT_YOUR_CLASS = 'You can only see the refused check-ins of the classes you teach.';

/**
 * The kiosk's refused check-ins for one occurrence that nobody has dismissed yet: for whoever sees its class
 * list (schedule.attendance.view, or an instructor teaching it that day: the member at the door is theirs).
 */
export async function listKioskRefusals(app: AppContext, club: Club, actorOrNull: Actor | null, scheduleItemId: number | null, date: string): Promise<KioskRefusalRow[]> {
  const actor = requireClassListPermission(actorOrNull);
  const occurrence = scheduleItemId === null || !isCalendarDate(date) ? undefined : await loadOccurrence(app.db, club, scheduleItemId, date, app.clock.now());
  if (!canViewClassList(actor, [occurrence?.account?.id, occurrence?.account2?.id])) throw new AppError('PERMISSION_DENIED', NOT_YOUR_CLASS);
  if (!occurrence) return [];
  return listOpenRefusals(app.db, club.id, occurrence.item.id, date);
}

const REFUSAL_NOT_FOUND = 'This refused check-in could not be found.';

/** Staff have dealt with a refused check-in (schedule.attendance.edit): it leaves the attendance page. */
export async function dismissKioskRefusal(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<void> {
  const staff = requirePermission(actor, 'schedule.attendance.edit');
  if (id === null || !(await resolveRefusal(app.db, club.id, id, staff.accountId, app.clock.now()))) throw new AppError('NOT_FOUND', REFUSAL_NOT_FOUND);
}
