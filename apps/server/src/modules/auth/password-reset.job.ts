import { emailLinkJob } from './email-link.job.js';
import { mailPasswordReset } from './mail-password-reset.js';

/** Looks up the account of a reset request and queues its link mail (see requestPasswordReset for why). */
export const PASSWORD_RESET_JOB = emailLinkJob('auth.password-reset', mailPasswordReset, {
  queued: 'Reset link queued for mailing.',
  skipped: 'No link: no active account with this email, or enough links lately.',
});
