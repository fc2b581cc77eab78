import type { AppContext } from '../../platform/app-context.js';
import type { InvoiceStatus } from '../../platform/db/tables/finance.js';
import { canAccessAccount, hasPermission, requireActor, requirePermission, type Actor } from '../../platform/access-policy.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { ACCOUNT_NOT_FOUND, DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import type { FinanceInvoice } from './invoice.js';
import { isIssued } from './invoice-status.js';
import { findInvoice, invoicesOfOrders, listInvoices, sumOpenInvoices, type InvoiceFilter } from './invoice.repository.js';
import type { ListPage } from '../../platform/list-page.js';

export interface InvoiceQuery {
  status?: InvoiceStatus | null | undefined;
  /** decoded `account`: undefined = not given, null = undecodable */
  accountId?: number | null | undefined;
  /** decoded `business`, a business relation (undefined = not given) */
  businessId?: number | undefined;
  /** decoded `group` (undefined = not given) */
  groupId?: number | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  totalMin?: string | null | undefined;
  totalMax?: string | null | undefined;
}

const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

/** The list's filters besides the account, checked: each problem names its field (the list, its totals and its CSV). */
export function invoiceFilterOf(query: InvoiceQuery): Omit<InvoiceFilter, 'accountId'> {
  const date = (value: string | null | undefined, field: string) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (!isCalendarDate(value)) throw new AppError('VALIDATION_FAILED', DATE_FORMAT_MESSAGE, { field });
    return value;
  };
  const amount = (value: string | null | undefined, field: string) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (!AMOUNT.test(value.trim())) throw new AppError('VALIDATION_FAILED', 'Please enter the amount as a number with at most two decimals.', { field });
    return value.trim();
  };
  return {
    status: query.status ?? undefined,
    businessId: query.businessId,
    groupId: query.groupId,
    dateFrom: date(query.dateFrom, 'dateFrom'),
    dateTo: date(query.dateTo, 'dateTo'),
    totalMin: amount(query.totalMin, 'totalMin'),
    totalMax: amount(query.totalMax, 'totalMax'),
  };
}

/** Invoices newest first: every invoice (or one account's) with finance.invoices.read, else the member's own issued ones (never a draft). */
export async function listFinanceInvoices(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  query: InvoiceQuery,
  page: ListPage,
): Promise<FinanceInvoice[]> {
  const viewer = requireActor(actor);
  const filter = invoiceFilterOf(query);
  if (hasPermission(viewer, 'finance.invoices.read') && query.accountId === undefined) return listInvoices(app.db, club.id, filter, page);
  const accountId = await resolveTargetAccount(app.db, club.id, viewer, query.accountId, 'finance.invoices.read');
  const issuedOnly = !hasPermission(viewer, 'finance.invoices.read');
  return listInvoices(app.db, club.id, { ...filter, accountId, issuedOnly }, page);
}

/** What is open (sent or overdue) among the invoices the filter picks, for staff with finance.invoices.read. */
export async function financeInvoiceOpenTotals(app: AppContext, club: Club, actor: Actor | null, query: InvoiceQuery): Promise<{ count: number; balance: string }> {
  requirePermission(actor, 'finance.invoices.read');
  const filter = invoiceFilterOf(query);
  if (query.accountId === null) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND, { field: 'account' });
  return sumOpenInvoices(app.db, club.id, { ...filter, accountId: query.accountId });
}

/**
 * Whether the actor may read the invoice: staff with finance.invoices.read any, its owner once it is issued (a
 * draft is staff's work in progress, never shown to the member).
 */
export function mayReadInvoice(actor: Actor, invoice: Pick<FinanceInvoice, 'accountId' | 'status'>): boolean {
  if (hasPermission(actor, 'finance.invoices.read')) return true;
  return invoice.accountId !== null && isIssued(invoice.status) && canAccessAccount(actor, invoice.accountId, 'finance.invoices.read');
}

/** An invoice the actor may read (mayReadInvoice); anyone else gets undefined, as for a missing one. */
export async function findFinanceInvoiceFor(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<FinanceInvoice | undefined> {
  if (!actor || id === null) return undefined;
  const invoice = await findInvoice(app.db, club.id, id);
  return invoice && mayReadInvoice(actor, invoice) ? invoice : undefined;
}

/** The invoices of these shop orders that this actor may read (as findFinanceInvoiceFor), in no order. */
export async function findFinanceInvoicesOfOrdersFor(app: AppContext, club: Club, actor: Actor | null, orderIds: readonly number[]): Promise<FinanceInvoice[]> {
  if (!actor) return [];
  return (await invoicesOfOrders(app.db, club.id, orderIds)).filter((invoice) => mayReadInvoice(actor, invoice));
}
