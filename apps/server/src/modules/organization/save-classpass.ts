import type { AppContext } from '../../platform/app-context.js';
import type { ValidityUnit } from '../../platform/db/tables/classpasses.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization, saveRow, type SaveTarget } from './organization-item.js';
import { classpassRules } from '@kiai/shared';
import { assertValidFields } from '../../platform/errors.js';
import { refuseField } from './organization-rules.js';
import { allOwned, UNKNOWN_TAX_RATE } from './product-references.js';
import { countOwned, insertClasspass, replaceProductGroups, updateRow } from './organization.repository.js';

export const UNKNOWN_GROUP = 'Choose pass groups of this club.';

export interface ClasspassInput {
  name: string;
  /** HTML shown on the shop card */
  description: string;
  price: string;
  /** undefined: none; null: an id that names none */
  taxRateId: number | null | undefined;
  validity: number;
  validityUnit: ValidityUnit;
  /** ignored (stored as 0) for an unlimited pass */
  classes: number | null;
  unlimited: boolean;
  trialPass: boolean;
  displayPublic: boolean;
  displayShop: boolean;
  /** the pass groups it belongs to: which classes it may be used for */
  groupIds: readonly (number | null)[];
}

/** Creates or changes a class pass product and its group memberships. */
export function saveClasspass(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: ClasspassInput): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => {
    const groupIds = input.groupIds.filter((id): id is number => id !== null);
    assertValidFields(input, classpassRules(input.unlimited, input.validityUnit));
    const taxRateOk = input.taxRateId === undefined || (input.taxRateId !== null && (await countOwned(trx, 'financeTaxRates', club.id, [input.taxRateId])) === 1);
    if (!taxRateOk) refuseField('taxRate', UNKNOWN_TAX_RATE);
    if (!(await allOwned(countOwned(trx, 'organizationClasspassGroups', club.id, groupIds), input.groupIds))) refuseField('groups', UNKNOWN_GROUP);
    const values = {
      name: input.name.trim(),
      description: input.description,
      price: input.price.trim(),
      financeTaxRateId: input.taxRateId ?? null,
      validity: input.validity,
      validityUnit: input.validityUnit,
      classes: input.unlimited ? 0 : (input.classes ?? 0),
      unlimited: input.unlimited,
      trialPass: input.trialPass,
      displayPublic: input.displayPublic,
      displayShop: input.displayShop,
    };
    const id = await saveRow(
      target,
      () => insertClasspass(trx, club.id, values),
      (passId) => updateRow(trx, 'organizationClasspasses', club.id, passId, values),
    );
    if (id !== null) await replaceProductGroups(trx, 'classpass', club.id, id, groupIds);
    return id;
  });
}
