import { emailLinkJob } from './email-link.job.js';
import { mailVerificationLink } from './mail-verification-link.js';

/** Looks up the account of a resend request and queues its new verification link (see resendVerification). */
export const VERIFICATION_RESEND_JOB = emailLinkJob('auth.verification-resend', mailVerificationLink, {
  queued: 'Verification link queued for mailing.',
  skipped: 'No link: no unverified account with this email, or enough links lately.',
});
