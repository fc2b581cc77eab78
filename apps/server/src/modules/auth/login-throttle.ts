import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP, LOGIN_WINDOW_MS } from './auth-limits.js';
import { countFailuresForEmail, countFailuresForIp, insertLoginAttempt, markLoginSucceeded } from './login-attempt.repository.js';

export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

/**
 * Records a sign-in attempt (as failed until it succeeds) and refuses it when the account or the
 * address is over its limit. Recording first, then counting, keeps concurrent attempts (or many
 * aliases in one document) from all slipping under the limit. Returns the attempt's id.
 */
export async function beginLoginAttempt(db: Db, clubId: number, email: string, ip: string, now: Date): Promise<number> {
  const attemptId = await insertLoginAttempt(db, { clubId, email, ip, createdAt: now });
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const forEmail = await countFailuresForEmail(db, clubId, email, since);
  const forIp = await countFailuresForIp(db, clubId, ip, since);
  if (forEmail > LOGIN_MAX_FAILURES_PER_ACCOUNT || forIp > LOGIN_MAX_FAILURES_PER_IP) {
    throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
  }
  return attemptId;
}

export function loginAttemptSucceeded(db: Db, clubId: number, attemptId: number): Promise<void> {
  return markLoginSucceeded(db, clubId, attemptId);
}
