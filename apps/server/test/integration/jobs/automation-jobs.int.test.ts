import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossDb } from '../../../src/platform/jobs/pg-boss-db.js';
import { runDueJobs } from '../../../src/platform/jobs/run-due-jobs.js';
import { createMailer } from '../../../src/platform/mail/mailer.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, silentLog, type TestApp } from '../../support/test-app.js';
import { startSmtpServer } from '../../support/smtp-server.js';
import { REGISTER, freshIp, latestMail } from '../auth/auth-helpers.js';
import { REVOKE_JOB, globalJobId, jobsSeenBy, staffToken } from './jobs-kit.js';

describe('J1 and J3: failing mail is retried, and every job shows its status and log to its club’s staff', () => {
  let t: TestApp;
  let club: Club;
  let staff: string;
  beforeAll(async () => {
    // An SMTP server that is gone: every delivery fails.
    const smtp = await startSmtpServer();
    await smtp.close();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    club = await t.make.defaultClub();
    staff = await staffToken(t, ['MANAGER']);
  });
  afterAll(() => t.close());

  const queueMail = (to: string) => t.app.db.transaction().execute((trx) => t.app.mailer.queue(trx, club.id, { to, subject: 'Hello', text: 'x' }));

  it('retries a failing SMTP server with backoff and ends in FAILURE after 5 tries, visible to staff', async () => {
    const email = 'unlucky-new-member@example.test';
    const registered = await t.gql(REGISTER, { email, password1: 'Unlucky-Mail-Pass-42', password2: 'Unlucky-Mail-Pass-42', firstName: 'Una', lastName: 'Lucky' }, { ip: freshIp() });
    expect(registered.body.data.register.success).toBe(true);

    const firstTry = Date.now();
    expect(await t.runJobs()).toBe(1);
    const [retrying] = await jobsSeenBy(t, staff, { name: 'mail.send' });
    expect(retrying).toMatchObject({ status: 'RETRY', attempts: 1, completedAt: null });
    // The first retry waits 30–60 s (pg-boss's backoff with jitter); nothing runs before.
    const wait = Date.parse(retrying!.nextAttemptAt!) - firstTry;
    expect(wait).toBeGreaterThanOrEqual(29_000);
    expect(wait).toBeLessThan(61_000);
    expect(await t.runJobs()).toBe(0);
    expect((await latestMail(t, email))?.status).toBe('QUEUED');

    expect(await t.runJobs({ ignoreBackoff: true })).toBe(4);
    const [failed] = await jobsSeenBy(t, staff, { name: 'mail.send', status: 'FAILURE' });
    expect(failed).toMatchObject({ id: retrying!.id, status: 'FAILURE', attempts: 5, nextAttemptAt: null });
    expect(failed!.completedAt).not.toBeNull();
    const messages = failed!.log.map((line) => line.message);
    expect(messages).toHaveLength(10);
    for (let n = 1; n <= 5; n++) {
      expect(messages[2 * n - 2]).toBe(`Try ${n} of 5 started`);
      expect(messages[2 * n - 1]).toMatch(n < 5 ? /^Failed: .+\. It will be retried\.$/ : /^Failed: .+\. No tries left\.$/);
    }
    expect(await jobsSeenBy(t, staff, { name: 'mail.send', status: 'SUCCESS' })).toEqual([]);
    const mail = await latestMail(t, email);
    expect(mail?.status).toBe('FAILED');
    expect(mail?.error).toBeTruthy();
  });

  it('shows STARTED while a worker runs a job, and REVOKED once staff revoke a waiting one', async () => {
    await queueMail('running@example.test');
    const [running] = await t.app.jobs.boss.fetch('mail.send');
    await queueMail('revoked@example.test');
    const [waiting, started] = await jobsSeenBy(t, staff, { name: 'mail.send', first: 2 });
    expect(started).toMatchObject({ id: globalJobId(running!.id), status: 'STARTED', attempts: 1 });
    expect(started!.startedAt).not.toBeNull();
    expect(waiting).toMatchObject({ status: 'PENDING' });

    const revoked = await t.gql(REVOKE_JOB, { id: waiting!.id }, { token: staff });
    expect(revoked.body.data.revokeAutomationJob.job.status).toBe('REVOKED');
    expect(revoked.body.data.revokeAutomationJob.job.log.map((l: { message: string }) => l.message)).toEqual([expect.stringMatching(/^Revoked by /)]);
    expect(await t.runJobs({ ignoreBackoff: true })).toBe(0);
    expect((await latestMail(t, 'revoked@example.test'))?.status).toBe('QUEUED');

    const refused = await t.gql(REVOKE_JOB, { id: started!.id }, { token: staff });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await jobsSeenBy(t, staff, { status: 'REVOKED' })).map((j) => j.id)).toEqual([waiting!.id]);
  });

  it("shows nothing to members, to staff without the permission, or to another club's staff", async () => {
    await queueMail('private@example.test');
    const [job] = await jobsSeenBy(t, staff, { first: 1 });
    const globalId = job!.id;

    const member = (await t.make.session(await t.make.member())).token;
    const coach = await staffToken(t, ['INSTRUCTOR']);
    for (const token of [member, coach]) {
      const res = await t.gql('{ automationJobs { edges { node { id } } } }', {}, { token });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    }
    // Finance staff hold neither jobs permission: revoking is refused too.
    const finance = await staffToken(t, ['FINANCE']);
    expect((await t.gql(REVOKE_JOB, { id: globalId }, { token: finance })).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');

    const other = await t.make.club({ slug: 'other-jobs-club' });
    const otherStaff = await staffToken(t, ['ADMIN'], other);
    expect(await jobsSeenBy(t, otherStaff, {}, other.slug)).toEqual([]);
    const byId = await t.gql('query ($id: ID!) { node(id: $id) { id } }', { id: globalId }, { token: otherStaff, club: other.slug });
    expect(byId.body.data).toEqual({ node: null });
    const revoke = await t.gql(REVOKE_JOB, { id: globalId }, { token: otherStaff, club: other.slug });
    expect(revoke.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await jobsSeenBy(t, staff, { first: 1 }))[0]).toMatchObject({ id: job!.id, status: 'PENDING' });
  });

  it('still shows a finished job once pg-boss has archived it', async () => {
    const delivered = await startSmtpServer();
    const app = { ...t.app, mailer: createMailer({ db: t.app.db, jobs: t.app.jobs, log: silentLog, from: 'kiai@kiai.test', smtpUrl: delivered.url, outboxDir: t.config.dataDir }) };
    try {
      await app.db.transaction().execute((trx) => app.mailer.queue(trx, club.id, { to: 'archived@example.test', subject: 'Archived', text: 'x' }));
      // The earlier test's waiting mail goes out too.
      expect(await runDueJobs(app)).toBe(2);
    } finally {
      await delivered.close();
    }
    const [done] = await jobsSeenBy(t, staff, { status: 'SUCCESS', first: 1 });
    // The worker's maintenance, with finished jobs archived after one second instead of twelve hours.
    const maintenance = new PgBoss({ db: pgBossDb(t.app.db), migrate: false, supervise: false, schedule: false, archiveCompletedAfterSeconds: 1 });
    await maintenance.start();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await maintenance.maintain();
    await maintenance.stop({ close: false, graceful: false });
    const archived = await t.app.db.selectFrom('pgboss.archive').select('id').execute();
    expect(archived.map((row) => globalJobId(row.id))).toContain(done!.id);
    expect((await jobsSeenBy(t, staff, { status: 'SUCCESS', first: 1 }))[0]).toEqual(done);
  });

  it('refuses more than 100 jobs a page', async () => {
    const res = await t.gql('{ automationJobs(first: 101) { edges { node { id } } } }', {}, { token: staff });
    expect(res.body.data).toBeFalsy();
    expect(res.body.errors?.length).toBeGreaterThan(0);
  });
});
