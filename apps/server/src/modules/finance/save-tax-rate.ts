import { FINANCE_SETUP_MESSAGES, TAX_RATE_RULES } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Db } from '../../platform/db/database.js';
import type { TaxRateType } from '../../platform/db/tables/finance.js';
import { assertValidFields } from '../../platform/errors.js';
import { sameMoney } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { changeFinanceSetup, fieldError, type SetupTarget } from './finance-setup-change.js';
import { insertTaxRate, isTaxRateUsed, lockTaxRate, repointProductsToTaxRate, updateTaxRate } from './finance-setup-items.repository.js';

export interface TaxRateInput {
  name: string;
  percentage: string;
  rateType: TaxRateType;
  code: string;
}

export const RATE_REPLACED_ALREADY = 'This rate was replaced already: change its replacement instead.';

function cleaned(input: TaxRateInput): TaxRateInput {
  assertValidFields(input, TAX_RATE_RULES);
  return { name: input.name.trim(), percentage: input.percentage.trim(), rateType: input.rateType, code: input.code.trim() };
}

/**
 * Creates or changes a tax rate. Its name and code may always change; its percentage and type only while no
 * invoice or order line carries it (the rate row is locked first, so a first use and the change do not cross):
 * after that the lines' tax is history, and a new rate replaces it (replaceTaxRate).
 */
export function saveTaxRate(app: AppContext, club: Club, actor: Actor | null, target: SetupTarget, input: TaxRateInput): Promise<number> {
  return changeFinanceSetup(app, actor, async (trx) => {
    const values = cleaned(input);
    if (target === 'new') return insertTaxRate(trx, { clubId: club.id, ...values });
    const rate = target === null ? undefined : await lockTaxRate(trx, club.id, target);
    if (!rate) return null;
    const changesTax = !sameMoney(rate.percentage, values.percentage) || rate.rateType !== values.rateType;
    if (changesTax && (await isTaxRateUsed(trx, club.id, rate.id))) throw fieldError('percentage', FINANCE_SETUP_MESSAGES.rateInUse);
    await updateTaxRate(trx, club.id, rate.id, values);
    return rate.id;
  });
}

/**
 * Replaces a rate by a new one: the new rate is created, the old one archived and pointing at it, and the
 * products sold at the old rate sell at the new one from now on. Lines already written keep their snapshot.
 */
export function replaceTaxRate(app: AppContext, club: Club, actor: Actor | null, id: number | null, input: TaxRateInput): Promise<number> {
  return changeFinanceSetup(app, actor, async (trx: Db) => {
    const values = cleaned(input);
    const old = id === null ? undefined : await lockTaxRate(trx, club.id, id);
    if (!old) return null;
    if (old.replacedById !== null) throw fieldError('percentage', RATE_REPLACED_ALREADY);
    const newId = await insertTaxRate(trx, { clubId: club.id, ...values });
    await updateTaxRate(trx, club.id, old.id, { archived: true, replacedById: newId });
    await repointProductsToTaxRate(trx, club.id, old.id, newId);
    return newId;
  });
}
