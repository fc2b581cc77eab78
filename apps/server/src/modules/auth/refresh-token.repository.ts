import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RefreshTokensTable } from '../../platform/db/tables/core.js';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export interface NewRefreshToken {
  clubId: number;
  accountId: number;
  familyId: string;
  tokenHash: string;
  familyStartedAt: Date;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertRefreshToken(db: Db, token: NewRefreshToken): Promise<void> {
  await db.insertInto('refreshTokens').values(token).execute();
}

/**
 * Marks an unused, unexpired token used and returns it, in one statement: of two concurrent calls
 * with the same token exactly one gets the row (the other waits for the row lock, then sees used_at).
 */
export function consumeRefreshToken(db: Db, clubId: number, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
  return db
    .updateTable('refreshTokens')
    .set({ usedAt: now })
    .where('clubId', '=', clubId)
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export function findRefreshToken(db: Db, clubId: number, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refreshTokens').selectAll().where('clubId', '=', clubId).where('tokenHash', '=', tokenHash).executeTakeFirst();
}
