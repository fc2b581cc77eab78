import { PASSWORD_MISMATCH_MESSAGE, passwordProblems } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { findAccountById, markEmailVerified, setPasswordAndBumpTokenVersion } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { revokeSessionsOfAccount } from './auth-session.repository.js';
import { type FieldErrorMap, REQUIRED_MESSAGE, type SuccessWithErrors } from './form-errors.js';
import { consumeOneTimeToken, findOneTimeToken, voidOpenTokens } from './one-time-token.repository.js';
import { hashPassword } from './password-hash.js';
import { hashSecretToken } from './secret-token.js';

export interface ResetPasswordInput {
  token: string;
  newPassword1: string;
  newPassword2: string;
}

const INVALID_LINK = { message: 'This password reset link is invalid or has already been used.', code: 'invalid_token' };
const EXPIRED_LINK = { message: 'This password reset link has expired. Please request a new one.', code: 'expired_token' };

function passwordErrors(input: ResetPasswordInput, owner: { email: string; firstName: string; lastName: string }): FieldErrorMap {
  const errors: FieldErrorMap = {};
  if (!input.newPassword1) errors.newPassword1 = [{ message: REQUIRED_MESSAGE, code: 'required' }];
  if (!input.newPassword2) errors.newPassword2 = [{ message: REQUIRED_MESSAGE, code: 'required' }];
  else if (input.newPassword1 && input.newPassword1 !== input.newPassword2) {
    errors.newPassword2 = [{ message: PASSWORD_MISMATCH_MESSAGE, code: 'password_mismatch' }];
  } else if (input.newPassword1) {
    const problems = passwordProblems(input.newPassword2, owner);
    if (problems.length > 0) errors.newPassword2 = problems.map(({ message, code }) => ({ message, code }));
  }
  return errors;
}

/**
 * Sets a new password with a reset link (test plan A4): the link works once and within 60 minutes;
 * success ends every session and access token of the account and voids its other reset links. Having
 * received the mail also proves the email address, so it counts as verified.
 */
export async function resetPassword(app: AppContext, club: Club, input: ResetPasswordInput): Promise<SuccessWithErrors> {
  const now = app.clock.now();
  const tokenHash = hashSecretToken(input.token);
  const link = await findOneTimeToken(app.db, club.id, 'PASSWORD_RESET', tokenHash);
  const account = link && !link.usedAt ? await findAccountById(app.db, club.id, link.accountId) : undefined;
  if (!link || !account || !account.active) return { success: false, errors: { nonFieldErrors: [INVALID_LINK] } };
  if (link.expiresAt <= now) return { success: false, errors: { nonFieldErrors: [EXPIRED_LINK] } };

  const errors = passwordErrors(input, account);
  if (Object.keys(errors).length > 0) return { success: false, errors };

  const passwordHash = await hashPassword(input.newPassword1);
  const done = await app.db.transaction().execute(async (trx) => {
    // Consumed atomically: of two requests racing with one link, one sets the password.
    if (!(await consumeOneTimeToken(trx, club.id, 'PASSWORD_RESET', tokenHash, now))) return false;
    await setPasswordAndBumpTokenVersion(trx, club.id, account.id, passwordHash, now);
    await revokeSessionsOfAccount(trx, club.id, account.id, now);
    await voidOpenTokens(trx, club.id, account.id, ['PASSWORD_RESET'], now);
    await markEmailVerified(trx, club.id, account.id, now);
    return true;
  });
  return done ? { success: true, errors: null } : { success: false, errors: { nonFieldErrors: [INVALID_LINK] } };
}
