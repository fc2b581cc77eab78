import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { findClubById } from '../clubs/club.repository.js';
import { mailVerificationLink } from './mail-verification-link.js';

/** Looks up the account of a resend request and queues its new verification link (see resendVerification). */
export const VERIFICATION_RESEND_JOB: JobDefinition<{ email: string }> = {
  name: 'auth.verification-resend',
  tries: 3,
  retryDelaySeconds: 10,
  timeoutSeconds: 60,
  async run(app, job) {
    const club = job.clubId === null ? undefined : await findClubById(app.db, job.clubId);
    if (!club) throw new Error('a verification resend needs its club');
    const queued = await mailVerificationLink(app, club, job.data.email);
    await job.log(queued ? 'Verification link queued for mailing.' : 'No link: no unverified account with this email, or enough links lately.');
  },
};
