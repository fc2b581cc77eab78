import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountMembershipsTable } from '../../platform/db/tables/subscriptions.js';
import type { ListPage } from '../../platform/list-page.js';
import type { AccountMembership, OrganizationMembership } from './account-membership.js';

export function findMembershipProduct(db: Db, clubId: number, id: number): Promise<OrganizationMembership | undefined> {
  return db.selectFrom('organizationMemberships').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function insertAccountMembership(db: Db, row: Insertable<AccountMembershipsTable>): Promise<number> {
  const { id } = await db.insertInto('accountMemberships').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The memberships with their products, in one read. */
async function withProducts(db: Db, clubId: number, rows: Omit<AccountMembership, 'product'>[]): Promise<AccountMembership[]> {
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((r) => r.organizationMembershipId))];
  const products = await db.selectFrom('organizationMemberships').selectAll().where('clubId', '=', clubId).where('id', 'in', productIds).execute();
  const productOf = new Map(products.map((p) => [p.id, p]));
  return rows.map((row) => {
    const product = productOf.get(row.organizationMembershipId);
    if (!product) throw new Error(`membership ${row.id} has no product`);
    return { ...row, product };
  });
}

export async function findAccountMembership(db: Db, clubId: number, id: number): Promise<AccountMembership | undefined> {
  const row = await db.selectFrom('accountMemberships').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return row ? (await withProducts(db, clubId, [row]))[0] : undefined;
}

/** The row lock a delete or a renewal takes, so the two never cross. */
export async function lockAccountMembership(trx: Db, clubId: number, id: number): Promise<AccountMembership | undefined> {
  const row = await trx.selectFrom('accountMemberships').selectAll().where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? (await withProducts(trx, clubId, [row]))[0] : undefined;
}

/** An account's memberships, latest start first. */
export async function listAccountMemberships(db: Db, clubId: number, accountId: number, page: ListPage): Promise<AccountMembership[]> {
  const rows = await db
    .selectFrom('accountMemberships')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .orderBy('dateStart', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return withProducts(db, clubId, rows);
}

/** Whether the account holds a membership of the product whose period covers the date. */
export async function holdsMembershipOn(db: Db, clubId: number, accountId: number, productId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('accountMemberships')
    .select('id')
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('organizationMembershipId', '=', productId)
    .where('dateStart', '<=', date)
    .where('dateEnd', '>=', date)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The memberships to renew on `today`: their product renews and is not archived, their account is not archived,
 * their end is at most the product's days ahead (and not past), and no period renews them yet (`onlyId`: whether
 * that one is).
 */
export function membershipsDueForRenewal(db: Db, clubId: number, today: string, onlyId?: number): Promise<{ id: number }[]> {
  let query = db
    .selectFrom('accountMemberships as m')
    .innerJoin('organizationMemberships as p', (j) => j.onRef('p.clubId', '=', 'm.clubId').onRef('p.id', '=', 'm.organizationMembershipId'))
    .innerJoin('accounts as a', (j) => j.onRef('a.clubId', '=', 'm.clubId').onRef('a.id', '=', 'm.accountId'))
    .select('m.id')
    .where('m.clubId', '=', clubId)
    .where('p.renewal', '=', true)
    .where('p.archived', '=', false)
    .where('a.active', '=', true)
    .where('m.dateEnd', '>=', today)
    .where(sql<boolean>`m.date_end <= ${today}::date + p.renewal_days_before`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('accountMemberships as next').select('next.id').whereRef('next.clubId', '=', 'm.clubId').whereRef('next.renewedFromId', '=', 'm.id'))),
    )
    .orderBy('m.id');
  if (onlyId !== undefined) query = query.where('m.id', '=', onlyId);
  return query.execute();
}

/** Whether a club closure extended the period (undoing the closure takes those days off it again). */
export async function isExtendedByClosure(db: Db, clubId: number, id: number): Promise<boolean> {
  const row = await db.selectFrom('clubClosureMembershipExtensions').select('clubClosureId').where('clubId', '=', clubId).where('accountMembershipId', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Deletes a period; a period renewing it no longer names it (it stays, renewed from nothing). */
export async function deleteAccountMembership(trx: Db, clubId: number, id: number): Promise<void> {
  await trx.updateTable('accountMemberships').set({ renewedFromId: null }).where('clubId', '=', clubId).where('renewedFromId', '=', id).execute();
  await trx.deleteFrom('accountMemberships').where('clubId', '=', clubId).where('id', '=', id).execute();
}
