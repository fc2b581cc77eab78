import { clubDateOf } from './platform/club-clock.js';
import type { JobDefinition } from './platform/jobs/job-definition.js';
import { PRUNE_JOB_RECORDS_JOB } from './platform/jobs/prune-job-records.job.js';
import { claimTaskPeriod } from './platform/jobs/recurring-task-run.repository.js';
import { PRUNE_AUTH_RECORDS_JOB } from './modules/auth/index.js';
import { listClubs } from './modules/clubs/index.js';
import { PRUNE_EXPENSE_DOCUMENTS_JOB } from './modules/expenses/index.js';
import { MEMBERSHIP_RENEWALS_JOB, OVERDUE_INVOICES_JOB } from './modules/finance/index.js';
import { UNPAID_BLOCKS_JOB } from './modules/subscriptions/index.js';

/** The club jobs started every day; each does its work once per day however often it is started. */
const DAILY_TASKS = [PRUNE_AUTH_RECORDS_JOB, PRUNE_JOB_RECORDS_JOB, OVERDUE_INVOICES_JOB, MEMBERSHIP_RENEWALS_JOB, PRUNE_EXPENSE_DOCUMENTS_JOB, UNPAID_BLOCKS_JOB];

const TASK = 'clubs.daily-tasks';

/**
 * Started by pg-boss's cron at a quarter past every hour (each slot once across servers), it queues the daily
 * tasks of each club whose own date (in its time zone) has no run yet: so a club's day starts soon after its
 * midnight, 00:15 in Amsterdam, Los Angeles and Auckland alike, not at one hour of UTC that is the evening before
 * far west of it. The club's day is claimed in the transaction that queues its tasks, so a second start, a retry or
 * another server queues nothing twice, and an hour missed (a server down at midnight) is made up the next hour.
 */
export const DAILY_CLUB_TASKS_JOB: JobDefinition = {
  name: TASK,
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 60,
  cron: '15 * * * *',
  async run(app, job) {
    const now = app.clock.now();
    const started: string[] = [];
    for (const club of await listClubs(app.db)) {
      const period = clubDateOf(now, club.timeZone);
      const claimed = await app.db.transaction().execute(async (trx) => {
        if (!(await claimTaskPeriod(trx, { clubId: club.id, task: TASK, period, doneAt: now }))) return false;
        for (const task of DAILY_TASKS) await app.jobs.enqueue(trx, task, club.id, { period });
        return true;
      });
      if (claimed) started.push(`${club.slug} (${period})`);
    }
    await job.log(started.length === 0 ? 'Every club’s day has started already.' : `Queued ${DAILY_TASKS.length} task(s) for ${started.join(', ')}.`);
  },
};
