import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { compiledQuery } from '../../platform/db/compiled-query.js';
import type { AttendanceBookingStatus, ScheduleItemAttendancesTable } from '../../platform/db/tables/booking.js';
import type { Occupancy } from '../schedule/index.js';
import type { Attendance } from './attendance.js';
import type { ListPage } from '../../platform/list-page.js';

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

type Spend = Partial<Pick<Attendance, 'accountSubscriptionCreditId' | 'advanceCredit' | 'lateCancel'>>;

/** A cancel inside the window: the subscription's credit goes back (a pass's class comes back by its status). */
export const CREDIT_RETURNED: Spend = { accountSubscriptionCreditId: null, advanceCredit: false };
/** A late cancel: the credit (or advance credit) stays spent, and the pass counts the class as used. */
export const CREDIT_KEPT_SPENT: Spend = { lateCancel: true };

/**
 * Moves an attendance from one status to another only if it still has the first: two racing changes give one.
 * `spend` changes what it spends with it: a cancel that returns its subscription credit or keeps it spent (late),
 * a rebook that takes one. Any change but a late cancel leaves it not late.
 */
export function changeBookingStatus(
  db: Db,
  clubId: number,
  id: number,
  from: AttendanceBookingStatus,
  to: AttendanceBookingStatus,
  now: Date,
  spend: Spend = {},
): Promise<Attendance | undefined> {
  return db
    .updateTable('scheduleItemAttendances')
    .set({ bookingStatus: to, cancelledAt: to === 'CANCELLED' ? now : null, updatedAt: now, lateCancel: false, ...spend })
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
  /** the latest class first (an account's history), else the earliest first */
  latestFirst?: boolean;
}

/** Class attendances, earliest class first unless `latestFirst`. */
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
  const direction = filter.latestFirst ? 'desc' : 'asc';
  return query.orderBy('sa.date', direction).orderBy('si.timeStart', direction).orderBy('sa.id', direction).offset(page.offset).limit(page.limit).execute();
}

/** True for PostgreSQL's unique violation of the one-active-attendance index. */
export function isDoubleBooking(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'schedule_item_attendances_active_key');
}

/** One row of a class's attendance list: the attendance with the member's name and the pass or subscription used. */
export interface ClassListRow extends Attendance {
  firstName: string;
  lastName: string;
  classpassName: string | null;
  subscriptionName: string | null;
  trialPass: boolean;
}

/** Every attendance of one occurrence (cancelled ones too), by last name then first name. */
export async function listOccurrenceAttendances(db: Db, clubId: number, scheduleItemId: number, date: string): Promise<ClassListRow[]> {
  const rows = await db
    .selectFrom('scheduleItemAttendances as sa')
    .innerJoin('accounts as a', (join) => join.onRef('a.id', '=', 'sa.accountId').onRef('a.clubId', '=', 'sa.clubId'))
    .leftJoin('accountClasspasses as ac', (join) => join.onRef('ac.id', '=', 'sa.accountClasspassId').onRef('ac.clubId', '=', 'sa.clubId'))
    .leftJoin('organizationClasspasses as oc', (join) => join.onRef('oc.id', '=', 'ac.organizationClasspassId').onRef('oc.clubId', '=', 'ac.clubId'))
    .leftJoin('accountSubscriptions as asub', (join) => join.onRef('asub.id', '=', 'sa.accountSubscriptionId').onRef('asub.clubId', '=', 'sa.clubId'))
    .leftJoin('organizationSubscriptions as os', (join) => join.onRef('os.id', '=', 'asub.organizationSubscriptionId').onRef('os.clubId', '=', 'asub.clubId'))
    .selectAll('sa')
    .select(['a.firstName', 'a.lastName', 'oc.name as classpassName', 'oc.trialPass', 'os.name as subscriptionName'])
    .where('sa.clubId', '=', clubId)
    .where('sa.scheduleItemId', '=', scheduleItemId)
    .where('sa.date', '=', date)
    .orderBy('a.lastName')
    .orderBy('a.firstName')
    .orderBy('sa.id')
    .execute();
  return rows.map((row) => ({ ...row, trialPass: row.trialPass === true }));
}

/** The account's attendance of the occurrence that holds a spot (BOOKED or ATTENDING), if any. */
export function findActiveAttendance(db: Db, clubId: number, accountId: number, scheduleItemId: number, date: string): Promise<Attendance | undefined> {
  return db
    .selectFrom('scheduleItemAttendances')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('scheduleItemId', '=', scheduleItemId)
    .where('date', '=', date)
    .where('bookingStatus', '<>', 'CANCELLED')
    .executeTakeFirst();
}

/** The attendance a check-in with this client id made, if one did. */
export async function findCheckInByClientId(db: Db, clubId: number, clientId: string): Promise<Attendance | undefined> {
  return db
    .selectFrom('scheduleItemCheckIns as ci')
    .innerJoin('scheduleItemAttendances as sa', (join) => join.onRef('sa.id', '=', 'ci.scheduleItemAttendanceId').onRef('sa.clubId', '=', 'ci.clubId'))
    .selectAll('sa')
    .where('ci.clubId', '=', clubId)
    .where('ci.clientId', '=', clientId)
    .executeTakeFirst();
}

/** Records a check-in's client id; a second record of the same id (a racing retry) is left out. */
export async function recordCheckIn(db: Db, clubId: number, clientId: string, attendanceId: number, now: Date): Promise<void> {
  await db
    .insertInto('scheduleItemCheckIns')
    .values({ clubId, clientId, scheduleItemAttendanceId: attendanceId, createdAt: now })
    .onConflict((oc) => oc.columns(['clubId', 'clientId']).doNothing())
    .execute();
}

/** How often a member cancelled late and did not show up (BOOKED, never checked in, for a class before today). */
export interface AttendanceRecord {
  lateCancels: number;
  noShows: number;
}

/** Late cancels and no-shows of each account, for staff: one statement for a whole class list. */
export async function countLateCancelsAndNoShows(db: Db, clubId: number, accountIds: readonly number[], today: string): Promise<Map<number, AttendanceRecord>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('scheduleItemAttendances')
    .select((eb) => [
      'accountId',
      eb.fn.countAll<string>().filterWhere('lateCancel', '=', true).as('lateCancels'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('bookingStatus', '=', 'BOOKED'), w('date', '<', today)]))
        .as('noShows'),
    ])
    .where('clubId', '=', clubId)
    .where('accountId', 'in', [...new Set(accountIds)])
    .groupBy('accountId')
    .execute();
  return new Map(rows.map((row) => [row.accountId, { lateCancels: Number(row.lateCancels), noShows: Number(row.noShows) }]));
}

/** The account's attendances holding a spot (BOOKED or ATTENDING) on classes dated in [dateFrom, dateUntil]. */
export function listActiveAttendancesInRange(db: Db, clubId: number, accountId: number, dateFrom: string, dateUntil: string): Promise<Attendance[]> {
  return db
    .selectFrom('scheduleItemAttendances')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('date', '>=', dateFrom)
    .where('date', '<=', dateUntil)
    .where('bookingStatus', '<>', 'CANCELLED')
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/** Checks in every BOOKED attendance of one occurrence in one statement; answers how many. */
export async function checkInAllBookedOf(trx: Db, clubId: number, scheduleItemId: number, date: string, now: Date): Promise<number> {
  const result = await trx
    .updateTable('scheduleItemAttendances')
    .set({ bookingStatus: 'ATTENDING', updatedAt: now })
    .where('clubId', '=', clubId)
    .where('scheduleItemId', '=', scheduleItemId)
    .where('date', '=', date)
    .where('bookingStatus', '=', 'BOOKED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks a still-BOOKED attendance's reminder as mailed, once: answers false when it was mailed already (a booking
 * cancelled and made again has a second reminder job) or the booking is no longer BOOKED.
 */
export async function markReminderMailed(db: Db, clubId: number, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('scheduleItemAttendances')
    .set({ reminderMailedAt: now })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('bookingStatus', '=', 'BOOKED')
    .where('reminderMailedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
