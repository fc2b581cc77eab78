import type { Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MailOutboxTable, MailStatus } from '../db/tables/core.js';
import type { MailMessage } from './mailer.js';
import type { ListPage } from '../list-page.js';

export async function insertQueuedMail(db: Db, clubId: number, message: MailMessage): Promise<number> {
  const row = await db
    .insertInto('mailOutbox')
    .values({
      clubId,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      icalEvent: message.icalEvent ?? null,
      attachments: message.attachments ? JSON.stringify(message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }))) : null,
      status: 'QUEUED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findOutboxMail(db: Db, clubId: number, id: number) {
  return db.selectFrom('mailOutbox').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function updateOutboxMail(db: Db, clubId: number, id: number, changes: Updateable<MailOutboxTable>): Promise<void> {
  await db.updateTable('mailOutbox').set(changes).where('clubId', '=', clubId).where('id', '=', id).execute();
}


/** A club's mails, newest first, optionally of one status (the back office's outbox). */
export async function listOutboxMails(db: Db, clubId: number, filter: { status?: MailStatus | undefined }, page: ListPage) {
  let query = db.selectFrom('mailOutbox').select(['id', 'toAddress', 'subject', 'status', 'error', 'createdAt', 'sentAt']).where('clubId', '=', clubId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}
