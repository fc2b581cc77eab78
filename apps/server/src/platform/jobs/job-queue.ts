import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { insertAutomationJob } from './automation-job.repository.js';
import { retryOptions, type JobDefinition, type JobEnvelope, type JobKind } from './job-definition.js';
import { pgBossDb } from './pg-boss-db.js';

/** Sends jobs; pg-boss (on our database, PostgreSQL or PGlite) keeps them until a worker runs them. */
export interface JobQueue {
  readonly definitions: readonly JobDefinition<any>[];
  /** Send, fetch, complete, fail and cancel only: maintenance and cron run in the worker (job-worker.ts). */
  readonly boss: PgBoss;
  /**
   * Queues a club's job in the caller's transaction, so a rolled-back use case leaves no job (test plan J1);
   * `startAfterSeconds` makes it due that much later.
   */
  enqueue<D>(trx: Db, definition: JobKind<D>, clubId: number, data: D, options?: { startAfterSeconds?: number }): Promise<string>;
  /** Cancels a job that has not finished (pg-boss state cancelled, shown as REVOKED), in the caller's transaction. */
  cancel(trx: Db, name: string, id: string): Promise<void>;
}

/** Creates pg-boss's schema (its own migrations, under its own advisory lock) and a queue per definition. */
export async function createJobQueue(options: { db: Db; log: Logger; definitions: readonly JobDefinition<any>[] }): Promise<JobQueue> {
  const { db, log, definitions } = options;
  const boss = new PgBoss({ db: pgBossDb(db), supervise: false, schedule: false, migrate: true });
  boss.on('error', (error) => log.error({ err: error.message }, 'job queue error'));
  await boss.start();
  // pg-boss leaves an existing queue as it is, so only the missing ones are created: one read on a restart.
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const definition of definitions) {
    if (!existing.has(definition.name)) await boss.createQueue(definition.name, { name: definition.name, ...retryOptions(definition) });
  }

  return {
    definitions,
    boss,
    async enqueue(trx, definition, clubId, data, options = {}) {
      const envelope: JobEnvelope<typeof data> = { clubId, data };
      const later = options.startAfterSeconds === undefined ? {} : { startAfter: options.startAfterSeconds };
      const id = await boss.send(definition.name, envelope, { ...retryOptions(definition), ...later, db: pgBossDb(trx) });
      // send() answers null only for singleton and throttled jobs, which these are not.
      if (!id) throw new Error(`pg-boss did not queue a ${definition.name} job`);
      await insertAutomationJob(trx, { clubId, id, name: definition.name });
      return id;
    },
    async cancel(trx, name, id) {
      await boss.cancel(name, id, { db: pgBossDb(trx) });
    },
  };
}
