import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  LOGIN_ACCOUNT_CEILING_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MS,
} from './auth-limits.js';
import { countFailures, deleteLoginAttempt, insertLoginAttempt, markLoginSucceeded } from './login-attempt.repository.js';

export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

/** Whether any limit of test plan A2 is over: the account from this address, the address, the account anywhere. */
async function overLimit(db: Db, clubId: number, email: string, ip: string, now: Date): Promise<boolean> {
  const window = new Date(now.getTime() - LOGIN_WINDOW_MS);
  if ((await countFailures(db, clubId, { email, ip }, window, true)) > LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP) return true;
  if ((await countFailures(db, clubId, { ip }, window, false)) > LOGIN_MAX_FAILURES_PER_IP) return true;
  const ceilingWindow = new Date(now.getTime() - LOGIN_ACCOUNT_CEILING_WINDOW_MS);
  return (await countFailures(db, clubId, { email }, ceilingWindow, false)) > LOGIN_MAX_FAILURES_PER_ACCOUNT;
}

/**
 * Records a sign-in attempt (as failed until it succeeds) and refuses it when a limit is over.
 * Recording first, then counting, keeps concurrent attempts (or many aliases in one document) from all
 * slipping under a limit. A refused attempt tested no password, so its row goes again: otherwise a
 * stranger hammering from one locked address would push the member's account-wide count to its ceiling.
 * Returns the attempt's id.
 */
export async function beginLoginAttempt(db: Db, clubId: number, email: string, ip: string, now: Date): Promise<number> {
  const attemptId = await insertLoginAttempt(db, { clubId, email, ip, createdAt: now });
  if (await overLimit(db, clubId, email, ip, now)) {
    await deleteLoginAttempt(db, clubId, attemptId);
    throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
  }
  return attemptId;
}

export function loginAttemptSucceeded(db: Db, clubId: number, attemptId: number): Promise<void> {
  return markLoginSucceeded(db, clubId, attemptId);
}
