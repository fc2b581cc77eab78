import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountSubscriptionCreditsTable } from '../../platform/db/tables/subscriptions.js';
import { lastDayOfMonth } from '../../platform/club-clock.js';

export type CreditGrantRow = Selectable<AccountSubscriptionCreditsTable>;

/** A grant with how many of its credits bookings spend: every attendance naming it, a late-cancelled one included. */
export interface CreditGrantUse extends CreditGrantRow {
  used: number;
}

/** The month's grant of a subscription (the MONTHLY one; at most one by the partial unique index). */
export function findMonthGrant(db: Db, clubId: number, accountSubscriptionId: number, month: string): Promise<CreditGrantRow | undefined> {
  return db
    .selectFrom('accountSubscriptionCredits')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', accountSubscriptionId)
    .where('kind', '=', 'MONTHLY')
    .where('month', '=', month)
    .executeTakeFirst();
}

/** Inserts a grant; a second MONTHLY grant of the same month inserts nothing and answers undefined. */
export function insertCreditGrant(trx: Db, values: Insertable<AccountSubscriptionCreditsTable>): Promise<CreditGrantRow | undefined> {
  return trx
    .insertInto('accountSubscriptionCredits')
    .values(values)
    .onConflict((oc) =>
      // The predicate is written out (not a parameter): PostgreSQL matches it to the partial unique index's by its text.
      oc.columns(['clubId', 'accountSubscriptionId', 'month']).where('kind', '=', sql.lit('MONTHLY')).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * The grants of these subscriptions with their use, earliest expiry first and, on a tie, granted first: the
 * order bookings take credits in. `usableOn` keeps the grants whose credits a class on that date may use.
 */
export async function grantsWithUse(db: Db, clubId: number, accountSubscriptionIds: readonly number[], usableOn?: string): Promise<CreditGrantUse[]> {
  if (accountSubscriptionIds.length === 0) return [];
  let query = db
    .selectFrom('accountSubscriptionCredits as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('scheduleItemAttendances as a')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('a.clubId', '=', 'c.clubId')
        .whereRef('a.accountSubscriptionCreditId', '=', 'c.id')
        .as('used'),
    )
    .where('c.clubId', '=', clubId)
    .where('c.accountSubscriptionId', 'in', accountSubscriptionIds);
  if (usableOn !== undefined) query = query.where('c.month', '<=', usableOn.slice(0, 7)).where('c.expiresOn', '>=', usableOn);
  const rows = await query.orderBy('c.expiresOn').orderBy('c.id').execute();
  return rows.map((row) => ({ ...row, used: Number(row.used ?? 0) }));
}

/** Bookings of the subscription made ahead of their month's credits and not yet reconciled (returned ones excluded). */
export async function countOpenAdvanceBookings(db: Db, clubId: number, accountSubscriptionId: number): Promise<number> {
  const row = await db
    .selectFrom('scheduleItemAttendances')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', accountSubscriptionId)
    .where('advanceCredit', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The subscription's bookings that hold a spot on one date (an unlimited subscription's daily cap counts them). */
export async function countActiveBookingsOn(db: Db, clubId: number, accountSubscriptionId: number, date: string): Promise<number> {
  const row = await db
    .selectFrom('scheduleItemAttendances')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', accountSubscriptionId)
    .where('date', '=', date)
    .where('bookingStatus', '<>', 'CANCELLED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Gives the month's advance bookings (dated in the month, earliest class first) the grant's credits, up to `limit`:
 * they spend the grant from now on, like any booking made with it. Answers how many were reconciled.
 */
export async function reconcileAdvanceBookings(trx: Db, clubId: number, accountSubscriptionId: number, month: string, creditId: number, limit: number): Promise<number> {
  if (limit < 1) return 0;
  const ids = await trx
    .selectFrom('scheduleItemAttendances')
    .select('id')
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', accountSubscriptionId)
    .where('advanceCredit', '=', true)
    .where('date', '>=', `${month}-01`)
    .where('date', '<=', lastDayOfMonth(month))
    .orderBy('date')
    .orderBy('id')
    .limit(limit)
    .execute();
  if (ids.length === 0) return 0;
  await trx
    .updateTable('scheduleItemAttendances')
    .set({ accountSubscriptionCreditId: creditId, advanceCredit: false })
    .where('clubId', '=', clubId)
    .where(
      'id',
      'in',
      ids.map((r) => r.id),
    )
    .execute();
  return ids.length;
}

/** The ids of the club's subscriptions that run on at least one day of the month (paused and blocked ones included). */
export async function subscriptionIdsRunningIn(db: Db, clubId: number, month: string): Promise<number[]> {
  const rows = await db
    .selectFrom('accountSubscriptions')
    .select('id')
    .where('clubId', '=', clubId)
    .where('dateStart', '<=', lastDayOfMonth(month))
    .where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', `${month}-01`)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A grant's bookings: the attendances that spend its credits, earliest class first. */
export function bookingsOfGrants(db: Db, clubId: number, creditIds: readonly number[]) {
  if (creditIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('scheduleItemAttendances')
    .select(['id', 'accountSubscriptionCreditId', 'scheduleItemId', 'date', 'bookingStatus'])
    .where('clubId', '=', clubId)
    .where('accountSubscriptionCreditId', 'in', creditIds)
    .orderBy('date')
    .orderBy('id')
    .execute();
}
