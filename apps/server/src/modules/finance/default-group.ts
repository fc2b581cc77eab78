import { SALE_KIND_LABELS, type SaleKindCode } from '@kiai/shared';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { findDefaultGroupId, lockDefaultGroup, setNextInvoiceNumber, type InvoiceGroup } from './finance-setup.repository.js';
import { nextInvoiceNumber } from './invoice-number.js';

export function missingDefaultGroupMessage(saleKind: SaleKindCode): string {
  return `No default invoice group is set for ${SALE_KIND_LABELS[saleKind].toLowerCase()}. Choose one under Finance → Default groups first.`;
}

/**
 * The set-up check before anything is sold: a kind of sale without a default invoice group could not be
 * invoiced, so the sale is refused up front (FINANCE_SETUP_INCOMPLETE) rather than failing half-way.
 */
export async function assertDefaultGroupSet(db: Db, clubId: number, saleKind: SaleKindCode): Promise<void> {
  if ((await findDefaultGroupId(db, clubId, saleKind)) === undefined) throw new AppError('FINANCE_SETUP_INCOMPLETE', missingDefaultGroupMessage(saleKind));
}

/**
 * The default group of a kind of sale and the number it hands out next in the year of `today`, taken under the
 * group's row lock in the caller's transaction: racing issues take numbers one after the other, and a rollback
 * gives the number back (no gap). A kind without a default group is the set-up error, before anything is written.
 */
export async function takeDefaultGroupNumber(trx: Db, clubId: number, saleKind: SaleKindCode, today: string): Promise<{ group: InvoiceGroup; invoiceNumber: string }> {
  const group = await lockDefaultGroup(trx, clubId, saleKind);
  if (!group) throw new AppError('FINANCE_SETUP_INCOMPLETE', missingDefaultGroupMessage(saleKind));
  const numbering = nextInvoiceNumber(group, Number(today.slice(0, 4)));
  await setNextInvoiceNumber(trx, clubId, group.id, numbering.year, numbering.nextNumber);
  return { group, invoiceNumber: numbering.invoiceNumber };
}
