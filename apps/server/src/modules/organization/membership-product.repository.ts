import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { OrganizationMembershipsTable } from '../../platform/db/tables/subscriptions.js';
import type { ListPage } from '../../platform/list-page.js';

/** A membership product as stored. */
export type MembershipProductRow = Selectable<OrganizationMembershipsTable>;

export function listMembershipProducts(db: Db, clubId: number, archived: boolean, page: ListPage): Promise<MembershipProductRow[]> {
  return db
    .selectFrom('organizationMemberships')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function membershipProductsByIds(db: Db, clubId: number, ids: readonly number[]): Promise<MembershipProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('organizationMemberships').selectAll().where('clubId', '=', clubId).where('id', 'in', [...new Set(ids)]).execute();
}
