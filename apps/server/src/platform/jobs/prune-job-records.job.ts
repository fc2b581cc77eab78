import { deleteAutomationJobsBefore } from './automation-job.repository.js';
import type { JobDefinition } from './job-definition.js';
import { oncePerPeriod } from './once-per-period.js';
import { deleteTaskRunsBefore } from './recurring-task-run.repository.js';

/**
 * Job records are kept this long: well past pg-boss's own retention (archived after 12 hours, deleted
 * after 7 days), after which a job no longer shows in the API anyway.
 */
export const JOB_RECORDS_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Deletes a club's old job records and logs and its recurring tasks' old periods, once per period (a day). */
export const PRUNE_JOB_RECORDS_JOB: JobDefinition<{ period: string }> = {
  name: 'jobs.prune-records',
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 300,
  run: (app, job) =>
    oncePerPeriod(app, job, 'jobs.prune-records', async (trx, clubId) => {
      const before = new Date(app.clock.now().getTime() - JOB_RECORDS_RETENTION_MS);
      const jobs = await deleteAutomationJobsBefore(trx, clubId, before);
      const periods = await deleteTaskRunsBefore(trx, clubId, before);
      return `Deleted ${jobs} job records and ${periods} done periods from before ${before.toISOString()}.`;
    }),
};
