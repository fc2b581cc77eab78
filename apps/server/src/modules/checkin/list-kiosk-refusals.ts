import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { canViewClassList, requireClassListPermission, requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { loadOccurrence } from '../schedule/index.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { listOpenRefusals, listOpenScanRefusals, resolveRefusal, type KioskRefusalRow, type KioskScanRefusalRow } from './kiosk-refusal.repository.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';

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

/**
 * A day's card scans refused before any class was chosen (a card nobody here holds, no class open at the
 * kiosk's location, the tablet's clock) that nobody has dismissed: for the desk (schedule.attendance.view).
 * They belong to no class, so an instructor's own classes do not show them. No date: the club's today.
 */
export async function listKioskScanRefusals(app: AppContext, club: Club, actor: Actor | null, date: string | null): Promise<KioskScanRefusalRow[]> {
  requirePermission(actor, 'schedule.attendance.view');
  if (date !== null && !isCalendarDate(date)) throw new AppError('VALIDATION_FAILED', VALID_DATE_MESSAGE);
  return listOpenScanRefusals(app.db, club.id, date ?? clubDateOf(app.clock.now(), club.timeZone));
}

const REFUSAL_NOT_FOUND = 'This refused check-in could not be found.';

/** Staff have dealt with a refused check-in (schedule.attendance.edit): it leaves the attendance page (or the home's). */
export async function dismissKioskRefusal(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<void> {
  const staff = requirePermission(actor, 'schedule.attendance.edit');
  if (id === null || !(await resolveRefusal(app.db, club.id, id, staff.accountId, app.clock.now()))) throw new AppError('NOT_FOUND', REFUSAL_NOT_FOUND);
}
