import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { DEVICE_ROLE } from '../../platform/access-policy.js';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import type { AccountsTable } from '../../platform/db/tables/core.js';
import type { Account } from './account.js';
import type { AccountSearchTerms } from './account-search.js';
import type { ListPage } from '../../platform/list-page.js';

export function findAccountById(db: Db, clubId: number, id: number): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** The club's accounts of these ids, in no order (a missing id is left out): one query for a whole list's rows. */
export async function accountsByIds(db: Db, clubId: number, ids: readonly number[]): Promise<Account[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('accounts').selectAll().where('clubId', '=', clubId).where('id', 'in', [...ids]).execute();
}

/**
 * The account, row-locked until the transaction ends, for a change of its sign-in (email, status, roles): the
 * rights it is judged by cannot change before the write. NO KEY UPDATE, as in lockAccount.
 */
export function findAccountForChange(db: Db, clubId: number, id: number): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('clubId', '=', clubId).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

export function findAccountByEmail(db: Db, clubId: number, email: string): Promise<Account | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('clubId', '=', clubId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

export function insertAccount(db: Db, values: Insertable<AccountsTable>): Promise<Account> {
  return db.insertInto('accounts').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAccountRow(
  db: Db,
  clubId: number,
  id: number,
  values: Updateable<AccountsTable>,
): Promise<Account | undefined> {
  return db
    .updateTable('accounts')
    .set({ updatedAt: new Date(), ...values })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Inserts the account unless its email (or Google subject) is already taken in the club; then undefined. */
export function insertAccountUnlessTaken(db: Db, values: Insertable<AccountsTable>): Promise<Account | undefined> {
  return db
    .insertInto('accounts')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findAccountByGoogleSub(db: Db, clubId: number, googleSub: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('clubId', '=', clubId).where('googleSub', '=', googleSub).executeTakeFirst();
}

/** Sets a new password and bumps the token version, so every access token issued before dies. */
export async function setPasswordAndBumpTokenVersion(db: Db, clubId: number, id: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: now }))
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .execute();
}

export async function markEmailVerified(db: Db, clubId: number, id: number, now: Date): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('emailVerifiedAt', 'is', null)
    .execute();
}

/** Links a Google subject to an account that has none yet; undefined when it already has one. */
export function linkGoogleSub(db: Db, clubId: number, id: number, googleSub: string, now: Date): Promise<Account | undefined> {
  return db
    .updateTable('accounts')
    .set((eb) => ({ googleSub, emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(now)), updatedAt: now }))
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('googleSub', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Locks the club's admin accounts (in id order, so concurrent role changes queue up) and returns their ids:
 * the last admin check of a role change then counts admins no other transaction is changing.
 */
export async function lockAdminIds(db: Db, clubId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('clubId', '=', clubId)
    .where((eb) => eb(eb.val('ADMIN'), '=', eb.fn<string>('any', ['staffRoles'])))
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Row-locks an account until the transaction ends: one delivery at a time counts and adds its trial passes.
 * NO KEY UPDATE, not UPDATE: rows inserted with a foreign key to the account (its order, invoice) hold KEY
 * SHARE on it, which UPDATE would wait for, deadlocking two such transactions.
 */
export async function lockAccount(trx: Db, clubId: number, id: number): Promise<void> {
  await trx.selectFrom('accounts').select('id').where('clubId', '=', clubId).where('id', '=', id).forNoKeyUpdate().execute();
}

/** Member accounts created at or after `since` (the back-office home's "new members"). */
export async function countMembersCreatedSince(db: Db, clubId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('clubId', '=', clubId)
    .where('role', '=', 'MEMBER')
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An account of `accounts` (not aliased) matching the search: a prefix of a name, the full name or the email, or the key number. */
export function matchesAccountSearch(eb: ExpressionBuilder<Database, 'accounts'>, terms: AccountSearchTerms) {
  return eb.or([
    eb(eb.fn('lower', ['firstName']), 'like', terms.prefixPattern),
    eb(eb.fn('lower', ['lastName']), 'like', terms.prefixPattern),
    eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', terms.prefixPattern),
    eb(eb.fn('lower', ['email']), 'like', terms.prefixPattern),
    eb('keyNumber', '=', terms.keyNumber),
  ]);
}

export interface AccountListFilter {
  terms: AccountSearchTerms | null;
  archived: boolean;
  descending: boolean;
}

/**
 * The back office's account list: people (no check-in devices), active or archived, by first then last
 * name. A search matches a prefix of the first, last or full name or the email, or the exact key number;
 * each is one index of migration 0012, so the OR stays a bitmap of index scans on 5,000 accounts.
 */
export function searchAccounts(db: Db, clubId: number, filter: AccountListFilter, page: ListPage): Promise<Account[]> {
  const direction = filter.descending ? 'desc' : 'asc';
  let query = db
    .selectFrom('accounts')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('role', '<>', DEVICE_ROLE)
    .where('active', '=', !filter.archived);
  const { terms } = filter;
  if (terms) {
    query = query.where((eb) => matchesAccountSearch(eb, terms));
  }
  return query
    .orderBy(sql`lower(first_name)`, direction)
    .orderBy(sql`lower(last_name)`, direction)
    .orderBy('id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The account holding this key number in the club, if any. */
export function findAccountByKeyNumber(db: Db, clubId: number, keyNumber: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('clubId', '=', clubId).where('keyNumber', '=', keyNumber).executeTakeFirst();
}

/** How many active accounts other than `exceptId` hold ADMIN: archiving must leave the club one. */
export async function countOtherActiveAdmins(db: Db, clubId: number, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('active', '=', true)
    .where('id', '<>', exceptId)
    .where((eb) => eb(eb.val('ADMIN'), '=', eb.fn<string>('any', ['staffRoles'])))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
