import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export const UNPAID_REASON_PREFIX = 'Unpaid invoice ';

/**
 * Blocks, from `today`, each subscription with an open (SENT or OVERDUE) invoice of its months due before
 * `dueBefore`, once per invoice: a block whose reason names the invoice, still open, is there already. Answers how many.
 */
export async function blockUnpaidSubscriptions(trx: Db, clubId: number, today: string, dueBefore: string, createdAt: Date): Promise<number> {
  const unpaid = await trx
    .selectFrom('financeInvoices as i')
    .innerJoin('financeInvoiceItems as it', (j) => j.onRef('it.clubId', '=', 'i.clubId').onRef('it.financeInvoiceId', '=', 'i.id'))
    .select(['it.accountSubscriptionId', 'i.invoiceNumber'])
    .distinct()
    .where('i.clubId', '=', clubId)
    .where('i.status', 'in', ['SENT', 'OVERDUE'])
    .where('i.dateDue', '<', dueBefore)
    .where('it.accountSubscriptionId', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('accountSubscriptionBlocks as b')
            .select('b.id')
            .whereRef('b.clubId', '=', 'i.clubId')
            .whereRef('b.accountSubscriptionId', '=', 'it.accountSubscriptionId')
            .where('b.dateEnd', 'is', null)
            .whereRef('b.reason', '=', sql<string>`${UNPAID_REASON_PREFIX} || i.invoice_number`),
        ),
      ),
    )
    .$narrowType<{ accountSubscriptionId: number; invoiceNumber: string }>()
    .execute();
  if (unpaid.length === 0) return 0;
  await trx
    .insertInto('accountSubscriptionBlocks')
    .values(unpaid.map((u) => ({ clubId, accountSubscriptionId: u.accountSubscriptionId, dateStart: today, reason: `${UNPAID_REASON_PREFIX}${u.invoiceNumber}`, createdAt })))
    .execute();
  return unpaid.length;
}

/** The open unpaid-invoice blocks whose invoice is no longer open (paid, or settled by a credit note). */
function settledBlocks(db: Db, clubId: number) {
  return db
    .selectFrom('accountSubscriptionBlocks as b')
    .innerJoin('financeInvoices as i', (j) => j.onRef('i.clubId', '=', 'b.clubId').on('b.reason', '=', sql<string>`${UNPAID_REASON_PREFIX} || i.invoice_number`))
    .select(['b.id', 'b.dateStart'])
    .where('b.clubId', '=', clubId)
    .where('b.dateEnd', 'is', null)
    .where('b.reason', 'like', `${UNPAID_REASON_PREFIX}%`)
    .where('i.status', 'not in', ['SENT', 'OVERDUE']);
}

/** Lifts the blocks of settled invoices: ended yesterday, or removed when they began today. Answers how many. */
export async function liftSettledBlocks(trx: Db, clubId: number, today: string, yesterday: string): Promise<number> {
  const settled = await settledBlocks(trx, clubId).execute();
  const endNow = settled.filter((b) => b.dateStart < today).map((b) => b.id);
  const remove = settled.filter((b) => b.dateStart >= today).map((b) => b.id);
  if (endNow.length > 0) await trx.updateTable('accountSubscriptionBlocks').set({ dateEnd: yesterday }).where('clubId', '=', clubId).where('id', 'in', endNow).execute();
  if (remove.length > 0) await trx.deleteFrom('accountSubscriptionBlocks').where('clubId', '=', clubId).where('id', 'in', remove).execute();
  return settled.length;
}
