import type { JobDefinition } from './platform/jobs/job-definition.js';
import { PRUNE_JOB_RECORDS_JOB } from './platform/jobs/prune-job-records.job.js';
import { PRUNE_AUTH_RECORDS_JOB } from './modules/auth/index.js';
import { listClubs } from './modules/clubs/index.js';
import { OVERDUE_INVOICES_JOB } from './modules/finance/index.js';

/** The club jobs started every day; each does its work once per day however often it is started. */
const DAILY_TASKS = [PRUNE_AUTH_RECORDS_JOB, PRUNE_JOB_RECORDS_JOB, OVERDUE_INVOICES_JOB];

/**
 * Started by pg-boss's cron at 03:15 UTC (once across servers), it queues each club's daily tasks for
 * today, so every club's staff see their own runs.
 */
export const DAILY_CLUB_TASKS_JOB: JobDefinition = {
  name: 'clubs.daily-tasks',
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 60,
  cron: '15 3 * * *',
  async run(app, job) {
    const period = app.clock.now().toISOString().slice(0, 10);
    const clubs = await listClubs(app.db);
    await app.db.transaction().execute(async (trx) => {
      for (const club of clubs) for (const task of DAILY_TASKS) await app.jobs.enqueue(trx, task, club.id, { period });
    });
    await job.log(`Queued ${DAILY_TASKS.length} task(s) for ${period} for ${clubs.length} club(s).`);
  },
};
