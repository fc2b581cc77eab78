import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import type { RunningJob } from './job-definition.js';
import { claimTaskPeriod } from './recurring-task-run.repository.js';

/**
 * Does a club's recurring work at most once per period (test plan J2): the period is claimed in the
 * same transaction as the work, so a second start (another server, a retry, a repeated cron slot)
 * finds it claimed and does nothing, and a failed try leaves it unclaimed for the retry.
 */
export async function oncePerPeriod(
  app: AppContext,
  job: RunningJob<{ period: string }>,
  task: string,
  work: (trx: Db, clubId: number) => Promise<string>,
): Promise<void> {
  const { clubId } = job;
  if (clubId === null) throw new Error(`${task} needs a club`);
  const period = job.data.period;
  const done = await app.db.transaction().execute(async (trx) => {
    const claimed = await claimTaskPeriod(trx, { clubId, task, period, doneAt: app.clock.now() });
    return claimed ? work(trx, clubId) : undefined;
  });
  await job.log(done ?? `Already done for ${period}; nothing to do.`);
}
