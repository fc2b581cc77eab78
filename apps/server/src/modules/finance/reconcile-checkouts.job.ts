import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { reconcileCheckouts } from './reconcile-checkouts.js';

/**
 * Started by pg-boss's cron every minute (once across servers): delivers paid checkouts whose webhook was lost.
 * Not retried: the next minute asks again.
 */
export const RECONCILE_CHECKOUTS_JOB: JobDefinition = {
  name: 'finance.reconcile-checkouts',
  tries: 1,
  retryDelaySeconds: 60,
  timeoutSeconds: 120,
  cron: '* * * * *',
  async run(app, job) {
    await job.log(await reconcileCheckouts(app));
  },
};
