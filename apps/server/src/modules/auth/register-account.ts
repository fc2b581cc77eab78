import { PASSWORD_MISMATCH_MESSAGE, passwordProblems } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { insertAccountWithKeyNumber } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import type { AuthData } from './auth-data.js';
import { VERIFY_ACCOUNT_TTL_MS } from './auth-limits.js';
import { isValidEmail, normaliseEmail } from './email-address.js';
import { INVALID_EMAIL_MESSAGE, MAX_NAME_LENGTH, REQUIRED_MESSAGE, TOO_LONG_MESSAGE } from './form-errors.js';
import { accountExistsMail } from './mails/account-exists.mail.js';
import { verifyAccountMail } from './mails/verify-account.mail.js';
import { issueOneTimeToken } from './one-time-tokens.js';
import { hashPassword } from './password-hash.js';
import { throttleAnonymousRequest } from './request-throttle.js';
import { startSession } from './session-tokens.js';

export interface RegisterInput {
  email: string;
  password1: string;
  password2: string;
  firstName: string;
  lastName: string;
  ip: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface RegisterResult {
  success: boolean;
  errors: FieldError[];
  authData: AuthData | null;
}

function validate(input: RegisterInput, email: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!email) errors.push({ field: 'email', message: REQUIRED_MESSAGE });
  else if (!isValidEmail(email)) errors.push({ field: 'email', message: INVALID_EMAIL_MESSAGE });
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field].trim();
    if (!value) errors.push({ field, message: REQUIRED_MESSAGE });
    else if (value.length > MAX_NAME_LENGTH) errors.push({ field, message: TOO_LONG_MESSAGE });
  }
  if (!input.password1) errors.push({ field: 'password1', message: REQUIRED_MESSAGE });
  if (!input.password2) errors.push({ field: 'password2', message: REQUIRED_MESSAGE });
  else if (input.password1 && input.password1 !== input.password2) errors.push({ field: 'password2', message: PASSWORD_MISMATCH_MESSAGE });
  else if (input.password1) {
    // Like Django's registration form, the password rules report on the confirmation field.
    const owner = { email, firstName: input.firstName.trim(), lastName: input.lastName.trim() };
    for (const problem of passwordProblems(input.password2, owner)) errors.push({ field: 'password2', message: problem.message });
  }
  return errors;
}

/**
 * Creates a member account, signs it in at once (the spec stores authData after registration) and
 * mails a verification link. A known email answers success too, without authData and without a
 * second account; its owner gets a "you already have an account" mail instead. The screen thus says
 * the same for both, though the missing authData remains visible to the caller: signing in at once
 * is what the spec asks, and that is the least the API can reveal while doing it.
 */
export async function registerAccount(app: AppContext, club: Club, input: RegisterInput): Promise<RegisterResult> {
  await throttleAnonymousRequest(app, club.id, 'REGISTER', input.ip);
  const email = normaliseEmail(input.email);
  const errors = validate(input, email);
  if (errors.length > 0) return { success: false, errors, authData: null };

  // Hashed before knowing whether the email exists, so both answers take as long.
  const passwordHash = await hashPassword(input.password1);
  const mailContext = { publicUrl: app.config.publicUrl, club, to: email };
  const created = await app.db.transaction().execute(async (trx) => {
    const now = app.clock.now();
    const account = await insertAccountWithKeyNumber(trx, {
      clubId: club.id,
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    if (!account) {
      await app.mailer.queue(trx, club.id, accountExistsMail(mailContext));
      return undefined;
    }
    const verifyToken = await issueOneTimeToken(trx, {
      clubId: club.id,
      accountId: account.id,
      purpose: 'VERIFY_ACCOUNT',
      ttlMs: VERIFY_ACCOUNT_TTL_MS,
      now,
    });
    await app.mailer.queue(trx, club.id, verifyAccountMail({ ...mailContext, firstName: account.firstName, token: verifyToken }));
    return { authData: await startSession(trx, app, account) };
  });
  return { success: true, errors: [], authData: created?.authData ?? null };
}
