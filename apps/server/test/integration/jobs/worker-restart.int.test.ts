import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '../../../src/modules/auth/request-password-reset.js';
import { openDatabase, type DatabaseHandle } from '../../../src/platform/db/database.js';
import { migrate } from '../../../src/platform/db/migrate.js';
import { startJobWorker } from '../../../src/platform/jobs/job-worker.js';
import { createTestDatabase, testDbKind } from '../../support/test-database.js';
import { startSmtpServer } from '../../support/smtp-server.js';
import { serveDatabase } from '../platform/serve-database.js';

const kind = testDbKind();
// Opening a file-backed PGlite twice takes a while on a busy machine.
const SLOW = 120_000;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A migrated database and a way to open it again, as a restarted server would. */
async function restartableDatabase(): Promise<{ first: DatabaseHandle; reopen: () => Promise<DatabaseHandle> }> {
  if (kind === 'postgres') {
    const database = await createTestDatabase('postgres');
    cleanups.push(() => database.close());
    return { first: await openDatabase({ databaseUrl: database.url }), reopen: () => openDatabase({ databaseUrl: database.url }) };
  }
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'kiai-restart-')), 'pglite');
  const first = await openDatabase({ pgliteDir: dir });
  await migrate(first.db);
  return { first, reopen: () => openDatabase({ pgliteDir: dir }) };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
  }
}

describe(`J1 the worker on ${kind}`, () => {
  it('sends after a restart the mail a request committed before the server died', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const { first, reopen } = await restartableDatabase();
    const before = await serveDatabase(first.db, { logger: false }, { SMTP_URL: smtp.url });
    const club = await before.make.club();
    const member = await before.make.member({ club });
    await requestPasswordReset(before.app, club, { email: member.email, ip: '10.7.0.1' });
    // The server dies right after the commit: no worker ever ran, its connections just go away.
    await before.server.close();
    await first.close();
    expect(smtp.received).toEqual([]);

    const second = await reopen();
    cleanups.push(() => second.close());
    const after = await serveDatabase(second.db, { logger: false }, { SMTP_URL: smtp.url });
    cleanups.push(() => after.server.close());
    const worker = await startJobWorker(after.app, { pollMs: 50 });
    try {
      await until(() => smtp.received.length > 0, 20_000);
    } finally {
      await worker.stop();
    }
    expect(smtp.received.map((m) => m.to)).toEqual([[member.email]]);
    expect(smtp.received[0]!.raw).toContain('/password-reset/');
    const mail = await second.db.selectFrom('mailOutbox').select('status').where('toAddress', '=', member.email).executeTakeFirstOrThrow();
    expect(mail.status).toBe('SENT');
    // The worker also registered the recurring jobs with pg-boss's cron: the daily club tasks, the checkout reconciliation and the start of the monthly subscription invoices.
    const schedules = await sql<{ name: string; cron: string }>`SELECT name, cron FROM pgboss.schedule ORDER BY name`.execute(second.db);
    expect(schedules.rows).toEqual([
      { name: 'clubs.daily-tasks', cron: '15 * * * *' },
      { name: 'finance.reconcile-checkouts', cron: '* * * * *' },
      { name: 'subscriptions.month-credits-start', cron: '20 * * * *' },
      { name: 'subscriptions.monthly-invoices-start', cron: '20 * * * *' },
    ]);
  }, SLOW);
});
