import type { SaleKindCode } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeFinanceSetup, fieldError } from './finance-setup-change.js';
import { findInvoiceGroup, setGroupDefault } from './finance-setup-items.repository.js';

export const ARCHIVED_GROUP = 'An archived group cannot be a default.';

/**
 * Makes an invoice group the default of a kind of sale, or (null) leaves the kind without one: selling it is
 * then a set-up error until a default is chosen. Answers the group's id (or 0 when cleared).
 */
export function setDefaultGroup(app: AppContext, club: Club, actor: Actor | null, saleKind: SaleKindCode, groupId: number | null | undefined): Promise<number> {
  return changeFinanceSetup(app, actor, async (trx) => {
    if (groupId === undefined) {
      await setGroupDefault(trx, club.id, saleKind, null);
      return 0;
    }
    const group = groupId === null ? undefined : await findInvoiceGroup(trx, club.id, groupId);
    if (!group || group.kind !== 'INVOICE') return null;
    if (group.archived) throw fieldError('group', ARCHIVED_GROUP);
    await setGroupDefault(trx, club.id, saleKind, group.id);
    return group.id;
  });
}
