import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/platform/config.js';
import { FixedClock } from '../../src/platform/clock.js';
import type { AppContext } from '../../src/platform/app-context.js';
import { createMailer } from '../../src/platform/mail/mailer.js';
import { createJobQueue } from '../../src/platform/jobs/job-queue.js';
import { runDueJobs } from '../../src/platform/jobs/run-due-jobs.js';
import { JOB_DEFINITIONS } from '../../src/job-definitions.js';
import { buildServer } from '../../src/http/app.js';
import { createTestDatabase, openSameDatabase, type TestDatabase } from './test-database.js';
import { createCacheInvalidation } from '../../src/platform/cache-invalidation.js';
import { createFactories, type Factories } from './factories.js';
import { createPaymentProvider } from '../../src/modules/payments/create-payment-provider.js';

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface TestApp {
  app: AppContext;
  clock: FixedClock;
  server: FastifyInstance;
  database: TestDatabase;
  make: Factories;
  config: Config;
  /** POSTs a GraphQL document to /<club>/d/graphql/ and returns status and body. */
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; club?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } }>;
  /** Runs every queued job that is due (as the worker would) until none is left; answers how many ran. */
  runJobs(options?: { ignoreBackoff?: boolean }): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: Date;
  env?: Record<string, string>;
  /** Another server on that app's database (test plan S4): on PostgreSQL its own connections, caches and listener. */
  besides?: TestApp;
  /** Called with every statement the app's database runs (test plan S1 counts them). */
  onStatement?: (sql: string) => void;
}

/** A whole server on a fresh database with a fixed clock; start one per test file (beforeAll). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiai-test-'));
  const database = options.besides ? await openSameDatabase(options.besides.database) : await createTestDatabase(undefined, options.onStatement ? { onStatement: options.onStatement } : {});
  const config = loadConfig({
    KIAI_DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    KIAI_WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    // Tests change data behind the use cases' back (factories): every read computes the schedule afresh.
    SCHEDULE_CACHE_MS: '0',
    // On PostgreSQL its URL, as a server on it has it: the monthly runs' transactions at once and the diagnostics read it.
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const clock = new FixedClock(options.now ?? new Date('2026-03-02T09:00:00Z'));
  const jobs = await createJobQueue({ db: database.db, log: silentLog, definitions: JOB_DEFINITIONS });
  const mailer = createMailer({ db: database.db, jobs, log: silentLog, from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: path.join(dataDir, 'mail') });
  const payments = createPaymentProvider(config, database.db, clock);
  const cacheInvalidation = await createCacheInvalidation(database.url, silentLog);
  const app: AppContext = { config, db: database.db, clock, mailer, jobs, log: silentLog, payments, cacheInvalidation };
  const server = await buildServer(app, { logger: false });
  await server.ready();
  const make = createFactories(app);
  return {
    app,
    clock,
    server,
    database,
    make,
    config,
    async gql(query, variables = {}, opts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
      if (opts.token) headers.authorization = `JWT ${opts.token}`;
      const res = await server.inject({
        method: 'POST',
        url: `/${opts.club ?? make.defaultClubSlug()}/d/graphql/`,
        headers,
        remoteAddress: opts.ip ?? '127.0.0.1',
        payload: JSON.stringify({ query, variables }),
      });
      return { status: res.statusCode, body: res.json() };
    },
    runJobs: (runOptions) => runDueJobs(app, runOptions),
    async close() {
      await server.close();
      await cacheInvalidation.close();
      await database.close();
    },
  };
}
