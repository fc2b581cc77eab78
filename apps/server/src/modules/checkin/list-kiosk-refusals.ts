import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import { isCalendarDate } from '../schedule/club-time.js';
import { listOpenRefusals, resolveRefusal, type KioskRefusalRow } from './kiosk-refusal.repository.js';

/** The kiosk's refused check-ins for one occurrence that nobody has dismissed yet (schedule.attendance.view). */
export async function listKioskRefusals(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number | null, date: string): Promise<KioskRefusalRow[]> {
  requirePermission(actor, 'schedule.attendance.view');
  if (scheduleItemId === null || !isCalendarDate(date)) return [];
  return listOpenRefusals(app.db, club.id, scheduleItemId, date);
}

const REFUSAL_NOT_FOUND = 'This refused check-in could not be found.';

/** Staff have dealt with a refused check-in (schedule.attendance.edit): it leaves the attendance page. */
export async function dismissKioskRefusal(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<void> {
  const staff = requirePermission(actor, 'schedule.attendance.edit');
  if (id === null || !(await resolveRefusal(app.db, club.id, id, staff.accountId, app.clock.now()))) throw new AppError('NOT_FOUND', REFUSAL_NOT_FOUND);
}
