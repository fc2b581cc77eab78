import { clubDateOf, monthOf } from '../../platform/club-clock.js';
import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { claimTaskPeriod } from '../../platform/jobs/recurring-task-run.repository.js';
import { listClubs } from '../clubs/index.js';
import { SUBSCRIPTION_INVOICE_RUN, SUBSCRIPTION_INVOICE_RUN_JOB } from './subscription-invoice-run.job.js';

/**
 * Started by pg-boss's cron every hour in UTC (each slot once across servers), it queues the month's invoice run of
 * each club whose own date (its zone) has reached the club's run day and whose month has no run yet: the month is
 * claimed in recurring_task_runs in the transaction that queues the run, so a second start, a retry or another
 * server queues nothing twice, and an hour missed is made up the next (domain notes: never a club-local hour that
 * may not exist). A run day changed to later in the month after this month's run changes nothing until next month.
 */
export const SUBSCRIPTION_INVOICE_RUN_START_JOB: JobDefinition = {
  name: 'subscriptions.monthly-invoices-start',
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 60,
  cron: '20 * * * *',
  async run(app, job) {
    const now = app.clock.now();
    const started: string[] = [];
    for (const club of await listClubs(app.db)) {
      const today = clubDateOf(now, club.timeZone);
      if (Number(today.slice(8, 10)) < club.subscriptionRunDay) continue;
      const month = monthOf(today);
      const queued = await app.db.transaction().execute(async (trx) => {
        if (!(await claimTaskPeriod(trx, { clubId: club.id, task: SUBSCRIPTION_INVOICE_RUN, period: month, doneAt: now }))) return false;
        await app.jobs.enqueue(trx, SUBSCRIPTION_INVOICE_RUN_JOB, club.id, { month });
        return true;
      });
      if (queued) started.push(`${club.slug} (${month})`);
    }
    await job.log(started.length === 0 ? 'No club’s invoice run is due.' : `Queued the invoice run of ${started.join(', ')}.`);
  },
};
