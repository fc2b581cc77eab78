import { INVOICE_GROUP_RULES } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { InvoiceGroupKind } from '../../platform/db/tables/finance.js';
import { assertValidFields } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { changeFinanceSetup, fieldError } from './finance-setup-change.js';
import { findGroupIdByPrefix, findInvoiceGroup, insertInvoiceGroup, updateInvoiceGroup } from './finance-setup-items.repository.js';

export interface InvoiceGroupInput {
  name: string;
  prefix: string;
  /** the year in the number (INV2026-0001) or not (INV0001) */
  prefixYear: boolean;
  /** numbering starts at 1 again each year */
  autoResetPrefixYear: boolean;
  /** days to pay an invoice; for a quote group, days a quote stays valid */
  dueAfterDays: number;
  terms: string;
  footer: string;
}

/** Which group a save writes: a new one of a kind, or the group of an id (null: an id that names none); a group keeps its kind. */
export interface NewGroup {
  kind: InvoiceGroupKind;
}

export const PREFIX_TAKEN = 'Another group uses this prefix: its numbers would repeat.';

/**
 * Creates or changes an invoice group or a quote group. The numbering a group has reached stays as it is;
 * two groups of a kind never share a prefix, or their numbers would collide.
 */
export function saveInvoiceGroup(app: AppContext, club: Club, actor: Actor | null, target: NewGroup | number | null, input: InvoiceGroupInput): Promise<number> {
  return changeFinanceSetup(app, actor, async (trx) => {
    assertValidFields({ ...input, dueAfterDays: String(input.dueAfterDays) }, INVOICE_GROUP_RULES);
    const values = { ...input, name: input.name.trim(), prefix: input.prefix.trim(), terms: input.terms.trim(), footer: input.footer.trim() };
    const group = typeof target === 'number' ? await findInvoiceGroup(trx, club.id, target) : undefined;
    const kind = target !== null && typeof target === 'object' ? target.kind : group?.kind;
    if (kind === undefined) return null;
    const holder = await findGroupIdByPrefix(trx, club.id, kind, values.prefix);
    if (holder !== undefined && holder !== group?.id) throw fieldError('prefix', PREFIX_TAKEN);
    if (!group) return insertInvoiceGroup(trx, club.id, kind, values);
    await updateInvoiceGroup(trx, club.id, group.id, values);
    return group.id;
  });
}
