import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireAccountAccess, requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { clubDayEnd, clubDayStart, isCalendarDate } from '../../platform/club-clock.js';
import { listAppointmentsFor, type StaffAppointment } from './staff-personal-training.repository.js';
import { DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';
import type { ListPage } from '../../platform/list-page.js';

export interface StaffAppointmentsQuery {
  /** a club-local date; may be left out only for one account's appointments */
  date?: string | null | undefined;
  trainerId?: number | undefined;
  accountId?: number | undefined;
}

/**
 * The appointments starting on one club-local date, cancelled ones included, by start. Staff with
 * appointments.view see every trainer's (or one trainer's); a trainer sees their own by naming themselves.
 * One member's appointments (the account page) need appointments.view; without a date they are all of that
 * member's, the latest first. Another club's account finds nothing, exactly like a missing one.
 */
export async function listStaffAppointments(app: AppContext, club: Club, actor: Actor | null, query: StaffAppointmentsQuery, page: ListPage): Promise<StaffAppointment[]> {
  if (query.trainerId === undefined || query.accountId !== undefined) requirePermission(actor, 'appointments.view');
  else requireAccountAccess(actor, query.trainerId, 'appointments.view');
  const date = query.date ?? null;
  if (date === null && query.accountId === undefined) throw new AppError('VALIDATION_FAILED', 'Please give a date or an account.');
  if (date !== null && !isCalendarDate(date)) throw new AppError('VALIDATION_FAILED', DATE_FORMAT_MESSAGE);
  const window =
    date === null
      ? null
      : { from: clubDayStart(date, club.timeZone), until: clubDayEnd(date, club.timeZone) };
  return listAppointmentsFor(app.db, club.id, { window, trainerId: query.trainerId, accountId: query.accountId }, page);
}
