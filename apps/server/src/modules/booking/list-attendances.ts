import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { canAccessAccount, hasPermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import type { AttendanceView } from './attendance.js';
import { buildAttendanceViews } from './attendance-views.js';
import { findAttendance, listAttendances } from './attendance.repository.js';
import type { ListPage } from '../../platform/list-page.js';

export interface AttendanceQuery {
  /** decoded `account` argument: undefined when not given, null when it could not be decoded */
  accountId?: number | null | undefined;
  dateGte?: string | null | undefined;
  /** decoded `scheduleItem` argument: undefined when not given, null when it could not be decoded */
  scheduleItemId?: number | null | undefined;
  date?: string | null | undefined;
  /** Event tickets do not exist yet, so every class attendance has none. */
  eventTicketIsNull?: boolean | null | undefined;
  /** `date` (the default: the earliest class first) or `-date` (the latest first) */
  orderBy?: string | null | undefined;
}

const ORDERS: Record<string, boolean> = { date: false, '-date': true };

/** Whether the list runs latest first; an order the list does not know is refused. */
function latestFirst(orderBy: string | null | undefined): boolean {
  if (orderBy === null || orderBy === undefined || orderBy === '') return false;
  const latest = ORDERS[orderBy];
  if (latest === undefined) throw new AppError('VALIDATION_FAILED', 'orderBy must be date or -date.');
  return latest;
}

function checkDate(value: string | null | undefined, name: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (!isCalendarDate(value)) throw new AppError('VALIDATION_FAILED', `${name} must be a real date as YYYY-MM-DD.`);
  return value;
}

/**
 * Class attendances, earliest first (or the latest first: `-date`). Members see only their own; schedule.attendance.view may name any
 * account, or none for everyone's (a class's attendance list).
 */
export async function listAttendancesOf(app: AppContext, club: Club, actor: Actor | null, query: AttendanceQuery, page: ListPage): Promise<AttendanceView[]> {
  const everyone = query.accountId === undefined && hasPermission(actor, 'schedule.attendance.view');
  const accountId = everyone ? null : await resolveTargetAccount(app.db, club.id, actor, query.accountId, 'schedule.attendance.view');
  const dateGte = checkDate(query.dateGte, 'date_Gte');
  const date = checkDate(query.date, 'date');
  const latest = latestFirst(query.orderBy);
  if (query.scheduleItemId === null || query.eventTicketIsNull === false) return [];
  const attendances = await listAttendances(app.db, club.id, { accountId, dateGte, date, scheduleItemId: query.scheduleItemId, latestFirst: latest }, page);
  return buildAttendanceViews(app, club, attendances);
}

/** One attendance its owner (or schedule.attendance.view) may read; anyone else gets undefined, as for a missing one. */
export async function findAttendanceFor(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<AttendanceView | undefined> {
  if (!actor || id === null) return undefined;
  const attendance = await findAttendance(app.db, club.id, id);
  if (!attendance || !canAccessAccount(actor, attendance.accountId, 'schedule.attendance.view')) return undefined;
  const [view] = await buildAttendanceViews(app, club, [attendance]);
  return view;
}
