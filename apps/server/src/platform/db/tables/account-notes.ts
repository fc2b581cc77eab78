import type { ColumnType, Generated } from 'kysely';

export type AccountNoteType = 'BACKOFFICE' | 'INSTRUCTORS';

/** A note staff keep on an account: for the back office, or for the instructors. */
export interface AccountNotesTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  authorAccountId: number;
  noteType: AccountNoteType;
  note: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
}
