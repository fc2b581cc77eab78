import type { AppContext } from '../../platform/app-context.js';
import type { Club } from '../clubs/index.js';
import { isValidEmail, normaliseEmail } from './email-address.js';
import { INVALID_EMAIL_MESSAGE, type SuccessWithErrors } from './form-errors.js';
import { throttleAnonymousRequest } from './request-throttle.js';
import { VERIFICATION_RESEND_JOB } from './verification-resend.job.js';

/**
 * Asks for a new verification link. The answer, and the work behind it, is the same for unknown,
 * verified and unverified emails (test plan A11): the request only queues a job, which looks the
 * account up and mails the link (mailVerificationLink); only the mailbox learns more.
 */
export async function resendVerification(app: AppContext, club: Club, input: { email: string; ip: string }): Promise<SuccessWithErrors> {
  await throttleAnonymousRequest(app, club.id, 'VERIFICATION_RESEND', input.ip);
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) return { success: false, errors: { email: [{ message: INVALID_EMAIL_MESSAGE, code: 'invalid' }] } };
  await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, VERIFICATION_RESEND_JOB, club.id, { email }));
  return { success: true, errors: null };
}
