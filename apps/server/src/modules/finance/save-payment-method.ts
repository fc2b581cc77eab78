import { PAYMENT_METHOD_RULES } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import { assertValidFields } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { changeFinanceSetup, type SetupTarget } from './finance-setup-change.js';
import { insertPaymentMethod, renamePaymentMethod } from './finance-setup-items.repository.js';

/** Adds a payment method of the club's own, or renames one (the system methods keep their code). */
export function savePaymentMethod(app: AppContext, club: Club, actor: Actor | null, target: SetupTarget, input: { name: string }): Promise<number> {
  return changeFinanceSetup(app, actor, async (trx) => {
    assertValidFields(input, PAYMENT_METHOD_RULES);
    const name = input.name.trim();
    if (target === 'new') return insertPaymentMethod(trx, club.id, name);
    return target !== null && (await renamePaymentMethod(trx, club.id, target, name)) ? target : null;
  });
}
