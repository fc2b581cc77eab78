import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { findClubById } from '../clubs/club.repository.js';
import { mailPasswordReset } from './mail-password-reset.js';

/** Looks up the account of a reset request and queues its link mail (see requestPasswordReset for why). */
export const PASSWORD_RESET_JOB: JobDefinition<{ email: string }> = {
  name: 'auth.password-reset',
  tries: 3,
  retryDelaySeconds: 10,
  timeoutSeconds: 60,
  async run(app, job) {
    const club = job.clubId === null ? undefined : await findClubById(app.db, job.clubId);
    if (!club) throw new Error('a password reset needs its club');
    const queued = await mailPasswordReset(app, club, job.data.email);
    await job.log(queued ? 'Reset link queued for mailing.' : 'No link: no active account with this email, or enough links lately.');
  },
};
