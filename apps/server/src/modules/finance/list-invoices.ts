import type { AppContext } from '../../platform/app-context.js';
import type { InvoiceStatus } from '../../platform/db/tables/finance.js';
import { canAccessAccount, hasPermission, requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import type { FinanceInvoice } from './invoice.js';
import { findInvoice, invoicesOfOrders, listInvoices } from './invoice.repository.js';
import type { ListPage } from '../../platform/list-page.js';

export interface InvoiceQuery {
  status?: InvoiceStatus | null | undefined;
  /** decoded `account`: undefined = not given, null = undecodable */
  accountId?: number | null | undefined;
}

/** Invoices newest first: every invoice (or one account's) with finance.invoices.read, else the member's own. */
export async function listFinanceInvoices(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  query: InvoiceQuery,
  page: ListPage,
): Promise<FinanceInvoice[]> {
  const viewer = requireActor(actor);
  const status = query.status ?? undefined;
  if (hasPermission(viewer, 'finance.invoices.read') && query.accountId === undefined) return listInvoices(app.db, club.id, { status }, page);
  const accountId = await resolveTargetAccount(app.db, club.id, viewer, query.accountId, 'finance.invoices.read');
  return listInvoices(app.db, club.id, { accountId, status }, page);
}

/** An invoice its owner or staff with finance.invoices.read may read; anyone else gets undefined, as for a missing one. */
export async function findFinanceInvoiceFor(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<FinanceInvoice | undefined> {
  if (!actor || id === null) return undefined;
  const invoice = await findInvoice(app.db, club.id, id);
  return invoice && canAccessAccount(actor, invoice.accountId, 'finance.invoices.read') ? invoice : undefined;
}

/** The invoices of these shop orders that this actor may read (as findFinanceInvoiceFor), in no order. */
export async function findFinanceInvoicesOfOrdersFor(app: AppContext, club: Club, actor: Actor | null, orderIds: readonly number[]): Promise<FinanceInvoice[]> {
  if (!actor) return [];
  return (await invoicesOfOrders(app.db, club.id, orderIds)).filter((invoice) => canAccessAccount(actor, invoice.accountId, 'finance.invoices.read'));
}
