import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { findAccountByEmail } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import type { AuthData } from './auth-data.js';
import { isValidEmail, normaliseEmail } from './email-address.js';
import { beginLoginAttempt, loginAttemptSucceeded } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './password-hash.js';
import { startSession } from './session-tokens.js';

/** One answer for an unknown email, a wrong password and an inactive account (test plan A3). */
export const INVALID_CREDENTIALS_MESSAGE = 'Please enter valid credentials';

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address, for the per-address limit. */
  ip: string;
}

/** Signs in with email and password: starts a session and answers its tokens. */
export async function signIn(app: AppContext, club: Club, input: SignInInput): Promise<AuthData> {
  // Cut to a sane length before it is recorded: the attempt row must not carry a megabyte of input.
  const email = normaliseEmail(input.email).slice(0, 320);
  const attemptId = await beginLoginAttempt(app.db, club.id, email, input.ip, app.clock.now());
  const account = isValidEmail(email) ? await findAccountByEmail(app.db, club.id, email) : undefined;
  // Unknown emails (and password-less Google accounts) hash a dummy, so timing does not tell them apart.
  const passwordOk = account?.passwordHash ? await verifyPassword(account.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!account || !passwordOk || !account.active) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  await loginAttemptSucceeded(app.db, club.id, attemptId);
  return app.db.transaction().execute((trx) => startSession(trx, app, account));
}
