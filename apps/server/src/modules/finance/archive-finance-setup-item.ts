import { SALE_KIND_LABELS } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { changeFinanceSetup, fieldError } from './finance-setup-change.js';
import { findPaymentMethod, saleKindsDefaultingTo, setFinanceArchived, type FinanceArchivableTable } from './finance-setup-items.repository.js';

export const SYSTEM_METHOD = 'A system payment method cannot be archived: payments and checkouts record it.';

/**
 * Archives (or brings back) a tax rate, GL account, cost centre, payment method or invoice or quote group.
 * They are never deleted: invoices, orders and expenses keep pointing at them, and archived ones leave the
 * pickers. A system payment method stays (providers and the desk record it), and so does a group that is a
 * kind of sale's default (choose another default first).
 */
export function archiveFinanceSetupItem(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  table: FinanceArchivableTable,
  id: number | null,
  archived: boolean,
): Promise<number> {
  return changeFinanceSetup(app, actor, async (trx) => {
    if (id === null) return null;
    if (archived) await assertArchivable(trx, club.id, table, id);
    return (await setFinanceArchived(trx, table, club.id, id, archived)) ? id : null;
  });
}

async function assertArchivable(trx: Db, clubId: number, table: FinanceArchivableTable, id: number): Promise<void> {
  if (table === 'financePaymentMethods' && (await findPaymentMethod(trx, clubId, id))?.code) throw fieldError('id', SYSTEM_METHOD);
  if (table !== 'financeInvoiceGroups') return;
  const kinds = await saleKindsDefaultingTo(trx, clubId, id);
  if (kinds.length > 0) {
    throw fieldError('id', `This group is the default for ${kinds.map((k) => SALE_KIND_LABELS[k].toLowerCase()).join(', ')}: choose another default first.`);
  }
}
