import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** An overdue invoice that may need a reminder, with whom to mail. */
export interface OverdueInvoice {
  id: number;
  invoiceNumber: string;
  dateDue: string;
  balance: string;
  email: string;
  firstName: string;
}

/**
 * SENT invoices past their due date (before `today`) with something owed become OVERDUE; a credit note (what the club
 * owes) never does. Answers how many changed.
 */
export async function markOverdue(trx: Db, clubId: number, today: string, now: Date): Promise<number> {
  const result = await trx
    .updateTable('financeInvoices')
    .set({ status: 'OVERDUE', updatedAt: now })
    .where('clubId', '=', clubId)
    .where('status', '=', 'SENT')
    .where('dateDue', '<', today)
    .where(sql<boolean>`total > paid`)
    .where('total', '>', '0')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The club's OVERDUE invoices with a balance that were due on or before `dueBy`, oldest due first. */
export function overdueInvoices(db: Db, clubId: number, dueBy: string): Promise<OverdueInvoice[]> {
  return db
    .selectFrom('financeInvoices as n')
    .innerJoin('accounts as a', (join) => join.onRef('a.clubId', '=', 'n.clubId').onRef('a.id', '=', 'n.accountId'))
    .select(['n.id', 'n.dateDue', 'a.email', 'a.firstName', sql<string>`(n.total - n.paid)::text`.as('balance')])
    .select(sql<string>`n.invoice_number`.as('invoiceNumber'))
    .where('n.clubId', '=', clubId)
    .where('n.status', '=', 'OVERDUE')
    .where('n.dateDue', '<=', dueBy)
    .where(sql<boolean>`n.total > n.paid`)
    .orderBy('n.dateDue')
    .orderBy('n.id')
    .execute();
}

/** Records the reminder of a step unless it was sent before; true when this call recorded it (and must mail). */
export async function recordReminderOnce(trx: Db, reminder: { clubId: number; financeInvoiceId: number; step: number; sentOn: string; createdAt: Date }): Promise<boolean> {
  const row = await trx
    .insertInto('financeInvoiceReminders')
    .values(reminder)
    .onConflict((oc) => oc.columns(['clubId', 'financeInvoiceId', 'step']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
