import { passwordProblems } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { findAccountById, setPasswordAndBumpTokenVersion } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { type Actor, requireActor } from '../../platform/access-policy.js';
import { revokeSessionsOfAccount } from './auth-session.repository.js';
import { beginLoginAttempt, loginAttemptSucceeded } from './login-throttle.js';
import { voidOpenTokens } from './one-time-token.repository.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.js';
import { NOT_LOGGED_IN_MESSAGE } from '../../platform/error-messages.js';

export interface ChangePasswordInput {
  passwordCurrent: string;
  passwordNew: string;
  ip: string;
}

/**
 * Changes the signed-in member's password after checking the current one (counted like a sign-in
 * attempt, so a stolen access token cannot guess it). Every session ends, this one included: old
 * refresh and access tokens stop working at once (test plan A7) and the member signs in again.
 */
export async function changePassword(app: AppContext, club: Club, actor: Actor | null, input: ChangePasswordInput): Promise<void> {
  const me = requireActor(actor);
  const account = await findAccountById(app.db, club.id, me.accountId);
  if (!account) throw new AppError('USER_NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE);

  const attemptId = await beginLoginAttempt(app.db, club.id, account.email, input.ip, app.clock.now());
  const currentOk = account.passwordHash
    ? await verifyPassword(account.passwordHash, input.passwordCurrent)
    : await verifyAgainstDummy(input.passwordCurrent);
  if (!currentOk) throw new AppError('INVALID_CREDENTIALS', 'Your current password is not correct.', { field: 'passwordCurrent' });
  await loginAttemptSucceeded(app.db, club.id, attemptId);

  const [problem] = passwordProblems(input.passwordNew, account);
  if (problem) throw new AppError('VALIDATION_FAILED', problem.message, { field: 'passwordNew' });

  const passwordHash = await hashPassword(input.passwordNew);
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    await setPasswordAndBumpTokenVersion(trx, club.id, account.id, passwordHash, now);
    await revokeSessionsOfAccount(trx, club.id, account.id, now);
    await voidOpenTokens(trx, club.id, account.id, ['PASSWORD_RESET'], now);
  });
}
