import type { Db } from '../../platform/db/database.js';
import { refuseField } from './organization-rules.js';
import { countOwned } from './organization.repository.js';

/** The rows a subscription or membership product names; undefined: none chosen, null: an id that names none. */
export interface ProductReferences {
  taxRateId: number | null | undefined;
  glAccountId: number | null | undefined;
  costCentreId: number | null | undefined;
}

/** Whether every id names a row (none is null) and the count of this club's rows among them matches. */
export async function allOwned(count: Promise<number>, ids: readonly (number | null)[]): Promise<boolean> {
  const known = ids.filter((id): id is number => id !== null);
  return known.length === ids.length && (await count) === new Set(known).size;
}

export const UNKNOWN_TAX_RATE = 'Choose a tax rate of this club.';
export const UNKNOWN_GL_ACCOUNT = 'Choose a GL account of this club.';
export const UNKNOWN_COST_CENTRE = 'Choose a cost centre of this club.';

/** The ids a product form names must be this club's: each refused under its field, as the form shows it. */
export async function assertOwnReferences(trx: Db, clubId: number, refs: ProductReferences): Promise<void> {
  const checks = [
    ['taxRate', 'financeTaxRates', refs.taxRateId, UNKNOWN_TAX_RATE],
    ['glAccount', 'financeGlAccounts', refs.glAccountId, UNKNOWN_GL_ACCOUNT],
    ['costCentre', 'financeCostCentres', refs.costCentreId, UNKNOWN_COST_CENTRE],
  ] as const;
  for (const [field, table, id, message] of checks) {
    if (id !== undefined && !(await allOwned(countOwned(trx, table, clubId, id === null ? [] : [id]), [id]))) refuseField(field, message);
  }
}

/** The ledger columns of a product row. */
export function ledgerColumnsOf(refs: ProductReferences) {
  return { financeTaxRateId: refs.taxRateId ?? null, financeGlAccountId: refs.glAccountId ?? null, financeCostCentreId: refs.costCentreId ?? null };
}
