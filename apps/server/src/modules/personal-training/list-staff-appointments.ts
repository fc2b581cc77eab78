import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireAccountAccess, requirePermission, type Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import { addDays, isCalendarDate } from '../schedule/club-time.js';
import { boundaryInstant } from './zoned-time.js';
import { listAppointmentsBetween, type Page, type StaffAppointment } from './staff-personal-training.repository.js';

/**
 * The appointments starting on one club-local date, cancelled ones included, by start. Staff with
 * appointments.view see every trainer's (or one trainer's); a trainer sees their own by naming themselves.
 */
export async function listStaffAppointments(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  query: { date: string; trainerId?: number | undefined },
  page: Page,
): Promise<StaffAppointment[]> {
  if (query.trainerId === undefined) requirePermission(actor, 'appointments.view');
  else requireAccountAccess(actor, query.trainerId, 'appointments.view');
  if (!isCalendarDate(query.date)) throw new AppError('VALIDATION_FAILED', 'Please input dates as YYYY-MM-DD.');
  const from = new Date(boundaryInstant(query.date, 0, club.timeZone, 'start'));
  const until = new Date(boundaryInstant(addDays(query.date, 1), 0, club.timeZone, 'start'));
  return listAppointmentsBetween(app.db, club.id, from, until, query.trainerId, page);
}
