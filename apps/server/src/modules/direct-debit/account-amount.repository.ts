import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { DirectDebitAccountAmountsTable } from '../../platform/db/tables/direct-debit.js';
import type { ListPage } from '../../platform/list-page.js';

export type AccountAmount = Selectable<DirectDebitAccountAmountsTable> & { categoryName: string };

function amountsWithCategories(db: Db, clubId: number) {
  return db
    .selectFrom('directDebitAccountAmounts as a')
    .innerJoin('directDebitCategories as c', (join) => join.onRef('c.clubId', '=', 'a.clubId').onRef('c.id', '=', 'a.categoryId'))
    .selectAll('a')
    .select('c.name as categoryName')
    .where('a.clubId', '=', clubId);
}

/** An account's amounts, newest first. */
export function amountsOfAccount(db: Db, clubId: number, accountId: number, page: ListPage): Promise<AccountAmount[]> {
  return amountsWithCategories(db, clubId).where('a.accountId', '=', accountId).orderBy('a.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export function findAccountAmount(db: Db, clubId: number, id: number): Promise<AccountAmount | undefined> {
  return amountsWithCategories(db, clubId).where('a.id', '=', id).executeTakeFirst();
}

export async function insertAccountAmount(db: Db, values: Insertable<DirectDebitAccountAmountsTable>): Promise<number> {
  return (await db.insertInto('directDebitAccountAmounts').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The batch that collected the amount first, if any: such an amount is history and stays. */
export async function batchOfAmount(db: Db, clubId: number, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('directDebitBatchItemAmounts as ia')
    .innerJoin('directDebitBatchItems as i', (join) => join.onRef('i.clubId', '=', 'ia.clubId').onRef('i.id', '=', 'ia.batchItemId'))
    .select('i.batchId')
    .where('ia.clubId', '=', clubId)
    .where('ia.accountAmountId', '=', id)
    .orderBy('i.batchId')
    .executeTakeFirst();
  return row?.batchId;
}

export async function deleteAccountAmount(db: Db, clubId: number, id: number): Promise<void> {
  await db.deleteFrom('directDebitAccountAmounts').where('clubId', '=', clubId).where('id', '=', id).execute();
}
