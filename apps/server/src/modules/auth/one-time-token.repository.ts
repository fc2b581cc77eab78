import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { OneTimeTokensTable } from '../../platform/db/tables/core.js';

export type OneTimeTokenPurpose = OneTimeTokensTable['purpose'];
export type OneTimeTokenRow = Selectable<OneTimeTokensTable>;

export interface NewOneTimeToken {
  clubId: number;
  accountId: number;
  purpose: OneTimeTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
  /** UNDO_EMAIL_CHANGE only: the address the link restores */
  previousEmail?: string;
}

export async function insertOneTimeToken(db: Db, token: NewOneTimeToken): Promise<void> {
  await db.insertInto('oneTimeTokens').values(token).execute();
}

/** The links mailed for signing in: they die when the address they went to is no longer the account's. */
export const SIGN_IN_LINK_PURPOSES: readonly OneTimeTokenPurpose[] = ['PASSWORD_RESET', 'VERIFY_ACCOUNT'];

/**
 * Voids the account's open tokens of these purposes (marks them used without using them); with `afterId`, only
 * those issued after that token (ids grow with time).
 */
export async function voidOpenTokens(
  db: Db,
  clubId: number,
  accountId: number,
  purposes: readonly OneTimeTokenPurpose[],
  now: Date,
  afterId?: number,
): Promise<void> {
  let update = db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('usedAt', 'is', null);
  if (afterId !== undefined) update = update.where('id', '>', afterId);
  await update.execute();
}

export function findOneTimeToken(db: Db, clubId: number, purpose: OneTimeTokenPurpose, tokenHash: string): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom('oneTimeTokens')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('purpose', '=', purpose)
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses an open, unexpired token in one statement, so a token can be used once even by racing requests. */
export function consumeOneTimeToken(
  db: Db,
  clubId: number,
  purpose: OneTimeTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<OneTimeTokenRow | undefined> {
  return db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('clubId', '=', clubId)
    .where('purpose', '=', purpose)
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function countTokensIssuedSince(
  db: Db,
  clubId: number,
  accountId: number,
  purpose: OneTimeTokenPurpose,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('oneTimeTokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('purpose', '=', purpose)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
