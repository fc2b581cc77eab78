import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/platform/app-context.js';
import { createMailer, type MailMessage } from '../../../src/platform/mail/mailer.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { runDueJobs } from '../../../src/platform/jobs/run-due-jobs.js';
import { createTestApp, silentLog, type TestApp } from '../../support/test-app.js';
import { startSmtpServer } from '../../support/smtp-server.js';

describe('the mailer', () => {
  let t: TestApp;
  let club: Club;
  beforeAll(async () => {
    t = await createTestApp();
    club = await t.make.club({ slug: 'mailclub', name: 'Mail Club' });
  });
  afterAll(() => t.close());

  /** The app with a mailer of its own (SMTP or not), as the worker of a server so configured would run it. */
  function appWithMailer(smtpUrl: string | undefined, outboxDir = mkdtempSync(path.join(tmpdir(), 'kiai-mail-'))): AppContext {
    const mailer = createMailer({ db: t.app.db, jobs: t.app.jobs, log: silentLog, from: 'Kiai <no-reply@kiai.test>', smtpUrl, outboxDir });
    return { ...t.app, mailer };
  }

  const queue = (app: AppContext, message: MailMessage) => app.db.transaction().execute((trx) => app.mailer.queue(trx, club.id, message));
  const outboxRow = (subject: string) => t.app.db.selectFrom('mailOutbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();

  it('queues the mail, and its job delivers it through SMTP_URL and marks the outbox row SENT', async () => {
    const smtp = await startSmtpServer();
    try {
      const app = appWithMailer(smtp.url);
      await queue(app, { to: 'member@example.test', subject: 'Reset your password', text: 'Follow the link', html: '<p>Follow the link</p>' });
      expect((await outboxRow('Reset your password')).status).toBe('QUEUED');
      expect(smtp.received).toHaveLength(0);

      expect(await runDueJobs(app)).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@kiai.test', to: ['member@example.test'] });
      expect(smtp.received[0]!.raw).toContain('Subject: Reset your password');
      const row = await outboxRow('Reset your password');
      expect(row).toMatchObject({ status: 'SENT', toAddress: 'member@example.test', clubId: club.id, error: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mail QUEUED while tries are left when the SMTP server is gone, and FAILED after the last', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const app = appWithMailer(smtp.url);
    await queue(app, { to: 'member@example.test', subject: 'Unreachable', text: 'x' });
    expect(await runDueJobs(app)).toBe(1);
    const afterFirst = await outboxRow('Unreachable');
    expect(afterFirst.status).toBe('QUEUED');
    expect(afterFirst.error).toBeTruthy();

    expect(await runDueJobs(app, { ignoreBackoff: true })).toBe(4);
    const row = await outboxRow('Unreachable');
    expect(row.status).toBe('FAILED');
    expect(row.error).toBeTruthy();
  });

  it('without SMTP_URL keeps the mail in the outbox table and as an .eml file', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'kiai-mail-'));
    const app = appWithMailer(undefined, outboxDir);
    await queue(app, { to: 'member@example.test', subject: 'Kept here', text: 'Body of the kept mail' });
    expect(readdirSync(outboxDir)).toEqual([]);
    expect(await runDueJobs(app)).toBe(1);
    const row = await outboxRow('Kept here');
    expect(row.status).toBe('KEPT');
    const files = readdirSync(outboxDir);
    expect(files).toEqual([`${String(row.id).padStart(6, '0')}.eml`]);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Kept here');
    expect(eml).toContain('Body of the kept mail');
  });
});
