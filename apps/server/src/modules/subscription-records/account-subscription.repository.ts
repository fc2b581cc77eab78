import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountSubscriptionsTable } from '../../platform/db/tables/subscriptions.js';
import type { AccountSubscription, OrganizationSubscription, SubscriptionBlock, SubscriptionPause } from './account-subscription.js';

const selectPauses = (db: Db, clubId: number, ids: readonly number[]) =>
  db
    .selectFrom('accountSubscriptionPauses')
    .select(['id', 'accountSubscriptionId', 'dateStart', 'dateEnd', 'reason', 'clubClosureId'])
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', 'in', ids)
    .orderBy('dateStart')
    .execute();

const selectBlocks = (db: Db, clubId: number, ids: readonly number[]) =>
  db
    .selectFrom('accountSubscriptionBlocks')
    .select(['id', 'accountSubscriptionId', 'dateStart', 'dateEnd', 'reason'])
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', 'in', ids)
    .orderBy('dateStart')
    .execute();

/** The subscriptions of the rows, with their products, pauses and blocks, in the rows' order (three statements). */
async function withDates(db: Db, clubId: number, where: (q: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery>): Promise<AccountSubscription[]> {
  const rows = await where(baseQuery(db, clubId)).execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [pauses, blocks, products] = await Promise.all([
    selectPauses(db, clubId, ids),
    selectBlocks(db, clubId, ids),
    db.selectFrom('organizationSubscriptions').selectAll().where('clubId', '=', clubId).where('id', 'in', [...new Set(rows.map((r) => r.organizationSubscriptionId))]).execute(),
  ]);
  const productById = new Map<number, OrganizationSubscription>(products.map((p) => [p.id, p]));
  const byId = <T extends { accountSubscriptionId: number }>(list: T[], id: number) => list.filter((x) => x.accountSubscriptionId === id);
  return rows.map((row) => ({
    ...row,
    product: productById.get(row.organizationSubscriptionId)!,
    pauses: byId(pauses, row.id).map(({ accountSubscriptionId: _, ...p }): SubscriptionPause => p),
    blocks: byId(blocks, row.id).map(({ accountSubscriptionId: _, ...b }): SubscriptionBlock => b),
  }));
}

const baseQuery = (db: Db, clubId: number) => db.selectFrom('accountSubscriptions').selectAll().where('clubId', '=', clubId);

/** One subscription of the club by id, or undefined (another club's id included). */
export async function findAccountSubscription(db: Db, clubId: number, id: number): Promise<AccountSubscription | undefined> {
  return (await withDates(db, clubId, (q) => q.where('id', '=', id)))[0];
}

/** An account's subscriptions, newest start first. */
export function findAccountSubscriptionsOf(db: Db, clubId: number, accountId: number): Promise<AccountSubscription[]> {
  return withDates(db, clubId, (q) => q.where('accountId', '=', accountId).orderBy('dateStart', 'desc').orderBy('id', 'desc'));
}

/** An account's subscriptions that run on a date (started, not stopped before it): paused or blocked ones included. */
export function findAccountSubscriptionsRunningOn(db: Db, clubId: number, accountId: number, date: string): Promise<AccountSubscription[]> {
  return withDates(db, clubId, (q) =>
    q
      .where('accountId', '=', accountId)
      .where('dateStart', '<=', date)
      .where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', date)]))
      .orderBy('dateStart')
      .orderBy('id'),
  );
}

/**
 * Locks the subscription's row until the transaction ends (SELECT … FOR UPDATE): every change of its credits, pauses,
 * stop and bookings takes this lock first, so two bookings cannot spend one credit. False when it is not the club's.
 */
export async function lockAccountSubscription(trx: Db, clubId: number, id: number): Promise<boolean> {
  const row = await trx.selectFrom('accountSubscriptions').select('id').where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Which subscription products may use a class: through a group with attend (staff, the desk), shop_book (members online) or enroll. */
export async function subscriptionProductIdsAllowedForItem(db: Db, clubId: number, scheduleItemId: number, way: 'attend' | 'shopBook' | 'enroll'): Promise<Set<number>> {
  const rows = await db
    .selectFrom('scheduleItemOrganizationSubscriptionGroups as g')
    .innerJoin('organizationSubscriptionGroupSubscriptions as gs', (j) =>
      j.onRef('gs.clubId', '=', 'g.clubId').onRef('gs.organizationSubscriptionGroupId', '=', 'g.organizationSubscriptionGroupId'),
    )
    .innerJoin('organizationSubscriptionGroups as sg', (j) => j.onRef('sg.clubId', '=', 'g.clubId').onRef('sg.id', '=', 'g.organizationSubscriptionGroupId'))
    .select('gs.organizationSubscriptionId')
    .distinct()
    .where('g.clubId', '=', clubId)
    .where('g.scheduleItemId', '=', scheduleItemId)
    .where(`g.${way}`, '=', true)
    .where('sg.archived', '=', false)
    .execute();
  return new Set(rows.map((r) => r.organizationSubscriptionId));
}

/** A new subscription of an account (sold by staff, or delivered by a shop order). */
export async function insertAccountSubscription(db: Db, values: Insertable<AccountSubscriptionsTable>): Promise<number> {
  return (await db.insertInto('accountSubscriptions').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A mandate of the account that is in force (not retired). */
export function findMandateInForce(db: Db, clubId: number, accountId: number, id: number) {
  return db
    .selectFrom('directDebitMandates')
    .select('id')
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
}
