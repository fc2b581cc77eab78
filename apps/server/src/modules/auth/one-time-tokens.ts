import type { Db } from '../../platform/db/database.js';
import { EMAIL_CHANGE_UNDO_TTL_MS } from './auth-limits.js';
import { insertOneTimeToken, type OneTimeTokenPurpose, voidOpenTokens } from './one-time-token.repository.js';
import { newSecretToken } from './secret-token.js';

/** Stores a new single-use token (256 random bits, kept as a SHA-256 hash) and returns it for the mail. */
async function insertNewToken(trx: Db, p: { clubId: number; accountId: number; purpose: OneTimeTokenPurpose; ttlMs: number; now: Date; previousEmail?: string }): Promise<string> {
  const { token, hash } = newSecretToken();
  await insertOneTimeToken(trx, {
    clubId: p.clubId,
    accountId: p.accountId,
    purpose: p.purpose,
    tokenHash: hash,
    expiresAt: new Date(p.now.getTime() + p.ttlMs),
    createdAt: p.now,
    ...(p.previousEmail === undefined ? {} : { previousEmail: p.previousEmail }),
  });
  return token;
}

/**
 * Issues a single-use token and voids the account's older open tokens of the same purpose, so only the newest
 * link works. Returns the token for the mail.
 */
export async function issueOneTimeToken(
  trx: Db,
  p: { clubId: number; accountId: number; purpose: OneTimeTokenPurpose; ttlMs: number; now: Date },
): Promise<string> {
  await voidOpenTokens(trx, p.clubId, p.accountId, [p.purpose], p.now);
  return insertNewToken(trx, p);
}

/**
 * Issues the link that undoes a staff change of an account's email, for the old address. Older undo links stay
 * open: each restores the address it was mailed to, and using one voids those of later changes, so the first
 * owner wins over whoever held the addresses in between (undo-email-change.ts).
 */
export function issueEmailChangeUndoToken(trx: Db, p: { clubId: number; accountId: number; previousEmail: string; now: Date }): Promise<string> {
  return insertNewToken(trx, { ...p, purpose: 'UNDO_EMAIL_CHANGE', ttlMs: EMAIL_CHANGE_UNDO_TTL_MS });
}
