import { LEDGER_CODE_RULES } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import { assertValidFields } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { changeFinanceSetup, fieldError, type SetupTarget } from './finance-setup-change.js';
import { findLedgerCodeId, insertLedgerCode, updateLedgerCode, type LedgerCodeTable } from './finance-setup-items.repository.js';

export const CODE_TAKEN = 'This code is in use already.';

/** Creates or changes a GL account or a cost centre; codes are unique in the club (archived ones included). */
export function saveLedgerCode(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  table: LedgerCodeTable,
  target: SetupTarget,
  input: { code: string; name: string },
): Promise<number> {
  return changeFinanceSetup(app, actor, async (trx) => {
    assertValidFields(input, LEDGER_CODE_RULES);
    const values = { code: input.code.trim(), name: input.name.trim() };
    const holder = await findLedgerCodeId(trx, table, club.id, values.code);
    if (holder !== undefined && holder !== target) throw fieldError('code', CODE_TAKEN);
    if (target === 'new') return insertLedgerCode(trx, table, club.id, values);
    return target !== null && (await updateLedgerCode(trx, table, club.id, target, values)) ? target : null;
  });
}
