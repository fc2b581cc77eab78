import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountNoteType } from '../../platform/db/tables/account-notes.js';
import type { AccountNote } from './account-note.js';
import type { ListPage } from '../../platform/list-page.js';

function selectNotes(db: Db, clubId: number) {
  return db
    .selectFrom('accountNotes as n')
    .innerJoin('accounts as author', (join) => join.onRef('author.clubId', '=', 'n.clubId').onRef('author.id', '=', 'n.authorAccountId'))
    .select(['n.id', 'n.accountId', 'n.noteType', 'n.note', 'n.createdAt', sql<string>`trim(author.first_name || ' ' || author.last_name)`.as('authorName')])
    .where('n.clubId', '=', clubId);
}

/** An account's notes, newest first, optionally of one type. */
export function listAccountNotes(
  db: Db,
  clubId: number,
  accountId: number,
  noteType: AccountNoteType | undefined,
  page: ListPage,
): Promise<AccountNote[]> {
  let query = selectNotes(db, clubId).where('n.accountId', '=', accountId);
  if (noteType) query = query.where('n.noteType', '=', noteType);
  return query.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function insertAccountNote(
  db: Db,
  values: { clubId: number; accountId: number; authorAccountId: number; noteType: AccountNoteType; note: string; createdAt: Date },
): Promise<AccountNote> {
  const { id } = await db.insertInto('accountNotes').values(values).returning('id').executeTakeFirstOrThrow();
  return selectNotes(db, values.clubId).where('n.id', '=', id).executeTakeFirstOrThrow();
}
