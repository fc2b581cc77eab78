import type { AppContext } from '../../platform/app-context.js';
import type { AccountNoteType } from '../../platform/db/tables/account-notes.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { findAccountById } from '../account-records/index.js';
import { MAX_NOTE_LENGTH, type AccountNote } from './account-note.js';
import { insertAccountNote, listAccountNotes } from './account-note.repository.js';
import { invalid } from './update-profile.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import type { ListPage } from '../../platform/list-page.js';

/*
 * Who reads and writes notes: staff only (accounts.view reads, accounts.edit writes), both types. Instructor
 * notes are written for instructors, but an INSTRUCTOR role holds no accounts.view, and limiting them to the
 * members of their own classes is left for later.
 */

/** An account's notes, newest first (accounts.view). */
export async function listNotesOfAccount(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  query: { accountId: number | null; noteType?: AccountNoteType | null | undefined },
  page: ListPage,
): Promise<AccountNote[]> {
  requirePermission(actor, 'accounts.view');
  const account = query.accountId === null ? undefined : await findAccountById(app.db, club.id, query.accountId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return listAccountNotes(app.db, club.id, account.id, query.noteType ?? undefined, page);
}

/** Adds a note to an account (accounts.edit), signed by the caller and timed by the clock. */
export async function addAccountNote(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  input: { accountId: number | null; noteType: AccountNoteType; note: string },
): Promise<AccountNote> {
  const author = requirePermission(actor, 'accounts.edit');
  const note = input.note.trim();
  if (note === '') invalid('note', 'This field is required');
  if (note.length > MAX_NOTE_LENGTH) invalid('note', `A note has at most ${MAX_NOTE_LENGTH} characters.`);
  return app.db.transaction().execute(async (trx) => {
    const account = input.accountId === null ? undefined : await findAccountById(trx, club.id, input.accountId);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    return insertAccountNote(trx, { clubId: club.id, accountId: account.id, authorAccountId: author.accountId, noteType: input.noteType, note, createdAt: app.clock.now() });
  });
}
