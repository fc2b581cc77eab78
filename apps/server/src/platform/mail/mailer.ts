import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Logger } from '../logger.js';
import { findOutboxMail, insertQueuedMail, updateOutboxMail } from './mail-outbox.repository.js';
import { SEND_MAIL_JOB } from './send-mail.job.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** an iCalendar object (METHOD:REQUEST or CANCEL) that calendar apps offer to add or remove */
  icalEvent?: string;
  /** files sent with the mail (an invoice's PDF) */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Mail goes through the outbox: a use case queues it in its own transaction, and a job sends it after
 * the commit, never inside the request (test plan J1, A3). Through SMTP_URL, or without one kept as an
 * .eml file.
 */
export interface Mailer {
  /** Writes the mail to mail_outbox (QUEUED) and queues the job that sends it, both with the caller's transaction. */
  queue(trx: Db, clubId: number, message: MailMessage): Promise<void>;
  /** Sends one queued mail and says how; throws when SMTP fails, so the job retries (FAILED after the last try). */
  deliver(clubId: number, outboxId: number, lastTry: boolean): Promise<string>;
}

export interface MailerOptions {
  db: Db;
  jobs: JobQueue;
  log: Logger;
  from: string;
  smtpUrl: string | undefined;
  /** Folder for .eml copies of kept mail (./data/mail). */
  outboxDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, jobs, log, from, smtpUrl, outboxDir } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const emlWriter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  if (!transport) log.info(`No SMTP_URL: mail is kept in the mail_outbox table and in ${outboxDir}`);

  return {
    async queue(trx, clubId, message) {
      const outboxId = await insertQueuedMail(trx, clubId, message);
      await jobs.enqueue(trx, SEND_MAIL_JOB, clubId, { outboxId });
    },

    async deliver(clubId, outboxId, lastTry) {
      const mail = await findOutboxMail(db, clubId, outboxId);
      if (!mail) throw new Error(`mail ${outboxId} is not in the outbox`);
      // An earlier try delivered it but did not get to mark its job done.
      if (mail.status !== 'QUEUED') return `Mail ${outboxId} was already ${mail.status}`;
      const envelope = {
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        ...(mail.attachments ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') })) } : {}),
        ...(mail.icalEvent ? { icalEvent: { method: /^METHOD:(\w+)/m.exec(mail.icalEvent)?.[1] ?? 'PUBLISH', filename: 'appointment.ics', content: mail.icalEvent } } : {}),
      };
      if (!transport) {
        const info = await emlWriter.sendMail(envelope);
        mkdirSync(outboxDir, { recursive: true });
        const file = path.join(outboxDir, `${String(outboxId).padStart(6, '0')}.eml`);
        // Written aside and renamed, so whoever reads the folder never sees half a mail.
        writeFileSync(`${file}.part`, info.message as Buffer);
        renameSync(`${file}.part`, file);
        await updateOutboxMail(db, clubId, outboxId, { status: 'KEPT' });
        log.info({ outboxId, file }, 'mail kept in outbox');
        return `Mail ${outboxId} kept as ${path.basename(file)} (no SMTP_URL)`;
      }
      try {
        await transport.sendMail(envelope);
      } catch (error) {
        const message = (error as Error).message;
        await updateOutboxMail(db, clubId, outboxId, lastTry ? { status: 'FAILED', error: message } : { error: message });
        log.error({ outboxId, err: message, lastTry }, 'mail delivery failed');
        throw error;
      }
      await updateOutboxMail(db, clubId, outboxId, { status: 'SENT', sentAt: new Date(), error: null });
      return `Mail ${outboxId} sent`;
    },
  };
}
