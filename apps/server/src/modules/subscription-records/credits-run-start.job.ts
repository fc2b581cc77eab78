import { clubDateOf } from '../../platform/club-clock.js';
import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { claimTaskPeriod } from '../../platform/jobs/recurring-task-run.repository.js';
import { listClubs } from '../clubs/index.js';
import { MONTH_CREDITS_JOB } from './credits-run.js';

/** The month whose credits are due on a club-local date: its own, from the club's run day on. */
export function creditMonthDue(today: string, runDay: number): string | null {
  return Number(today.slice(8, 10)) >= runDay ? today.slice(0, 7) : null;
}

/**
 * Started by pg-boss's cron every hour in UTC (never at a club-local hour that DST may skip or repeat), it queues the
 * monthly credits run of each club whose own date has reached its subscription run day in a month not yet started:
 * the (club, month) is claimed in recurring_task_runs in the transaction that queues the run, so a second start, a
 * retry or another server queues nothing twice, and a day missed is made up at the next hour.
 */
export const MONTH_CREDITS_START_JOB: JobDefinition = {
  name: 'subscriptions.month-credits-start',
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 60,
  cron: '20 * * * *',
  async run(app, job) {
    const now = app.clock.now();
    const started: string[] = [];
    for (const club of await listClubs(app.db)) {
      const month = creditMonthDue(clubDateOf(now, club.timeZone), club.subscriptionRunDay);
      if (month === null) continue;
      const claimed = await app.db.transaction().execute(async (trx) => {
        if (!(await claimTaskPeriod(trx, { clubId: club.id, task: MONTH_CREDITS_JOB.name, period: month, doneAt: now }))) return false;
        await app.jobs.enqueue(trx, MONTH_CREDITS_JOB, club.id, { month });
        return true;
      });
      if (claimed) started.push(`${club.slug} (${month})`);
    }
    await job.log(started.length === 0 ? 'No club’s monthly credits are due.' : `Queued the monthly credits of ${started.join(', ')}.`);
  },
};
