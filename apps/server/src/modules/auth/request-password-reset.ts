import type { AppContext } from '../../platform/app-context.js';
import type { Club } from '../clubs/index.js';
import { isValidEmail, normaliseEmail } from './email-address.js';
import { INVALID_EMAIL_MESSAGE, type SuccessWithErrors } from './form-errors.js';
import { PASSWORD_RESET_JOB } from './password-reset.job.js';
import { throttleAnonymousRequest } from './request-throttle.js';

/**
 * Asks for a password reset link. Known and unknown emails get the same answer after the same work
 * (test plan A3): the request only queues a job, and the job looks up the account and mails the link
 * (mailPasswordReset). Looking the account up here would make known emails measurably slower.
 */
export async function requestPasswordReset(app: AppContext, club: Club, input: { email: string; ip: string }): Promise<SuccessWithErrors> {
  await throttleAnonymousRequest(app, club.id, 'PASSWORD_RESET_REQUEST', input.ip);
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) return { success: false, errors: { email: [{ message: INVALID_EMAIL_MESSAGE, code: 'invalid' }] } };
  await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, PASSWORD_RESET_JOB, club.id, { email }));
  return { success: true, errors: null };
}
