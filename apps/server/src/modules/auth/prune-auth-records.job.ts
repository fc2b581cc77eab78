import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { oncePerPeriod } from '../../platform/jobs/once-per-period.js';
import { deleteRateEventsBefore } from './auth-rate-event.repository.js';
import { AUTH_RECORDS_RETENTION_MS } from './auth-limits.js';
import { deleteLoginAttemptsBefore } from './login-attempt.repository.js';

/** Deletes a club's sign-in attempts and rate-limit events past their retention, once per period (a day). */
export const PRUNE_AUTH_RECORDS_JOB: JobDefinition<{ period: string }> = {
  name: 'auth.prune-records',
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 300,
  run: (app, job) =>
    oncePerPeriod(app, job, 'auth.prune-records', async (trx, clubId) => {
      const before = new Date(app.clock.now().getTime() - AUTH_RECORDS_RETENTION_MS);
      const attempts = await deleteLoginAttemptsBefore(trx, clubId, before);
      const events = await deleteRateEventsBefore(trx, clubId, before);
      return `Deleted ${attempts} sign-in attempts and ${events} rate-limit events from before ${before.toISOString()}.`;
    }),
};
