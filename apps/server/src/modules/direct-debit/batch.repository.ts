import type { Insertable, Selectable } from 'kysely';
import type { ListPage } from '../../platform/list-page.js';
import type { Db } from '../../platform/db/database.js';
import type { BatchStatus, DirectDebitBatchesTable, DirectDebitBatchItemsTable } from '../../platform/db/tables/direct-debit.js';
import type { BatchCandidate } from './batch-contents.js';

export type Batch = Selectable<DirectDebitBatchesTable>;
export type BatchItem = Selectable<DirectDebitBatchItemsTable>;

/** The club's issued, unpaid invoices to be paid by direct debit, with their accounts' mandates and open batches. */
export async function batchCandidates(db: Db, clubId: number): Promise<BatchCandidate[]> {
  const rows = await db
    .selectFrom('financeInvoices as i')
    .innerJoin('financePaymentMethods as pm', (join) => join.onRef('pm.clubId', '=', 'i.clubId').onRef('pm.id', '=', 'i.financePaymentMethodId'))
    .innerJoin('accounts as a', (join) => join.onRef('a.clubId', '=', 'i.clubId').onRef('a.id', '=', 'i.accountId'))
    .leftJoin('directDebitMandates as m', (join) => join.onRef('m.clubId', '=', 'i.clubId').onRef('m.accountId', '=', 'i.accountId').on('m.retiredAt', 'is', null))
    .leftJoin('directDebitBankAccounts as b', (join) => join.onRef('b.clubId', '=', 'm.clubId').onRef('b.id', '=', 'm.bankAccountId'))
    .leftJoin('directDebitBatchItems as bi', (join) => join.onRef('bi.clubId', '=', 'i.clubId').onRef('bi.invoiceId', '=', 'i.id').on('bi.holdsInvoice', '=', true))
    .select((eb) => [
      'i.id as invoiceId',
      'i.invoiceNumber',
      'i.accountId',
      'a.firstName',
      'a.lastName',
      'i.dateDue',
      'i.total',
      'i.paid',
      'm.id as mandateId',
      'm.reference',
      'm.signatureDate',
      'm.firstCollectedAt',
      'b.holder',
      'b.iban',
      'b.bic',
      'bi.batchId as openBatchId',
      eb
        .exists(eb.selectFrom('directDebitMandates as r').select('r.id').whereRef('r.clubId', '=', 'i.clubId').whereRef('r.accountId', '=', 'i.accountId').where('r.retiredAt', 'is not', null))
        .as('hasRetiredMandate'),
    ])
    .where('i.clubId', '=', clubId)
    .where('pm.code', '=', 'DIRECT_DEBIT')
    .where('i.status', 'in', ['SENT', 'OVERDUE'])
    // Issued invoices are numbered (a database check); the join on accounts leaves out business relations' invoices. This tells the types.
    .where('i.invoiceNumber', 'is not', null)
    .where('i.accountId', 'is not', null)
    .$narrowType<{ invoiceNumber: string; accountId: number }>()
    .orderBy('i.dateDue')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    invoiceId: r.invoiceId,
    invoiceNumber: r.invoiceNumber,
    accountId: r.accountId,
    accountName: `${r.firstName} ${r.lastName}`.trim(),
    dateDue: r.dateDue,
    total: r.total,
    paid: r.paid,
    mandate: mandateOfRow(r),
    hasRetiredMandate: Boolean(r.hasRetiredMandate),
    openBatchId: r.openBatchId,
  }));
}

export async function insertBatch(db: Db, values: Insertable<DirectDebitBatchesTable>): Promise<number> {
  const { id } = await db.insertInto('directDebitBatches').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Inserts the items; answers each one's id with its account. */
export async function insertBatchItems(db: Db, items: readonly Insertable<DirectDebitBatchItemsTable>[]): Promise<{ id: number; accountId: number }[]> {
  const inserted: { id: number; accountId: number }[] = [];
  // Chunks keep each statement under PostgreSQL's 65,535 parameters (14 per row).
  for (let start = 0; start < items.length; start += 2000) {
    inserted.push(...(await db.insertInto('directDebitBatchItems').values(items.slice(start, start + 2000)).returning(['id', 'accountId']).execute()));
  }
  return inserted;
}

/** True for the unique violation of "an invoice in one open batch" (two batches built at once). */
export function isInvoiceInOpenBatch(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'direct_debit_batch_items_open_invoice_idx');
}

export async function findBatch(db: Db, clubId: number, id: number): Promise<Batch | undefined> {
  return db.selectFrom('directDebitBatches').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function lockBatch(db: Db, clubId: number, id: number): Promise<Batch | undefined> {
  return db.selectFrom('directDebitBatches').selectAll().where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function listBatches(db: Db, clubId: number, filter: { status?: BatchStatus | undefined }, page: ListPage): Promise<Batch[]> {
  let query = db.selectFrom('directDebitBatches').selectAll().where('clubId', '=', clubId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query.orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function itemsOfBatch(db: Db, clubId: number, batchId: number): Promise<BatchItem[]> {
  return db.selectFrom('directDebitBatchItems').selectAll().where('clubId', '=', clubId).where('batchId', '=', batchId).orderBy('id').execute();
}

/** Item counts and sums of batches, for lists. */
export async function batchTotals(db: Db, clubId: number, batchIds: readonly number[]) {
  if (batchIds.length === 0) return [];
  return db
    .selectFrom('directDebitBatchItems')
    .select((eb) => ['batchId', eb.fn.countAll<string>().as('count'), eb.fn.sum<string>('amount').as('total')])
    .where('clubId', '=', clubId)
    .where('batchId', 'in', [...batchIds])
    .groupBy('batchId')
    .execute();
}

/**
 * The compare-and-set of a batch's status: changes it only from `from`, and answers whether it did. Two staff
 * pressing the same button at once: the second waits for the first's row lock, then finds the status moved.
 */
export async function moveBatchStatus(
  db: Db,
  clubId: number,
  id: number,
  from: BatchStatus,
  changes: { status: BatchStatus; approvedBy?: number; decidedAt?: Date; sentAt?: Date },
): Promise<boolean> {
  const result = await db.updateTable('directDebitBatches').set(changes).where('clubId', '=', clubId).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A rejected batch lets go of its invoices: they may go into another batch. */
export async function releaseBatchInvoices(db: Db, clubId: number, batchId: number): Promise<void> {
  await db.updateTable('directDebitBatchItems').set({ holdsInvoice: false }).where('clubId', '=', clubId).where('batchId', '=', batchId).execute();
}

export async function deleteBatchItem(db: Db, clubId: number, batchId: number, itemId: number): Promise<boolean> {
  const result = await db.deleteFrom('directDebitBatchItems').where('clubId', '=', clubId).where('batchId', '=', batchId).where('id', '=', itemId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** An account's collection items, newest first, with their batches' collection dates and statuses. */
export async function itemsOfAccount(db: Db, clubId: number, accountId: number, page: ListPage) {
  return db
    .selectFrom('directDebitBatchItems as i')
    .innerJoin('directDebitBatches as b', (join) => join.onRef('b.clubId', '=', 'i.clubId').onRef('b.id', '=', 'i.batchId'))
    .selectAll('i')
    .select(['b.collectionDate', 'b.status as batchStatus'])
    .where('i.clubId', '=', clubId)
    .where('i.accountId', '=', accountId)
    .where('b.status', '!=', 'REJECTED')
    .orderBy('b.collectionDate', 'desc')
    .orderBy('i.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The mandate a contents row joined, or null when the account has none in force (invoice and category batches alike). */
export function mandateOfRow(r: {
  mandateId: number | null;
  reference: string | null;
  signatureDate: string | null;
  firstCollectedAt: unknown;
  holder: string | null;
  iban: string | null;
  bic: string | null;
}) {
  return r.mandateId !== null && r.reference !== null && r.signatureDate !== null && r.holder !== null && r.iban !== null && r.bic !== null
    ? { id: r.mandateId, reference: r.reference, signatureDate: r.signatureDate, collectedBefore: r.firstCollectedAt !== null, holder: r.holder, iban: r.iban, bic: r.bic }
    : null;
}
