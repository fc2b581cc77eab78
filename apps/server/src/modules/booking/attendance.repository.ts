import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { compiledQuery } from '../../platform/db/compiled-query.js';
import type { AttendanceBookingStatus, ScheduleItemAttendancesTable } from '../../platform/db/tables/booking.js';
import type { Occupancy } from '../schedule/booking-status.js';
import type { Attendance } from './attendance.js';

export interface ListPage {
  offset: number;
  limit: number;
}

export function findAttendance(db: Db, clubId: number, id: number): Promise<Attendance | undefined> {
  return db.selectFrom('scheduleItemAttendances').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** Whether the account has any attendance (cancelled ones included) for the occurrence. */
export async function hasAttendance(db: Db, clubId: number, accountId: number, scheduleItemId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('scheduleItemAttendances')
    .select('id')
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('scheduleItemId', '=', scheduleItemId)
    .where('date', '=', date)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const selectOccupancy = compiledQuery(
  ['clubId', 'scheduleItemId', 'date', 'accountId'],
  (db, p: { clubId: number; scheduleItemId: number; date: string; accountId: number }) =>
    db
      .selectFrom('scheduleItemAttendances')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('bookingStatus', '=', 'BOOKED').as('booked'),
        eb.fn.countAll<number>().filterWhere('bookingStatus', '=', 'ATTENDING').as('attending'),
        eb.fn.countAll<number>().filterWhere('accountId', '=', p.accountId).as('mine'),
      ])
      .where('clubId', '=', p.clubId)
      .where('date', '=', p.date)
      .where('scheduleItemId', '=', p.scheduleItemId)
      .where('bookingStatus', 'in', ['BOOKED', 'ATTENDING']),
);

/**
 * Spots taken on one occurrence (with the spaces that apply to it) and whether the account holds one of them
 * (compiled once: every booking counts them).
 */
export async function countOccupancy(
  db: Db,
  clubId: number,
  scheduleItemId: number,
  date: string,
  spaces: Pick<Occupancy, 'spaces' | 'walkInSpaces'>,
  accountId: number,
): Promise<Occupancy & { holdsSpot: boolean }> {
  const [row] = await selectOccupancy(db, { clubId, scheduleItemId, date, accountId });
  return { ...spaces, countBooked: Number(row?.booked ?? 0), countAttending: Number(row?.attending ?? 0), holdsSpot: Number(row?.mine ?? 0) > 0 };
}

export function insertAttendance(db: Db, values: Insertable<ScheduleItemAttendancesTable>): Promise<Attendance> {
  return db.insertInto('scheduleItemAttendances').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Moves an attendance from one status to another only if it still has the first: two racing changes give one. */
export function changeBookingStatus(
  db: Db,
  clubId: number,
  id: number,
  from: AttendanceBookingStatus,
  to: AttendanceBookingStatus,
  now: Date,
): Promise<Attendance | undefined> {
  return db
    .updateTable('scheduleItemAttendances')
    .set({ bookingStatus: to, cancelledAt: to === 'CANCELLED' ? now : null, updatedAt: now })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('bookingStatus', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export interface AttendanceFilter {
  /** null: every account */
  accountId: number | null;
  dateGte?: string | undefined;
  scheduleItemId?: number | undefined;
  date?: string | undefined;
}

/** Class attendances, earliest class first. */
export function listAttendances(db: Db, clubId: number, filter: AttendanceFilter, page: ListPage): Promise<Attendance[]> {
  let query = db
    .selectFrom('scheduleItemAttendances as sa')
    .innerJoin('scheduleItems as si', 'si.id', 'sa.scheduleItemId')
    .selectAll('sa')
    .where('sa.clubId', '=', clubId)
    .where('si.scheduleItemType', '=', 'CLASS');
  if (filter.accountId !== null) query = query.where('sa.accountId', '=', filter.accountId);
  if (filter.dateGte !== undefined) query = query.where('sa.date', '>=', filter.dateGte);
  if (filter.scheduleItemId !== undefined) query = query.where('sa.scheduleItemId', '=', filter.scheduleItemId);
  if (filter.date !== undefined) query = query.where('sa.date', '=', filter.date);
  return query.orderBy('sa.date').orderBy('si.timeStart').orderBy('sa.id').offset(page.offset).limit(page.limit).execute();
}

/** True for PostgreSQL's unique violation of the one-active-attendance index. */
export function isDoubleBooking(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'schedule_item_attendances_active_key');
}
