import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/platform/mail/mailer.js';
import type { DatabaseHandle } from '../../../src/platform/db/database.js';
import { createClub } from '../../../src/modules/clubs/create-club.js';
import { createTestDatabase } from '../../support/test-database.js';
import { silentLog } from '../../support/test-app.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An in-process SMTP server that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the mailer', () => {
  let database: DatabaseHandle;
  let clubId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    clubId = (await createClub(database.db, { slug: 'mailclub', name: 'Mail Club' })).id;
  });
  afterAll(() => database.close());

  it('delivers through SMTP_URL and marks the outbox row SENT', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({ db: database.db, log: silentLog, from: 'Kiai <no-reply@kiai.test>', smtpUrl: smtp.url, outboxDir: mkdtempSync(path.join(tmpdir(), 'kiai-mail-')) });
      await mailer.send(clubId, { to: 'member@example.test', subject: 'Reset your password', text: 'Follow the link', html: '<p>Follow the link</p>' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@kiai.test', to: ['member@example.test'] });
      expect(smtp.received[0]!.raw).toContain('Subject: Reset your password');
      const row = await database.db.selectFrom('mailOutbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'SENT', toAddress: 'member@example.test', clubId });
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mail as FAILED in the outbox when the SMTP server is gone', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const mailer = createMailer({ db: database.db, log: silentLog, from: 'kiai@kiai.test', smtpUrl: smtp.url, outboxDir: mkdtempSync(path.join(tmpdir(), 'kiai-mail-')) });
    await mailer.send(clubId, { to: 'member@example.test', subject: 'Unreachable', text: 'x' });
    const row = await database.db.selectFrom('mailOutbox').selectAll().where('subject', '=', 'Unreachable').executeTakeFirstOrThrow();
    expect(row.status).toBe('FAILED');
    expect(row.error).toBeTruthy();
  });

  it('without SMTP_URL keeps the mail in the outbox table and as an .eml file', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'kiai-mail-'));
    const mailer = createMailer({ db: database.db, log: silentLog, from: 'kiai@kiai.test', smtpUrl: undefined, outboxDir });
    await mailer.send(clubId, { to: 'member@example.test', subject: 'Kept here', text: 'Body of the kept mail' });
    const row = await database.db.selectFrom('mailOutbox').selectAll().where('subject', '=', 'Kept here').executeTakeFirstOrThrow();
    expect(row.status).toBe('KEPT');
    const files = readdirSync(outboxDir);
    expect(files).toEqual([`${String(row.id).padStart(6, '0')}.eml`]);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Kept here');
    expect(eml).toContain('Body of the kept mail');
  });
});
