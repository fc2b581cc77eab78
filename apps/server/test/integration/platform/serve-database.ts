import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../../../src/http/app.js';
import type { AppContext } from '../../../src/platform/app-context.js';
import { FixedClock } from '../../../src/platform/clock.js';
import { loadConfig } from '../../../src/platform/config.js';
import type { Db } from '../../../src/platform/db/database.js';
import { createMailer } from '../../../src/platform/mail/mailer.js';
import { createJobQueue } from '../../../src/platform/jobs/job-queue.js';
import { JOB_DEFINITIONS } from '../../../src/job-definitions.js';
import type { Logger } from '../../../src/platform/logger.js';
import { inProcessCacheInvalidation } from '../../../src/platform/cache-invalidation.js';
import { createFactories, type Factories } from '../../support/factories.js';
import { silentLog } from '../../support/test-app.js';
import { createPaymentProvider } from '../../../src/modules/payments/create-payment-provider.js';

export interface ServedDatabase {
  app: AppContext;
  server: FastifyInstance;
  make: Factories;
  /** Signs in through the public tokenAuth mutation; returns the access token. */
  signIn(club: string, email: string, password: string): Promise<string>;
  /** The signed-in account's email, asked with the token (proves the token works on this server). */
  whoAmI(club: string, token: string): Promise<string | undefined>;
}

/**
 * The whole server on a database the caller owns (createTestApp makes its own): the restore drill and
 * the log and job tests need to choose the database, the logger or the environment. The caller closes server and database.
 */
export async function serveDatabase(
  db: Db,
  options: BuildServerOptions = { logger: false },
  env: Record<string, string> = {},
): Promise<ServedDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiai-platform-test-'));
  const config = loadConfig({
    KIAI_DATA_DIR: dataDir,
    JWT_SECRET: 'platform-test-secret-long-enough-for-hs256-signing',
    KIAI_WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'info',
    ...env,
  });
  const clock = new FixedClock(new Date('2026-03-02T09:00:00Z'));
  // Domain code and the mailer log through the server's logger once there is one (as in main.ts).
  let current: Logger = silentLog;
  const log: Logger = { info: (o, m) => current.info(o, m), warn: (o, m) => current.warn(o, m), error: (o, m) => current.error(o, m) };
  const jobs = await createJobQueue({ db, log, definitions: JOB_DEFINITIONS });
  const mailer = createMailer({ db, jobs, log, from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: path.join(dataDir, 'mail') });
  const app: AppContext = { config, db, clock, mailer, jobs, log: silentLog, payments: createPaymentProvider(config, db, clock), cacheInvalidation: inProcessCacheInvalidation() };
  const server = await buildServer(app, options);
  if (options.logger) app.log = current = server.log;
  await server.ready();

  const graphql = (club: string, query: string, variables: Record<string, unknown>, token?: string) =>
    server.inject({
      method: 'POST',
      url: `/${club}/d/graphql/`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      payload: JSON.stringify({ query, variables }),
    });

  return {
    app,
    server,
    make: createFactories(app),
    async signIn(club, email, password) {
      const res = await graphql(club, 'mutation ($u: String!, $p: String!) { tokenAuth(username: $u, password: $p) { token } }', {
        u: email,
        p: password,
      });
      const token = res.json().data?.tokenAuth?.token;
      if (typeof token !== 'string') throw new Error(`tokenAuth failed: ${res.body}`);
      return token;
    },
    async whoAmI(club, token) {
      const res = await graphql(club, '{ currentAccount { email } }', {}, token);
      return res.json().data?.currentAccount?.email;
    },
  };
}
