import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import type { FinanceExpensesTable } from '../../platform/db/tables/expenses.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Expense, ExpenseDocumentInfo, ExpenseFilter, ExpenseTotals } from './expense.js';

/** What a save writes: the form's values and the rows they point at. */
export type ExpenseRow = Pick<
  FinanceExpensesTable,
  'expenseDate' | 'summary' | 'netAmount' | 'vatAmount' | 'businessShare' | 'relationsBusinessId' | 'financeGlAccountId' | 'financeCostCentreId' | 'financeExpenseDocumentId'
>;

type ExpenseQuery = SelectQueryBuilder<Database, 'financeExpenses' | 'relationsBusinesses', object>;

// The deductible VAT is rounded per expense, to the cent (half away from zero, as money.ts rounds), then summed.
const DEDUCTIBLE = sql<string>`round(finance_expenses.vat_amount * finance_expenses.business_share / 100, 2)`;
const TOTAL = sql<string>`finance_expenses.net_amount + finance_expenses.vat_amount`;

function clubExpenses(db: Db, clubId: number): ExpenseQuery {
  return db
    .selectFrom('financeExpenses')
    .innerJoin('relationsBusinesses', (join) => join.onRef('relationsBusinesses.clubId', '=', 'financeExpenses.clubId').onRef('relationsBusinesses.id', '=', 'financeExpenses.relationsBusinessId'))
    .where('financeExpenses.clubId', '=', clubId);
}

function filtered(query: ExpenseQuery, filter: ExpenseFilter): ExpenseQuery {
  let q = query;
  if (filter.dateFrom) q = q.where('financeExpenses.expenseDate', '>=', filter.dateFrom);
  if (filter.dateUntil) q = q.where('financeExpenses.expenseDate', '<=', filter.dateUntil);
  if (filter.supplierId !== undefined) q = q.where('financeExpenses.relationsBusinessId', '=', filter.supplierId);
  if (filter.glAccountId !== undefined) q = q.where('financeExpenses.financeGlAccountId', '=', filter.glAccountId);
  if (filter.costCentreId !== undefined) q = q.where('financeExpenses.financeCostCentreId', '=', filter.costCentreId);
  return q;
}

function withDetails(query: ExpenseQuery) {
  return query
    .leftJoin('financeGlAccounts as gl', (join) => join.onRef('gl.clubId', '=', 'financeExpenses.clubId').onRef('gl.id', '=', 'financeExpenses.financeGlAccountId'))
    .leftJoin('financeCostCentres as cc', (join) => join.onRef('cc.clubId', '=', 'financeExpenses.clubId').onRef('cc.id', '=', 'financeExpenses.financeCostCentreId'))
    .leftJoin('financeExpenseDocuments as doc', (join) => join.onRef('doc.clubId', '=', 'financeExpenses.clubId').onRef('doc.id', '=', 'financeExpenses.financeExpenseDocumentId'))
    .select([
      'financeExpenses.id',
      'financeExpenses.expenseDate',
      'financeExpenses.summary',
      'financeExpenses.netAmount',
      'financeExpenses.vatAmount',
      'financeExpenses.businessShare',
      TOTAL.as('total'),
      DEDUCTIBLE.as('deductibleVat'),
      'relationsBusinesses.id as supplierId',
      'relationsBusinesses.name as supplierName',
      'relationsBusinesses.vatId as supplierVatId',
      'gl.id as glId',
      'gl.code as glCode',
      'gl.name as glName',
      'cc.id as ccId',
      'cc.code as ccCode',
      'cc.name as ccName',
      'doc.id as docId',
      'doc.fileName as docFileName',
      'doc.contentType as docContentType',
      'doc.size as docSize',
    ]);
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function expenseOf(r: DetailRow): Expense {
  return {
    id: r.id,
    expenseDate: r.expenseDate,
    summary: r.summary,
    netAmount: r.netAmount,
    vatAmount: r.vatAmount,
    total: r.total,
    businessShare: r.businessShare,
    deductibleVat: r.deductibleVat,
    supplier: { id: r.supplierId, name: r.supplierName, vatId: r.supplierVatId },
    glAccount: r.glId === null ? null : { id: r.glId, code: r.glCode ?? '', name: r.glName ?? '' },
    costCentre: r.ccId === null ? null : { id: r.ccId, code: r.ccCode ?? '', name: r.ccName ?? '' },
    document: r.docId === null || r.docContentType === null ? null : { id: r.docId, fileName: r.docFileName ?? '', contentType: r.docContentType, size: r.docSize ?? 0 },
  };
}

export async function findExpense(db: Db, clubId: number, id: number): Promise<Expense | undefined> {
  const row = await withDetails(clubExpenses(db, clubId).where('financeExpenses.id', '=', id)).executeTakeFirst();
  return row && expenseOf(row);
}

/** The expenses a filter picks, newest first; without a page, all of them (the CSV export). */
export async function listExpenses(db: Db, clubId: number, filter: ExpenseFilter, page?: ListPage): Promise<Expense[]> {
  let query = withDetails(filtered(clubExpenses(db, clubId), filter)).orderBy('financeExpenses.expenseDate', 'desc').orderBy('financeExpenses.id', 'desc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return (await query.execute()).map(expenseOf);
}

export async function sumExpenses(db: Db, clubId: number, filter: ExpenseFilter): Promise<ExpenseTotals> {
  const row = await filtered(clubExpenses(db, clubId), filter)
    .select([
      sql<string>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(finance_expenses.net_amount), 0)::numeric(20, 2)`.as('netAmount'),
      sql<string>`coalesce(sum(finance_expenses.vat_amount), 0)::numeric(20, 2)`.as('vatAmount'),
      sql<string>`coalesce(sum(${TOTAL}), 0)::numeric(20, 2)`.as('total'),
      sql<string>`coalesce(sum(${DEDUCTIBLE}), 0)::numeric(20, 2)`.as('deductibleVat'),
    ])
    .executeTakeFirstOrThrow();
  return { ...row, count: Number(row.count) };
}

/** The expense's row under a lock, for a change or a delete in the same transaction. */
export function lockExpense(trx: Db, clubId: number, id: number): Promise<{ expenseDate: string; financeExpenseDocumentId: number | null } | undefined> {
  return trx.selectFrom('financeExpenses').select(['expenseDate', 'financeExpenseDocumentId']).where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertExpense(trx: Db, clubId: number, createdByAccountId: number, values: ExpenseRow): Promise<number> {
  return (await trx.insertInto('financeExpenses').values({ clubId, createdByAccountId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateExpense(trx: Db, clubId: number, id: number, values: ExpenseRow, now: Date): Promise<void> {
  await trx.updateTable('financeExpenses').set({ ...values, updatedAt: now }).where('clubId', '=', clubId).where('id', '=', id).execute();
}

export async function deleteExpense(trx: Db, clubId: number, id: number): Promise<void> {
  await trx.deleteFrom('financeExpenses').where('clubId', '=', clubId).where('id', '=', id).execute();
}

export async function insertExpenseDocument(
  db: Db,
  document: Omit<ExpenseDocumentInfo, 'id' | 'size'> & { clubId: number; bytes: Uint8Array; createdByAccountId: number; createdAt: Date },
): Promise<number> {
  return (await db.insertInto('financeExpenseDocuments').values({ ...document, size: document.bytes.length }).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * A document of the club, with the expense it belongs to (null while it is not attached), held (FOR KEY SHARE) until
 * the save that attaches it commits, so the clean-up of unattached uploads passes it by.
 */
export function findExpenseDocument(db: Db, clubId: number, id: number): Promise<(ExpenseDocumentInfo & { expenseId: number | null }) | undefined> {
  return db
    .selectFrom('financeExpenseDocuments as doc')
    .leftJoin('financeExpenses', (join) => join.onRef('financeExpenses.clubId', '=', 'doc.clubId').onRef('financeExpenses.financeExpenseDocumentId', '=', 'doc.id'))
    .select(['doc.id', 'doc.fileName', 'doc.contentType', 'doc.size', 'financeExpenses.id as expenseId'])
    .where('doc.clubId', '=', clubId)
    .where('doc.id', '=', id)
    .forKeyShare('doc')
    .executeTakeFirst();
}

/**
 * Deletes the club's documents uploaded before `before` that no expense has: a form left without saving. One a save
 * is attaching right now is locked by it and skipped. Answers how many went.
 */
export async function deleteUnattachedDocumentsBefore(trx: Db, clubId: number, before: Date): Promise<number> {
  const result = await trx
    .deleteFrom('financeExpenseDocuments')
    .where('clubId', '=', clubId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('financeExpenseDocuments as doc')
        .select('doc.id')
        .where('doc.clubId', '=', clubId)
        .where('doc.createdAt', '<', before)
        .where((w) => w.not(w.exists(w.selectFrom('financeExpenses as e').select('e.id').whereRef('e.clubId', '=', 'doc.clubId').whereRef('e.financeExpenseDocumentId', '=', 'doc.id'))))
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function readExpenseDocumentBytes(db: Db, clubId: number, id: number): Promise<(ExpenseDocumentInfo & { bytes: Uint8Array }) | undefined> {
  return db.selectFrom('financeExpenseDocuments').select(['id', 'fileName', 'contentType', 'size', 'bytes']).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function deleteExpenseDocument(trx: Db, clubId: number, id: number): Promise<void> {
  await trx.deleteFrom('financeExpenseDocuments').where('clubId', '=', clubId).where('id', '=', id).execute();
}
