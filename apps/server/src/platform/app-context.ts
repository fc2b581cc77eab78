import type { CacheInvalidation } from './cache-invalidation.js';
import type { Config } from './config.js';
import type { Clock } from './clock.js';
import type { Db } from './db/database.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentProvider } from './payment-provider.js';

/** What every use case may depend on; built once per process, passed in, never imported globally. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jobs: JobQueue;
  log: Logger;
  /** Tells the other servers of this database that a cached club or timetable changed. */
  cacheInvalidation: CacheInvalidation;
  /** The payment provider: Stripe when configured, else the built-in test provider. */
  payments: PaymentProvider;
}
