import type { AppContext } from '../../platform/app-context.js';
import { findAccountByEmail, findAccountForChange, updateAccountRow } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { revokeSessionsOfAccount } from './auth-session.repository.js';
import type { SuccessWithErrors } from './form-errors.js';
import { consumeOneTimeToken, findOneTimeToken, SIGN_IN_LINK_PURPOSES, voidOpenTokens } from './one-time-token.repository.js';
import { PASSWORD_RESET_JOB } from './password-reset.job.js';
import { hashSecretToken } from './secret-token.js';

const INVALID_LINK = { message: 'This link is invalid, has expired or has already been used.', code: 'invalid_token' };
const ADDRESS_TAKEN = { message: 'Another account uses this email address now. Please contact the club.', code: 'email_taken' };

const refused = (error: { message: string; code: string }): SuccessWithErrors => ({ success: false, errors: { nonFieldErrors: [error] } });

/**
 * Undoes a staff change of an account's email with the link mailed to the old address (7 days, once; test plan Z7):
 * the old address signs in again, unless another account took it meanwhile. Whoever read the new address may have
 * reset the password or linked a Google account through it, so both are removed, every session ends, open links
 * die, and the restored address gets a link to choose a new password (a Google sign-in links again by the email).
 * The undo links of later changes are voided: the first owner wins over whoever held the addresses in between.
 */
export async function undoEmailChange(app: AppContext, club: Club, token: string): Promise<SuccessWithErrors> {
  const now = app.clock.now();
  const tokenHash = hashSecretToken(token);
  return app.db.transaction().execute(async (trx) => {
    const link = await findOneTimeToken(trx, club.id, 'UNDO_EMAIL_CHANGE', tokenHash);
    if (!link?.previousEmail || link.usedAt || link.expiresAt <= now) return refused(INVALID_LINK);
    const account = await findAccountForChange(trx, club.id, link.accountId);
    if (!account) return refused(INVALID_LINK);
    const holder = await findAccountByEmail(trx, club.id, link.previousEmail);
    if (holder && holder.id !== account.id) return refused(ADDRESS_TAKEN);
    // Consumed atomically: of two requests racing with one link, one undoes the change.
    if (!(await consumeOneTimeToken(trx, club.id, 'UNDO_EMAIL_CHANGE', tokenHash, now))) return refused(INVALID_LINK);
    await voidOpenTokens(trx, club.id, account.id, ['UNDO_EMAIL_CHANGE'], now, link.id);
    await voidOpenTokens(trx, club.id, account.id, SIGN_IN_LINK_PURPOSES, now);
    await revokeSessionsOfAccount(trx, club.id, account.id, now);
    await updateAccountRow(trx, club.id, account.id, { email: link.previousEmail, passwordHash: null, googleSub: null, tokenVersion: account.tokenVersion + 1, updatedAt: now });
    await app.jobs.enqueue(trx, PASSWORD_RESET_JOB, club.id, { email: link.previousEmail });
    return { success: true, errors: null };
  });
}
