import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FinanceInvoiceItemsTable, FinanceInvoicePaymentsTable, FinanceInvoicesTable, InvoiceStatus } from '../../platform/db/tables/finance.js';
import type { AccountPayment, FinanceInvoice } from './invoice.js';
import type { ListPage } from '../../platform/list-page.js';

export interface InvoiceFilter {
  accountId?: number | undefined;
  /** the business relation the invoices are for */
  businessId?: number | undefined;
  status?: InvoiceStatus | undefined;
  groupId?: number | undefined;
  /** invoice date from and to, inclusive (YYYY-MM-DD) */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** total at least and at most */
  totalMin?: string | undefined;
  totalMax?: string | undefined;
  /** leave drafts (and cancelled drafts) out: what a member sees */
  issuedOnly?: boolean | undefined;
}

/** The club's invoices matching the filter (the list and its open totals ask the same question). */
function filteredInvoices(db: Db, clubId: number, filter: InvoiceFilter) {
  let query = db.selectFrom('financeInvoices').where('financeInvoices.clubId', '=', clubId);
  if (filter.accountId !== undefined) query = query.where('financeInvoices.accountId', '=', filter.accountId);
  if (filter.businessId !== undefined) query = query.where('financeInvoices.relationsBusinessId', '=', filter.businessId);
  if (filter.status !== undefined) query = query.where('financeInvoices.status', '=', filter.status);
  if (filter.groupId !== undefined) query = query.where('financeInvoices.financeInvoiceGroupId', '=', filter.groupId);
  if (filter.dateFrom !== undefined) query = query.where('financeInvoices.dateCreated', '>=', filter.dateFrom);
  if (filter.dateTo !== undefined) query = query.where('financeInvoices.dateCreated', '<=', filter.dateTo);
  if (filter.totalMin !== undefined) query = query.where('financeInvoices.total', '>=', filter.totalMin);
  if (filter.totalMax !== undefined) query = query.where('financeInvoices.total', '<=', filter.totalMax);
  if (filter.issuedOnly) query = query.where('financeInvoices.status', 'not in', ['DRAFT', 'CANCELLED']);
  return query;
}

async function withLines(db: Db, clubId: number, invoices: Omit<FinanceInvoice, 'items' | 'payments'>[]): Promise<FinanceInvoice[]> {
  if (invoices.length === 0) return [];
  const ids = invoices.map((i) => i.id);
  const items = await db.selectFrom('financeInvoiceItems').selectAll().where('clubId', '=', clubId).where('financeInvoiceId', 'in', ids).orderBy('sortOrder').orderBy('id').execute();
  const payments = await db
    .selectFrom('financeInvoicePayments as p')
    .innerJoin('financePaymentMethods as m', (join) => join.onRef('m.clubId', '=', 'p.clubId').onRef('m.id', '=', 'p.financePaymentMethodId'))
    .selectAll('p')
    .select('m.name as paymentMethodName')
    .where('p.clubId', '=', clubId)
    .where('p.financeInvoiceId', 'in', ids)
    .orderBy('p.id')
    .execute();
  return invoices.map((invoice) => ({
    ...invoice,
    items: items.filter((i) => i.financeInvoiceId === invoice.id),
    payments: payments.filter((p) => p.financeInvoiceId === invoice.id),
  }));
}

export async function findInvoice(db: Db, clubId: number, id: number): Promise<FinanceInvoice | undefined> {
  const invoice = await db.selectFrom('financeInvoices').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return invoice ? (await withLines(db, clubId, [invoice]))[0] : undefined;
}

/** The invoice under a row lock, with its lines and payments: what credits it waits for whoever credits it first. */
export async function lockInvoice(trx: Db, clubId: number, id: number): Promise<FinanceInvoice | undefined> {
  const invoice = await trx.selectFrom('financeInvoices').selectAll().where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
  return invoice ? (await withLines(trx, clubId, [invoice]))[0] : undefined;
}

/** The credit notes of an invoice, oldest first. */
export async function creditNotesOf(db: Db, clubId: number, originalId: number): Promise<FinanceInvoice[]> {
  const notes = await db.selectFrom('financeInvoices').selectAll().where('clubId', '=', clubId).where('creditedInvoiceId', '=', originalId).orderBy('id').execute();
  return withLines(db, clubId, notes);
}

/** The invoice of a shop order (there is at most one). */
export async function findInvoiceOfOrder(db: Db, clubId: number, orderId: number): Promise<FinanceInvoice | undefined> {
  const invoice = await db.selectFrom('financeInvoices').selectAll().where('clubId', '=', clubId).where('financeOrderId', '=', orderId).executeTakeFirst();
  return invoice ? (await withLines(db, clubId, [invoice]))[0] : undefined;
}

/** The invoices of these shop orders (at most one each), in no order. */
export async function invoicesOfOrders(db: Db, clubId: number, orderIds: readonly number[]): Promise<FinanceInvoice[]> {
  if (orderIds.length === 0) return [];
  return withLines(db, clubId, await db.selectFrom('financeInvoices').selectAll().where('clubId', '=', clubId).where('financeOrderId', 'in', [...orderIds]).execute());
}

/** The club's invoices among the ids, with their lines, in no order. */
export async function invoicesByIds(db: Db, clubId: number, ids: readonly number[]): Promise<FinanceInvoice[]> {
  if (ids.length === 0) return [];
  return withLines(db, clubId, await db.selectFrom('financeInvoices').selectAll().where('clubId', '=', clubId).where('id', 'in', [...ids]).execute());
}

/** Invoices matching the filter, newest first. */
export async function listInvoices(db: Db, clubId: number, filter: InvoiceFilter, page: ListPage): Promise<FinanceInvoice[]> {
  const invoices = await filteredInvoices(db, clubId, filter).selectAll().orderBy('dateCreated', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
  return withLines(db, clubId, invoices);
}

/** The payments on an account's invoices, newest first (refunds and returns negative), in one statement. */
export async function accountPayments(db: Db, clubId: number, accountId: number, page: ListPage): Promise<AccountPayment[]> {
  return db
    .selectFrom('financeInvoicePayments as p')
    .innerJoin('financeInvoices as i', (join) => join.onRef('i.clubId', '=', 'p.clubId').onRef('i.id', '=', 'p.financeInvoiceId'))
    .innerJoin('financePaymentMethods as m', (join) => join.onRef('m.clubId', '=', 'p.clubId').onRef('m.id', '=', 'p.financePaymentMethodId'))
    .selectAll('p')
    .select(['m.name as paymentMethodName', 'i.invoiceNumber'])
    .where('p.clubId', '=', clubId)
    .where('i.accountId', '=', accountId)
    .orderBy('p.date', 'desc')
    .orderBy('p.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** What is open among the invoices matching the filter: how many are sent or overdue, and their balance summed exactly. */
export async function sumOpenInvoices(db: Db, clubId: number, filter: InvoiceFilter): Promise<{ count: number; balance: string }> {
  const row = await filteredInvoices(db, clubId, filter)
    .where('status', 'in', ['SENT', 'OVERDUE'])
    .select((eb) => [eb.fn.countAll<string>().as('count'), sql<string>`coalesce(sum(total - paid), 0)::numeric(20, 2)::text`.as('balance')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), balance: row.balance };
}

export async function insertInvoice(
  trx: Db,
  invoice: Insertable<FinanceInvoicesTable>,
  items: readonly Omit<Insertable<FinanceInvoiceItemsTable>, 'clubId' | 'financeInvoiceId'>[],
): Promise<number> {
  return (await insertInvoiceWithItemIds(trx, invoice, items)).id;
}

/** Inserts an invoice and its lines (two statements); answers its id and the lines' ids in the order given. */
export async function insertInvoiceWithItemIds(
  trx: Db,
  invoice: Insertable<FinanceInvoicesTable>,
  items: readonly Omit<Insertable<FinanceInvoiceItemsTable>, 'clubId' | 'financeInvoiceId'>[],
): Promise<{ id: number; itemIds: number[] }> {
  const { id } = await trx.insertInto('financeInvoices').values(invoice).returning('id').executeTakeFirstOrThrow();
  if (items.length === 0) return { id, itemIds: [] };
  const rows = await trx
    .insertInto('financeInvoiceItems')
    .values(items.map((item, index) => ({ sortOrder: index, ...item, clubId: invoice.clubId, financeInvoiceId: id })))
    .returning(['id', 'sortOrder'])
    .execute();
  return { id, itemIds: rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((r) => r.id) };
}

export async function insertInvoicePayment(trx: Db, payment: Insertable<FinanceInvoicePaymentsTable>): Promise<void> {
  await trx.insertInto('financeInvoicePayments').values(payment).execute();
}

/** An invoice's balance under a row lock: payments on one invoice are recorded one after the other. */
export async function lockInvoiceBalance(db: Db, clubId: number, invoiceId: number) {
  return db
    .selectFrom('financeInvoices')
    .select(['id', 'accountId', 'status', 'total', 'paid', 'currency', 'dateDue'])
    .where('clubId', '=', clubId)
    .where('id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setInvoicePaid(db: Db, clubId: number, invoiceId: number, values: { paid: string; status: InvoiceStatus; updatedAt: Date }): Promise<void> {
  await db.updateTable('financeInvoices').set(values).where('clubId', '=', clubId).where('id', '=', invoiceId).execute();
}

/** Whether the invoice already has the payment with this provider reference. */
export async function hasInvoicePayment(db: Db, clubId: number, invoiceId: number, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('financeInvoicePayments')
    .select('id')
    .where('clubId', '=', clubId)
    .where('financeInvoiceId', '=', invoiceId)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

/** One invoice of the list's CSV: its own columns and whom it is for (an account's name or a business relation's). */
export interface InvoiceCsvRow {
  invoiceNumber: string | null;
  status: InvoiceStatus;
  dateCreated: string;
  dateDue: string;
  summary: string;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  subtotal: string;
  tax: string;
  total: string;
  paid: string;
}

/** Every invoice the filter picks, newest first as the list, with its relation's name (one statement). */
export function listInvoicesForCsv(db: Db, clubId: number, filter: InvoiceFilter): Promise<InvoiceCsvRow[]> {
  return filteredInvoices(db, clubId, filter)
    .leftJoin('accounts as a', (join) => join.onRef('a.clubId', '=', 'financeInvoices.clubId').onRef('a.id', '=', 'financeInvoices.accountId'))
    .leftJoin('relationsBusinesses as b', (join) => join.onRef('b.clubId', '=', 'financeInvoices.clubId').onRef('b.id', '=', 'financeInvoices.relationsBusinessId'))
    .select([
      'financeInvoices.invoiceNumber',
      'financeInvoices.status',
      'financeInvoices.dateCreated',
      'financeInvoices.dateDue',
      'financeInvoices.summary',
      'a.firstName',
      'a.lastName',
      'b.name as businessName',
      'financeInvoices.subtotal',
      'financeInvoices.tax',
      'financeInvoices.total',
      'financeInvoices.paid',
    ])
    .orderBy('financeInvoices.dateCreated', 'desc')
    .orderBy('financeInvoices.id', 'desc')
    .execute();
}
