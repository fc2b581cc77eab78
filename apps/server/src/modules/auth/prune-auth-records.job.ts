import { dailyPruneJob } from '../../platform/jobs/daily-prune-job.js';
import { deleteRateEventsBefore } from './auth-rate-event.repository.js';
import { AUTH_RECORDS_RETENTION_MS } from './auth-limits.js';
import { deleteLoginAttemptsBefore } from './login-attempt.repository.js';

/** Deletes a club's sign-in attempts and rate-limit events past their retention, once per period (a day). */
export const PRUNE_AUTH_RECORDS_JOB = dailyPruneJob('auth.prune-records', AUTH_RECORDS_RETENTION_MS, async (trx, clubId, before) => {
  const attempts = await deleteLoginAttemptsBefore(trx, clubId, before);
  const events = await deleteRateEventsBefore(trx, clubId, before);
  return `Deleted ${attempts} sign-in attempts and ${events} rate-limit events from before ${before.toISOString()}.`;
});
