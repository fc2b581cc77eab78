import { deleteAutomationJobsBefore } from './automation-job.repository.js';
import { dailyPruneJob } from './daily-prune-job.js';
import { deleteTaskRunsBefore } from './recurring-task-run.repository.js';

/**
 * Job records are kept this long: well past pg-boss's own retention (archived after 12 hours, deleted
 * after 7 days), after which a job no longer shows in the API anyway.
 */
export const JOB_RECORDS_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Deletes a club's old job records and logs and its recurring tasks' old periods, once per period (a day). */
export const PRUNE_JOB_RECORDS_JOB = dailyPruneJob('jobs.prune-records', JOB_RECORDS_RETENTION_MS, async (trx, clubId, before) => {
  const jobs = await deleteAutomationJobsBefore(trx, clubId, before);
  const periods = await deleteTaskRunsBefore(trx, clubId, before);
  return `Deleted ${jobs} job records and ${periods} done periods from before ${before.toISOString()}.`;
});
