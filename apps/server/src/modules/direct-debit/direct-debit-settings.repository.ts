import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { DirectDebitSettingsTable } from '../../platform/db/tables/direct-debit.js';

export type DirectDebitSettingsRow = Selectable<DirectDebitSettingsTable>;

export async function findDirectDebitSettings(db: Db, clubId: number): Promise<DirectDebitSettingsRow | undefined> {
  return db.selectFrom('directDebitSettings').selectAll().where('clubId', '=', clubId).executeTakeFirst();
}

export async function saveDirectDebitSettings(db: Db, values: Insertable<DirectDebitSettingsTable>): Promise<void> {
  const { clubId: _clubId, ...changes } = values;
  await db
    .insertInto('directDebitSettings')
    .values(values)
    .onConflict((oc) => oc.column('clubId').doUpdateSet(changes))
    .execute();
}
