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
