import { dateProblem, dateRangeProblem, MAX_SCHEDULE_RANGE_DAYS } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePerson, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { Attendance } from './attendance.js';
import { listActiveAttendancesInRange } from './attendance.repository.js';

/**
 * The signed-in member's own bookings (booked or checked in) of a range of the schedule, so the week marks them
 * while the week itself stays one cached answer for everyone (issue 24). Same range rules as the week.
 */
export async function listMyClassBookings(app: AppContext, club: Club, actorOrNull: Actor | null, dateFrom: string, dateUntil: string): Promise<Attendance[]> {
  const actor = requirePerson(actorOrNull);
  const problem =
    dateProblem(dateFrom, 'dateFrom') ?? dateProblem(dateUntil, 'dateUntil') ?? dateRangeProblem(['dateFrom', dateFrom], ['dateUntil', dateUntil], MAX_SCHEDULE_RANGE_DAYS);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  return listActiveAttendancesInRange(app.db, club.id, actor.accountId, dateFrom, dateUntil);
}
