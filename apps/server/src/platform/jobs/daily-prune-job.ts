import type { Db } from '../db/database.js';
import type { JobDefinition } from './job-definition.js';
import { oncePerPeriod } from './once-per-period.js';

/**
 * A club's daily clean-up: `prune` deletes what is older than `retentionMs` and says what it did, once per
 * period (see oncePerPeriod).
 */
export function dailyPruneJob(
  name: string,
  retentionMs: number,
  prune: (trx: Db, clubId: number, before: Date) => Promise<string>,
): JobDefinition<{ period: string }> {
  return {
    name,
    tries: 3,
    retryDelaySeconds: 60,
    timeoutSeconds: 300,
    run: (app, job) =>
      oncePerPeriod(app, job, name, (trx, clubId) => prune(trx, clubId, new Date(app.clock.now().getTime() - retentionMs))),
  };
}
