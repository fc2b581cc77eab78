import PgBoss from 'pg-boss';
import type { AppContext } from '../app-context.js';
import { retryOptions, type JobEnvelope } from './job-definition.js';
import { pgBossDb } from './pg-boss-db.js';
import { runDueJobs } from './run-due-jobs.js';

export interface JobWorker {
  /** Lets the running job finish, then stops polling, maintenance and cron. */
  stop(): Promise<void>;
}

/**
 * Runs queued jobs in this process: polls every `pollMs`, and has pg-boss fail tries that outlived their
 * timeout, archive finished jobs and start the recurring ones (pg-boss starts each cron slot once across
 * all servers). Started by main.ts after the server listens; never by the CLI.
 */
export async function startJobWorker(app: AppContext, options: { pollMs?: number } = {}): Promise<JobWorker> {
  const pollMs = options.pollMs ?? 1000;
  const timekeeper = new PgBoss({ db: pgBossDb(app.db), migrate: false, supervise: true, schedule: true });
  timekeeper.on('error', (error) => app.log.error({ err: error.message }, 'job worker error'));
  await timekeeper.start();
  for (const definition of app.jobs.definitions) {
    if (!definition.cron) continue;
    const envelope: JobEnvelope<Record<string, never>> = { clubId: null, data: {} };
    await timekeeper.schedule(definition.name, definition.cron, envelope, { ...retryOptions(definition), tz: 'UTC' });
  }

  let stopping = false;
  let wake = () => {};
  const loop = (async () => {
    while (!stopping) {
      try {
        await runDueJobs(app);
      } catch (error) {
        app.log.error({ err: (error as Error).message }, 'running jobs failed');
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake();
      await loop;
      await timekeeper.stop({ graceful: true, close: false, wait: true });
    },
  };
}
