import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import type { AccountSubscriptionCreditsTable, AccountSubscriptionsTable } from '../../platform/db/tables/subscriptions.js';
import { lastDayOfMonth } from '../../platform/club-clock.js';
import type { OrganizationSubscription } from './account-subscription.js';
import type { DateRange } from './date-ranges.js';

export type CreditGrantRow = Selectable<AccountSubscriptionCreditsTable>;

/** A grant with how many of its credits bookings spend: every attendance naming it, a late-cancelled one included. */
export interface CreditGrantUse extends CreditGrantRow {
  used: number;
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
 * they spend the grant from now on, like any booking made with it. One statement; answers how many were reconciled.
 */
export async function reconcileAdvanceBookings(trx: Db, clubId: number, accountSubscriptionId: number, month: string, creditId: number, limit: number): Promise<number> {
  if (limit < 1) return 0;
  const reconciled = await trx
    .updateTable('scheduleItemAttendances')
    .set({ accountSubscriptionCreditId: creditId, advanceCredit: false })
    .where('clubId', '=', clubId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('scheduleItemAttendances')
        .select('id')
        .where('clubId', '=', clubId)
        .where('accountSubscriptionId', '=', accountSubscriptionId)
        .where('advanceCredit', '=', true)
        .where('date', '>=', `${month}-01`)
        .where('date', '<=', lastDayOfMonth(month))
        .orderBy('date')
        .orderBy('id')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(reconciled.numUpdatedRows);
}

/** What granting a month reads once the subscription's row lock is held: everything that changes under that lock. */
export interface MonthGrantState {
  subscription: Selectable<AccountSubscriptionsTable>;
  pauses: DateRange[];
  /** the month has its MONTHLY grant already */
  granted: boolean;
  /** the previous month's grant's carried sevenths (WEEK units), 0 without one */
  carriedSevenths: number;
  /** the month has bookings on an advance credit, which the grant reconciles (booking makes them under the same lock) */
  advanceBookings: boolean;
}

/**
 * The subscription's row, its pauses, whether the month is granted, what the previous month carries and whether the
 * month has advance bookings to reconcile, in one statement, read after the lock is taken (a statement of its own, so it sees what the holder before committed).
 */
export async function monthGrantState(trx: Db, clubId: number, accountSubscriptionId: number, month: string, previousMonth: string): Promise<MonthGrantState | undefined> {
  const grantOf = (eb: ExpressionBuilder<Database & { s: AccountSubscriptionsTable }, 's'>, of: string) =>
    eb
      .selectFrom('accountSubscriptionCredits as c')
      .whereRef('c.clubId', '=', 's.clubId')
      .whereRef('c.accountSubscriptionId', '=', 's.id')
      .where('c.kind', '=', 'MONTHLY')
      .where('c.month', '=', of);
  const row = await trx
    .selectFrom('accountSubscriptions as s')
    .selectAll('s')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('accountSubscriptionPauses as p')
          .select(['p.dateStart', 'p.dateEnd'])
          .whereRef('p.clubId', '=', 's.clubId')
          .whereRef('p.accountSubscriptionId', '=', 's.id')
          .orderBy('p.dateStart'),
      ).as('pauses'),
      eb.exists(grantOf(eb, month).select('c.id')).as('granted'),
      grantOf(eb, previousMonth).select('c.carrySevenths').as('carriedSevenths'),
      eb
        .exists(
          eb
            .selectFrom('scheduleItemAttendances as a')
            .select('a.id')
            .whereRef('a.clubId', '=', 's.clubId')
            .whereRef('a.accountSubscriptionId', '=', 's.id')
            .where('a.advanceCredit', '=', true)
            .where('a.date', '>=', `${month}-01`)
            .where('a.date', '<=', lastDayOfMonth(month)),
        )
        .as('advanceBookings'),
    ])
    .where('s.clubId', '=', clubId)
    .where('s.id', '=', accountSubscriptionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { pauses, granted, carriedSevenths, advanceBookings, ...subscription } = row;
  return { subscription, pauses, granted: Boolean(granted), carriedSevenths: carriedSevenths ?? 0, advanceBookings: Boolean(advanceBookings) };
}

/** Of these subscriptions, those whose month has its MONTHLY grant already (one statement). */
export async function grantedAmong(db: Db, clubId: number, accountSubscriptionIds: readonly number[], month: string): Promise<Set<number>> {
  if (accountSubscriptionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('accountSubscriptionCredits')
    .select('accountSubscriptionId')
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', 'in', [...accountSubscriptionIds])
    .where('kind', '=', 'MONTHLY')
    .where('month', '=', month)
    .execute();
  return new Set(rows.map((r) => r.accountSubscriptionId));
}

/** The subscription products among the ids, by id (one statement). */
export async function subscriptionProductsByIds(db: Db, clubId: number, productIds: readonly number[]): Promise<Map<number, OrganizationSubscription>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('organizationSubscriptions').selectAll().where('clubId', '=', clubId).where('id', 'in', [...new Set(productIds)]).execute();
  return new Map(rows.map((p) => [p.id, p]));
}

/** The club's subscriptions that run on at least one day of the month (paused and blocked ones included), in id order. */
export function subscriptionsRunningIn(db: Db, clubId: number, month: string): Promise<RunningSubscription[]> {
  return db
    .selectFrom('accountSubscriptions')
    .select(['id', 'accountId', 'organizationSubscriptionId'])
    .where('clubId', '=', clubId)
    .where('dateStart', '<=', lastDayOfMonth(month))
    .where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', `${month}-01`)]))
    .orderBy('id')
    .execute();
}

/** A subscription a monthly run goes through. */
export interface RunningSubscription {
  id: number;
  accountId: number;
  organizationSubscriptionId: number;
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
