import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { DirectDebitBatchItemAmountsTable } from '../../platform/db/tables/direct-debit.js';
import type { CategoryAmountCandidate } from './category-batch-contents.js';
import { mandateOfRow } from './batch.repository.js';

/**
 * The club's amounts of the categories that apply to the month (one month, or a period holding it), with their
 * accounts' mandates in force, whether the accounts have bank accounts or retired mandates, and the open batch
 * already collecting each amount for the month.
 */
export async function categoryAmountCandidates(db: Db, clubId: number, categoryIds: readonly number[], month: string): Promise<CategoryAmountCandidate[]> {
  const rows = await db
    .selectFrom('directDebitAccountAmounts as x')
    .innerJoin('directDebitCategories as c', (join) => join.onRef('c.clubId', '=', 'x.clubId').onRef('c.id', '=', 'x.categoryId'))
    .innerJoin('accounts as a', (join) => join.onRef('a.clubId', '=', 'x.clubId').onRef('a.id', '=', 'x.accountId'))
    .leftJoin('directDebitMandates as m', (join) => join.onRef('m.clubId', '=', 'x.clubId').onRef('m.accountId', '=', 'x.accountId').on('m.retiredAt', 'is', null))
    .leftJoin('directDebitBankAccounts as b', (join) => join.onRef('b.clubId', '=', 'm.clubId').onRef('b.id', '=', 'm.bankAccountId'))
    .leftJoin('directDebitBatchItemAmounts as held', (join) =>
      join.onRef('held.clubId', '=', 'x.clubId').onRef('held.accountAmountId', '=', 'x.id').on('held.month', '=', month).on('held.holdsAmount', '=', true),
    )
    .leftJoin('directDebitBatchItems as hi', (join) => join.onRef('hi.clubId', '=', 'held.clubId').onRef('hi.id', '=', 'held.batchItemId'))
    .select((eb) => [
      'x.id as amountId',
      'x.accountId',
      'a.firstName',
      'a.lastName',
      'x.amount',
      'x.description',
      'c.name as categoryName',
      'hi.batchId as heldByBatchId',
      'm.id as mandateId',
      'm.reference',
      'm.signatureDate',
      'm.firstCollectedAt',
      'b.holder',
      'b.iban',
      'b.bic',
      eb.exists(eb.selectFrom('directDebitBankAccounts as any').select('any.id').whereRef('any.clubId', '=', 'x.clubId').whereRef('any.accountId', '=', 'x.accountId')).as('hasBankAccount'),
      eb
        .exists(eb.selectFrom('directDebitMandates as r').select('r.id').whereRef('r.clubId', '=', 'x.clubId').whereRef('r.accountId', '=', 'x.accountId').where('r.retiredAt', 'is not', null))
        .as('hasRetiredMandate'),
    ])
    .where('x.clubId', '=', clubId)
    .where('x.categoryId', 'in', [...categoryIds])
    .where('x.firstMonth', '<=', month)
    .where((eb) => eb.or([eb('x.lastMonth', 'is', null), eb('x.lastMonth', '>=', month)]))
    .orderBy('a.lastName')
    .orderBy('a.firstName')
    .orderBy('x.accountId')
    .orderBy('x.id')
    .execute();
  return rows.map((r) => ({
    amountId: r.amountId,
    accountId: r.accountId,
    accountName: `${r.firstName} ${r.lastName}`.trim(),
    amount: r.amount,
    description: r.description,
    categoryName: r.categoryName,
    heldByBatchId: r.heldByBatchId,
    mandate: mandateOfRow(r),
    hasBankAccount: Boolean(r.hasBankAccount),
    hasRetiredMandate: Boolean(r.hasRetiredMandate),
  }));
}

export async function insertBatchCategories(db: Db, clubId: number, batchId: number, categoryIds: readonly number[]): Promise<void> {
  await db
    .insertInto('directDebitBatchCategories')
    .values(categoryIds.map((categoryId) => ({ clubId, batchId, categoryId })))
    .execute();
}

export async function insertItemAmounts(db: Db, rows: readonly Insertable<DirectDebitBatchItemAmountsTable>[]): Promise<void> {
  // Chunks keep each statement under PostgreSQL's 65,535 parameters (5 per row).
  for (let start = 0; start < rows.length; start += 5000) await db.insertInto('directDebitBatchItemAmounts').values(rows.slice(start, start + 5000)).execute();
}

/** True for the unique violation of "an amount in one open batch per month" (two category batches built at once). */
export function isAmountInOpenBatch(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'direct_debit_batch_item_amounts_open_idx');
}

/** A rejected category batch lets go of its amounts: another batch may collect them for the month. */
export async function releaseBatchAmounts(db: Db, clubId: number, batchId: number): Promise<void> {
  await db
    .updateTable('directDebitBatchItemAmounts')
    .set({ holdsAmount: false })
    .where('clubId', '=', clubId)
    .where('batchItemId', 'in', (eb) => eb.selectFrom('directDebitBatchItems').select('id').where('clubId', '=', clubId).where('batchId', '=', batchId))
    .execute();
}

/** The amounts each item of a batch collects, with their categories and descriptions (the invoices' lines say them). */
export function amountsOfBatchItems(db: Db, clubId: number, batchId: number) {
  return db
    .selectFrom('directDebitBatchItemAmounts as ia')
    .innerJoin('directDebitBatchItems as i', (join) => join.onRef('i.clubId', '=', 'ia.clubId').onRef('i.id', '=', 'ia.batchItemId'))
    .innerJoin('directDebitAccountAmounts as x', (join) => join.onRef('x.clubId', '=', 'ia.clubId').onRef('x.id', '=', 'ia.accountAmountId'))
    .innerJoin('directDebitCategories as c', (join) => join.onRef('c.clubId', '=', 'x.clubId').onRef('c.id', '=', 'x.categoryId'))
    .select(['ia.batchItemId', 'ia.amount', 'x.description', 'c.name as categoryName'])
    .where('ia.clubId', '=', clubId)
    .where('i.batchId', '=', batchId)
    .orderBy('ia.batchItemId')
    .orderBy('x.id')
    .execute();
}

/** The category batch's item has its invoice, issued as the batch went to the bank. */
export async function setItemInvoice(db: Db, clubId: number, itemId: number, invoiceId: number): Promise<void> {
  await db.updateTable('directDebitBatchItems').set({ invoiceId }).where('clubId', '=', clubId).where('id', '=', itemId).where('invoiceId', 'is', null).execute();
}

/** The categories of batches, by batch (for the batch pages; a batch of invoices has none). */
export function categoriesOfBatches(db: Db, clubId: number, batchIds: readonly number[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('directDebitBatchCategories as bc')
    .innerJoin('directDebitCategories as c', (join) => join.onRef('c.clubId', '=', 'bc.clubId').onRef('c.id', '=', 'bc.categoryId'))
    .select(['bc.batchId', 'c.id', 'c.name'])
    .where('bc.clubId', '=', clubId)
    .where('bc.batchId', 'in', [...batchIds])
    .orderBy('c.name')
    .execute();
}
