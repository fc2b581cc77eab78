import type { AccountNoteType } from '../../platform/db/tables/account-notes.js';

export const ACCOUNT_NOTE_TYPES = ['BACKOFFICE', 'INSTRUCTORS'] as const satisfies readonly AccountNoteType[];

export const MAX_NOTE_LENGTH = 10_000;

/** A note on an account, with its author's name for the list. */
export interface AccountNote {
  id: number;
  accountId: number;
  noteType: AccountNoteType;
  note: string;
  authorName: string;
  createdAt: Date;
}
