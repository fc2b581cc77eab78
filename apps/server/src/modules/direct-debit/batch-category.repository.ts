import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { DirectDebitCategoriesTable } from '../../platform/db/tables/direct-debit.js';
import type { ListPage } from '../../platform/list-page.js';

export type BatchCategory = Selectable<DirectDebitCategoriesTable>;

export function listCategories(db: Db, clubId: number, archived: boolean, page: ListPage): Promise<BatchCategory[]> {
  return db
    .selectFrom('directDebitCategories')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findCategory(db: Db, clubId: number, id: number): Promise<BatchCategory | undefined> {
  return db.selectFrom('directDebitCategories').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** The club's categories among `ids` (another club's ids find nothing). */
export function findCategories(db: Db, clubId: number, ids: readonly number[]): Promise<BatchCategory[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('directDebitCategories').selectAll().where('clubId', '=', clubId).where('id', 'in', [...ids]).orderBy('name').execute();
}

export async function insertCategory(db: Db, values: Insertable<DirectDebitCategoriesTable>): Promise<number> {
  return (await db.insertInto('directDebitCategories').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCategory(db: Db, clubId: number, id: number, values: { name?: string; description?: string; archived?: boolean }): Promise<boolean> {
  const result = await db.updateTable('directDebitCategories').set(values).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
