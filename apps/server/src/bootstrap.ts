import path from 'node:path';
import type { Config } from './platform/config.js';
import type { AppContext } from './platform/app-context.js';
import { createCacheInvalidation } from './platform/cache-invalidation.js';
import { systemClock, type Clock } from './platform/clock.js';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './platform/db/database.js';
import { migrate } from './platform/db/migrate.js';
import { createJobQueue } from './platform/jobs/job-queue.js';
import { createMailer } from './platform/mail/mailer.js';
import { JOB_DEFINITIONS } from './job-definitions.js';
import type { Logger } from './platform/logger.js';
import { createPaymentProvider } from './modules/payments/index.js';

/** Opens and migrates the database (pg-boss's schema too) and wires the app context; shared by the server, the CLI and benches. */
export async function bootstrap(
  config: Config,
  log: Logger,
  clock: Clock = systemClock,
  /** benches count the statements a run takes (bench/subscriptions) */
  watch: Pick<DatabaseOptions, 'onStatement'> = {},
): Promise<{ app: AppContext; database: DatabaseHandle }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    preparedStatements: config.preparedStatements,
    ...watch,
  });
  const applied = await migrate(database.db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  const jobs = await createJobQueue({ db: database.db, log, definitions: JOB_DEFINITIONS });
  const mailer = createMailer({
    db: database.db,
    jobs,
    log,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'mail'),
  });
  const payments = createPaymentProvider(config, database.db, clock);
  const cacheInvalidation = await createCacheInvalidation(config.databaseUrl, log);
  const app = { config, db: database.db, clock, mailer, jobs, log, payments, cacheInvalidation };
  // Stops listening before the database goes, so the closing database is not taken for a lost connection.
  const close = () => cacheInvalidation.close().then(() => database.close());
  return { app, database: { ...database, close } };
}
