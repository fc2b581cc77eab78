import type { AppContext } from '../../platform/app-context.js';
import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { type Club, findClubById } from '../clubs/index.js';

/**
 * A job that looks up the account behind an email address and queues a link mail to it. The request only
 * queues the job, so it does the same work for known and unknown addresses (test plan A3, A11).
 */
export function emailLinkJob(
  name: string,
  mailLink: (app: AppContext, club: Club, email: string) => Promise<boolean>,
  log: { queued: string; skipped: string },
): JobDefinition<{ email: string }> {
  return {
    name,
    tries: 3,
    retryDelaySeconds: 10,
    timeoutSeconds: 60,
    async run(app, job) {
      const club = job.clubId === null ? undefined : await findClubById(app.db, job.clubId);
      if (!club) throw new Error(`${name} needs its club`);
      await job.log((await mailLink(app, club, job.data.email)) ? log.queued : log.skipped);
    },
  };
}
