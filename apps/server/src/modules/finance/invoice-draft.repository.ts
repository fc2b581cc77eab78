import type { Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FinanceInvoicesTable } from '../../platform/db/tables/finance.js';
import type { DraftLine } from './invoice-draft.js';

export async function updateInvoiceRow(trx: Db, clubId: number, id: number, values: Updateable<FinanceInvoicesTable>): Promise<void> {
  await trx.updateTable('financeInvoices').set(values).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** A draft's lines are written anew at each save (a draft's lines are nobody's reference yet). */
export async function replaceInvoiceLines(trx: Db, clubId: number, invoiceId: number, lines: readonly DraftLine[]): Promise<void> {
  await trx.deleteFrom('financeInvoiceItems').where('clubId', '=', clubId).where('financeInvoiceId', '=', invoiceId).execute();
  await trx
    .insertInto('financeInvoiceItems')
    .values(lines.map((line, index) => ({ ...line, clubId, financeInvoiceId: invoiceId, sortOrder: index, accountClasspassId: null })))
    .execute();
}

export async function deleteInvoiceRow(trx: Db, clubId: number, id: number): Promise<void> {
  await trx.deleteFrom('financeInvoiceItems').where('clubId', '=', clubId).where('financeInvoiceId', '=', id).execute();
  await trx.deleteFrom('financeInvoices').where('clubId', '=', clubId).where('id', '=', id).execute();
}
