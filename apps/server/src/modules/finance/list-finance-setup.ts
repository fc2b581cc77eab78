import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { InvoiceGroupKind } from '../../platform/db/tables/finance.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Club } from '../clubs/index.js';
import type { TaxRateRow } from './finance-setup.repository.js';
import {
  findInvoiceGroup,
  findLedgerCode,
  isTaxRateUsed,
  findPaymentMethod,
  listGroupDefaults,
  listInvoiceGroups,
  listLedgerCodes,
  listPaymentMethods,
  listTaxRates,
  type GroupDefault,
  type InvoiceGroupRow,
  type LedgerCodeRow,
  type LedgerCodeTable,
  type PaymentMethodRow,
} from './finance-setup-items.repository.js';
import { findTaxRate } from './finance-setup.repository.js';

// The finance set-up's reads: each checks finance.setup.view, then reads the club's rows (one statement).
const VIEW = 'finance.setup.view';

export function listFinanceTaxRates(app: AppContext, club: Club, actor: Actor | null, archived: boolean, page: ListPage): Promise<TaxRateRow[]> {
  requirePermission(actor, VIEW);
  return listTaxRates(app.db, club.id, archived, page);
}

export function findFinanceTaxRate(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<TaxRateRow | undefined> {
  requirePermission(actor, VIEW);
  return findTaxRate(app.db, club.id, id);
}

/** Whether an invoice or order line carries the rate: its percentage and type are then history (replaceTaxRate). */
export function isFinanceTaxRateInUse(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<boolean> {
  requirePermission(actor, VIEW);
  return isTaxRateUsed(app.db, club.id, id);
}

export function listFinanceLedgerCodes(app: AppContext, club: Club, actor: Actor | null, table: LedgerCodeTable, archived: boolean, page: ListPage): Promise<LedgerCodeRow[]> {
  requirePermission(actor, VIEW);
  return listLedgerCodes(app.db, table, club.id, archived, page);
}

export function findFinanceLedgerCode(app: AppContext, club: Club, actor: Actor | null, table: LedgerCodeTable, id: number): Promise<LedgerCodeRow | undefined> {
  requirePermission(actor, VIEW);
  return findLedgerCode(app.db, table, club.id, id);
}

export function listFinancePaymentMethods(app: AppContext, club: Club, actor: Actor | null, archived: boolean, page: ListPage): Promise<PaymentMethodRow[]> {
  requirePermission(actor, VIEW);
  return listPaymentMethods(app.db, club.id, archived, page);
}

export function findFinancePaymentMethod(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<PaymentMethodRow | undefined> {
  requirePermission(actor, VIEW);
  return findPaymentMethod(app.db, club.id, id);
}

export function listFinanceInvoiceGroups(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  kind: InvoiceGroupKind,
  archived: boolean,
  page: ListPage,
): Promise<InvoiceGroupRow[]> {
  requirePermission(actor, VIEW);
  return listInvoiceGroups(app.db, club.id, kind, archived, page);
}

export function findFinanceInvoiceGroup(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<InvoiceGroupRow | undefined> {
  requirePermission(actor, VIEW);
  return findInvoiceGroup(app.db, club.id, id);
}

export function listFinanceGroupDefaults(app: AppContext, club: Club, actor: Actor | null): Promise<GroupDefault[]> {
  requirePermission(actor, VIEW);
  return listGroupDefaults(app.db, club.id);
}
