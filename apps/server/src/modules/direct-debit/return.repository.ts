import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { DirectDebitReturnsTable } from '../../platform/db/tables/direct-debit.js';

/** A return with the number of the fee invoice it charged, if any. */
export type BatchReturn = Selectable<DirectDebitReturnsTable> & { feeInvoiceNumber: string | null };

function returnsWithFees(db: Db, clubId: number) {
  return db
    .selectFrom('directDebitReturns as r')
    .leftJoin('financeInvoices as f', (join) => join.onRef('f.clubId', '=', 'r.clubId').onRef('f.id', '=', 'r.feeInvoiceId'))
    .selectAll('r')
    .select('f.invoiceNumber as feeInvoiceNumber')
    .where('r.clubId', '=', clubId);
}

/** A batch item with its batch's status and its invoice's number, under a row lock on the item (returns of one item one after the other). */
export async function lockBatchItem(db: Db, clubId: number, itemId: number) {
  return db
    .selectFrom('directDebitBatchItems as i')
    .innerJoin('directDebitBatches as b', (join) => join.onRef('b.clubId', '=', 'i.clubId').onRef('b.id', '=', 'i.batchId'))
    .leftJoin('financeInvoices as f', (join) => join.onRef('f.clubId', '=', 'i.clubId').onRef('f.id', '=', 'i.invoiceId'))
    .selectAll('i')
    .select(['b.status as batchStatus', 'f.invoiceNumber'])
    .where('i.clubId', '=', clubId)
    .where('i.id', '=', itemId)
    .forUpdate('i')
    .executeTakeFirst();
}

/** Records a return once per item and reason code: the id, or undefined when it was recorded before. */
export async function insertReturnOnce(db: Db, values: Insertable<DirectDebitReturnsTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('directDebitReturns')
    .values(values)
    .onConflict((oc) => oc.columns(['clubId', 'batchItemId', 'reasonCode']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findReturn(db: Db, clubId: number, batchItemId: number, reasonCode: string): Promise<BatchReturn | undefined> {
  return returnsWithFees(db, clubId).where('r.batchItemId', '=', batchItemId).where('r.reasonCode', '=', reasonCode).executeTakeFirst();
}

export async function returnsOfItems(db: Db, clubId: number, itemIds: readonly number[]): Promise<BatchReturn[]> {
  if (itemIds.length === 0) return [];
  return returnsWithFees(db, clubId).where('r.batchItemId', 'in', [...itemIds]).orderBy('r.id').execute();
}

/** The returned item lets go of its invoice: a later batch may collect it again. */
export async function releaseBatchItem(db: Db, clubId: number, itemId: number): Promise<void> {
  await db.updateTable('directDebitBatchItems').set({ holdsInvoice: false }).where('clubId', '=', clubId).where('id', '=', itemId).execute();
}

/** The fee invoice a return charged (once: the return was recorded by this call). */
export async function setReturnFeeInvoice(db: Db, clubId: number, returnId: number, feeInvoiceId: number): Promise<void> {
  await db.updateTable('directDebitReturns').set({ feeInvoiceId }).where('clubId', '=', clubId).where('id', '=', returnId).where('feeInvoiceId', 'is', null).execute();
}
