import type { AppContext } from '../../platform/app-context.js';
import type { JobDefinition, RunningJob } from '../../platform/jobs/job-definition.js';
import { findClubById, type Club } from '../clubs/index.js';

/**
 * A job about one of a club's documents (an issued invoice's mail, a sent quote's, an undelivered order's refund):
 * 5 tries from 30 s apart, 2 minutes each. The club is read first; one deleted since the job was queued ends it with
 * `gone` in its log instead of failing every try. `work` says what it did, for the log.
 */
export function clubDocumentJob<D>(name: string, gone: string, work: (app: AppContext, club: Club, job: RunningJob<D>) => Promise<string>): JobDefinition<D> {
  return {
    name,
    tries: 5,
    retryDelaySeconds: 30,
    timeoutSeconds: 120,
    async run(app, job) {
      const club = job.clubId === null ? undefined : await findClubById(app.db, job.clubId);
      if (!club) {
        await job.log(gone);
        return;
      }
      await job.log(await work(app, club, job));
    },
  };
}
