import type { ColumnType } from 'kysely';

export interface CalendarFeedsTable {
  clubId: number;
  accountId: number;
  /** random; the token is derived from it with the server's key (calendar-feed-token.ts) */
  secretSeed: string;
  tokenHash: string;
  createdAt: ColumnType<Date, Date | undefined, Date>;
}
