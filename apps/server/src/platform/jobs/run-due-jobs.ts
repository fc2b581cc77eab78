import type PgBoss from 'pg-boss';
import type { AppContext } from '../app-context.js';
import { insertJobLog } from './automation-job.repository.js';
import type { JobDefinition, JobEnvelope, RunningJob } from './job-definition.js';
import { withinSeconds } from './within-seconds.js';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function runOne(app: AppContext, definition: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<JobEnvelope<unknown>>): Promise<void> {
  const { boss } = app.jobs;
  const { clubId, data } = job.data;
  const log = async (message: string | readonly string[]) => {
    if (clubId === null) for (const line of typeof message === 'string' ? [message] : message) app.log.info({ job: definition.name, jobId: job.id }, line);
    else await insertJobLog(app.db, clubId, job.id, message);
  };
  const attempt = job.retryCount + 1;
  const running: RunningJob<unknown> = { id: job.id, clubId, data, attempt, lastAttempt: job.retryCount >= job.retryLimit, log };
  await log(`Try ${attempt} of ${job.retryLimit + 1} started`);
  try {
    await withinSeconds(definition.run(app, running), definition.timeoutSeconds);
  } catch (error) {
    await log(running.lastAttempt ? `Failed: ${errorMessage(error)}. No tries left.` : `Failed: ${errorMessage(error)}. It will be retried.`);
    await boss.fail(definition.name, job.id, { message: errorMessage(error) });
    return;
  }
  await boss.complete(definition.name, job.id);
  await log('Done');
}

/**
 * Runs every job that is due, one after the other, until none is left; answers how many ran. The
 * worker calls it in a loop; tests call it to run what a use case queued. `ignoreBackoff` also runs
 * jobs waiting for a retry, so a test can go through every try without waiting for the backoff.
 */
export async function runDueJobs(app: AppContext, options: { ignoreBackoff?: boolean } = {}): Promise<number> {
  let ran = 0;
  // Passes over all queues until one finds nothing: a job may queue another in an earlier queue.
  for (let ranInPass = -1; ranInPass !== 0; ) {
    ranInPass = 0;
    for (const definition of app.jobs.definitions) {
      for (;;) {
        const [job] = await app.jobs.boss.fetch<JobEnvelope<unknown>>(definition.name, {
          includeMetadata: true,
          ignoreStartAfter: options.ignoreBackoff ?? false,
        });
        if (!job) break;
        await runOne(app, definition, job);
        ranInPass++;
      }
    }
    ran += ranInPass;
  }
  return ran;
}
