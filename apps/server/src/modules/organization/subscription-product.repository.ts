import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { OrganizationSubscriptionsTable } from '../../platform/db/tables/subscriptions.js';
import type { ListPage } from '../../platform/list-page.js';

/** A subscription product as stored. */
export type SubscriptionProductRow = Selectable<OrganizationSubscriptionsTable>;

export function listSubscriptionProducts(db: Db, clubId: number, archived: boolean, page: ListPage): Promise<SubscriptionProductRow[]> {
  return db
    .selectFrom('organizationSubscriptions')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function subscriptionProductsByIds(db: Db, clubId: number, ids: readonly number[]): Promise<SubscriptionProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('organizationSubscriptions').selectAll().where('clubId', '=', clubId).where('id', 'in', [...new Set(ids)]).execute();
}

/** The product's row under a lock, so its prices are added one change at a time. */
export function lockSubscriptionProduct(db: Db, clubId: number, id: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('organizationSubscriptions').select('id').where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The subscription products whose groups a class allows for one way of booking (attend at the desk, book in the
 * shop, enroll), archived ones included: a member keeps using a subscription whose product left the shop.
 */
export async function subscriptionProductIdsAllowedForItem(db: Db, clubId: number, scheduleItemId: number, way: 'attend' | 'shopBook' | 'enroll'): Promise<Set<number>> {
  const rows = await db
    .selectFrom('scheduleItemOrganizationSubscriptionGroups as ig')
    .innerJoin('organizationSubscriptionGroupSubscriptions as gs', (join) =>
      join.onRef('gs.clubId', '=', 'ig.clubId').onRef('gs.organizationSubscriptionGroupId', '=', 'ig.organizationSubscriptionGroupId'),
    )
    .select('gs.organizationSubscriptionId')
    .distinct()
    .where('ig.clubId', '=', clubId)
    .where('ig.scheduleItemId', '=', scheduleItemId)
    .where(`ig.${way}`, '=', true)
    .execute();
  return new Set(rows.map((r) => r.organizationSubscriptionId));
}
