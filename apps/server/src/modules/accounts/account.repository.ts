import type { Insertable, Updateable } from 'kysely';
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
    .set({ ...values, updatedAt: new Date() })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
