import type { Db } from '../../platform/db/database.js';
import type { WaitlistStatus } from '../../platform/db/tables/booking.js';
import type { WaitlistEntry } from './waitlist.js';

/** Whether the class type an occurrence has (its one-time change's, else the class's) offers a waitlist. */
export async function classtypeOffersWaitlist(db: Db, clubId: number, scheduleItemId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('scheduleItems as si')
    .leftJoin('scheduleItemChanges as c', (join) => join.onRef('c.scheduleItemId', '=', 'si.id').onRef('c.clubId', '=', 'si.clubId').on('c.date', '=', date))
    .innerJoin('organizationClasstypes as ct', (join) =>
      join.onRef('ct.clubId', '=', 'si.clubId').on((eb) => eb('ct.id', '=', eb.fn.coalesce('c.organizationClasstypeId', 'si.organizationClasstypeId'))),
    )
    .select('ct.waitlist')
    .where('si.clubId', '=', clubId)
    .where('si.id', '=', scheduleItemId)
    .executeTakeFirst();
  return row?.waitlist === true;
}

export interface NewWaitlistEntry {
  clubId: number;
  scheduleItemId: number;
  date: string;
  accountId: number;
  accountClasspassId: number | null;
  accountSubscriptionId: number | null;
  joinedAt: Date;
}

export function insertWaitlistEntry(db: Db, values: NewWaitlistEntry): Promise<WaitlistEntry> {
  return db.insertInto('scheduleItemWaitlistEntries').values(values).returningAll().executeTakeFirstOrThrow();
}

/** True for PostgreSQL's unique violation of the one-waiting-place index (two joins at once). */
export function isSecondWaitingPlace(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'schedule_item_waitlist_entries_waiting_key');
}

/** The account's WAITING place on the occurrence, if any. */
export function findWaitingPlace(db: Db, clubId: number, accountId: number, scheduleItemId: number, date: string): Promise<WaitlistEntry | undefined> {
  return db
    .selectFrom('scheduleItemWaitlistEntries')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('scheduleItemId', '=', scheduleItemId)
    .where('date', '=', date)
    .where('status', '=', 'WAITING')
    .executeTakeFirst();
}

/** Ends a WAITING place (only from WAITING: of two racing ends one wins); PROMOTED names the booking it made. */
export async function endWaitingPlace(db: Db, clubId: number, id: number, status: Exclude<WaitlistStatus, 'WAITING'>, now: Date, attendanceId: number | null = null): Promise<boolean> {
  const ended = await db
    .updateTable('scheduleItemWaitlistEntries')
    .set({ status, endedAt: now, scheduleItemAttendanceId: attendanceId })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('status', '=', 'WAITING')
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

/** Ends the account's waiting place on an occurrence it has just booked (a member holds none while booked). */
export function closeWaitingPlaceOnBooking(db: Db, clubId: number, accountId: number, scheduleItemId: number, date: string, now: Date): Promise<void> {
  return closeWaitingPlaces(db, clubId, scheduleItemId, date, now, accountId);
}

/** Ends every WAITING place of an occurrence (the class started). */
export function closeWaitingLine(db: Db, clubId: number, scheduleItemId: number, date: string, now: Date): Promise<void> {
  return closeWaitingPlaces(db, clubId, scheduleItemId, date, now, null);
}

/** Ends the WAITING places of an occurrence: one account's, or (null) everyone's. */
async function closeWaitingPlaces(db: Db, clubId: number, scheduleItemId: number, date: string, now: Date, accountId: number | null): Promise<void> {
  let query = db
    .updateTable('scheduleItemWaitlistEntries')
    .set({ status: 'CLOSED', endedAt: now })
    .where('clubId', '=', clubId)
    .where('scheduleItemId', '=', scheduleItemId)
    .where('date', '=', date)
    .where('status', '=', 'WAITING');
  if (accountId !== null) query = query.where('accountId', '=', accountId);
  await query.execute();
}

export function markToldUnusable(db: Db, clubId: number, id: number, now: Date) {
  return db.updateTable('scheduleItemWaitlistEntries').set({ toldUnusableAt: now }).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** One waiting member with what a mail to them and a class's waitlist screen need. */
export interface WaitingMember extends WaitlistEntry {
  email: string;
  firstName: string;
  lastName: string;
}

/** The line of one occurrence: its WAITING places, first joined first. */
export function listWaitingLine(db: Db, clubId: number, scheduleItemId: number, date: string): Promise<WaitingMember[]> {
  return db
    .selectFrom('scheduleItemWaitlistEntries as w')
    .innerJoin('accounts as a', (join) => join.onRef('a.id', '=', 'w.accountId').onRef('a.clubId', '=', 'w.clubId'))
    .selectAll('w')
    .select(['a.email', 'a.firstName', 'a.lastName'])
    .where('w.clubId', '=', clubId)
    .where('w.scheduleItemId', '=', scheduleItemId)
    .where('w.date', '=', date)
    .where('w.status', '=', 'WAITING')
    .orderBy('w.joinedAt')
    .orderBy('w.id')
    .execute();
}

/** The dates from `dateGte` on where members wait for a place on the class, earliest first. */
export async function listWaitingDates(db: Db, clubId: number, scheduleItemId: number, dateGte: string): Promise<string[]> {
  const rows = await db
    .selectFrom('scheduleItemWaitlistEntries')
    .select('date')
    .distinct()
    .where('clubId', '=', clubId)
    .where('scheduleItemId', '=', scheduleItemId)
    .where('date', '>=', dateGte)
    .where('status', '=', 'WAITING')
    .orderBy('date')
    .execute();
  return rows.map((row) => row.date);
}

/** A WAITING place with its position in its line (1 = next). */
export interface WaitingPlace extends WaitlistEntry {
  position: number;
}

/** Which of an account's WAITING places: those on occurrences dated from a day on, or the one on an occurrence. */
export type WaitingPlaceFilter = { dateGte: string } | { scheduleItemId: number; date: string };

/** The account's WAITING places the filter names, each with its position; earliest class first. */
export async function listWaitingPlacesOf(db: Db, clubId: number, accountId: number, filter: WaitingPlaceFilter): Promise<WaitingPlace[]> {
  let query = db
    .selectFrom('scheduleItemWaitlistEntries as w')
    .selectAll('w')
    .select((eb) =>
      eb
        .selectFrom('scheduleItemWaitlistEntries as o')
        .select((o) => o.fn.countAll<number>().as('n'))
        .whereRef('o.clubId', '=', 'w.clubId')
        .whereRef('o.scheduleItemId', '=', 'w.scheduleItemId')
        .whereRef('o.date', '=', 'w.date')
        .where('o.status', '=', 'WAITING')
        .where((o) => o(o.refTuple('o.joinedAt', 'o.id'), '<=', o.refTuple('w.joinedAt', 'w.id')))
        .as('position'),
    )
    .where('w.clubId', '=', clubId)
    .where('w.accountId', '=', accountId)
    .where('w.status', '=', 'WAITING');
  query = 'dateGte' in filter ? query.where('w.date', '>=', filter.dateGte) : query.where('w.scheduleItemId', '=', filter.scheduleItemId).where('w.date', '=', filter.date);
  const rows = await query.orderBy('w.date').orderBy('w.id').execute();
  return rows.map((row) => ({ ...row, position: Number(row.position ?? 0) }));
}

/**
 * Marks a place PROMOTED with the booking a promotion just made in this transaction (the booking closed the place).
 * False when it was not closed by that booking: the member left the line meanwhile.
 */
export async function markPromoted(db: Db, clubId: number, id: number, attendanceId: number): Promise<boolean> {
  const promoted = await db
    .updateTable('scheduleItemWaitlistEntries')
    .set({ status: 'PROMOTED', scheduleItemAttendanceId: attendanceId })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('status', '=', 'CLOSED')
    .executeTakeFirst();
  return promoted.numUpdatedRows > 0n;
}
