import { SALE_KIND_LABELS, type SaleKindCode } from '@kiai/shared';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { findDefaultGroupId } from './finance-setup.repository.js';

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
