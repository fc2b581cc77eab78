import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail through SMTP_URL; without one, keeps it in the outbox table and as .eml files. */
export interface Mailer {
  send(clubId: number, message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  log: Logger;
  from: string;
  smtpUrl: string | undefined;
  /** Folder for .eml copies of kept mail (./data/mail). */
  outboxDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, log, from, smtpUrl, outboxDir } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const emlWriter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  if (!transport) log.info(`No SMTP_URL: mail is kept in the mail_outbox table and in ${outboxDir}`);

  return {
    async send(clubId, message) {
      const row = await db
        .insertInto('mailOutbox')
        .values({ clubId, toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const envelope = { from, ...message };
      if (!transport) {
        const info = await emlWriter.sendMail(envelope);
        mkdirSync(outboxDir, { recursive: true });
        const file = path.join(outboxDir, `${String(row.id).padStart(6, '0')}.eml`);
        writeFileSync(file, info.message as Buffer);
        log.info({ outboxId: row.id, file }, 'mail kept in outbox');
        return;
      }
      try {
        await transport.sendMail(envelope);
        await db.updateTable('mailOutbox').set({ status: 'SENT', sentAt: new Date() }).where('id', '=', row.id).execute();
      } catch (error) {
        // The mail stays in the outbox as FAILED; the use case that asked for it has already committed.
        await db
          .updateTable('mailOutbox')
          .set({ status: 'FAILED', error: (error as Error).message })
          .where('id', '=', row.id)
          .execute();
        log.error({ outboxId: row.id, err: (error as Error).message }, 'mail delivery failed');
      }
    },
  };
}
