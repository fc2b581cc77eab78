import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountsTable } from '../../platform/db/tables/core.js';
import type { Account } from './account.js';

export function findAccountById(db: Db, clubId: number, id: number): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
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

/** Active people (not devices) whose first name, last name or full name contains the text, by name; at most `limit`. */
export function searchActiveAccountsByName(db: Db, clubId: number, text: string, limit: number): Promise<Account[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('active', '=', true)
    .where('role', '<>', 'KIOSK')
    .where((eb) =>
      eb.or([
        eb('firstName', 'ilike', pattern),
        eb('lastName', 'ilike', pattern),
        eb(eb.fn<string>('concat', [eb.ref('firstName'), sql.lit(' '), eb.ref('lastName')]), 'ilike', pattern),
      ]),
    )
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .limit(limit)
    .execute();
}
