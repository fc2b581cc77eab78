import { membershipProductRules, type ValidityUnit } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import { assertValidFields } from '../../platform/errors.js';
import { sanitizeStaffHtml } from '../../platform/sanitize-html.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization, saveTableRow, type SaveTarget } from './organization-item.js';
import { assertOwnReferences, ledgerColumnsOf, type ProductReferences } from './product-references.js';

export interface MembershipProductInput extends ProductReferences {
  name: string;
  /** HTML; sanitised before it is stored, as are the terms */
  description: string;
  price: string;
  validity: number;
  validityUnit: ValidityUnit;
  terms: string;
  renewal: boolean;
  /** how many days before the end the next period is made and invoiced */
  renewalDaysBefore: number;
  displayPublic: boolean;
  displayShop: boolean;
}

/** Creates or changes a membership product. */
export function saveMembershipProduct(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: MembershipProductInput): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => {
    assertValidFields(input, membershipProductRules(input.validityUnit));
    await assertOwnReferences(trx, club.id, input);
    return saveTableRow(trx, 'organizationMemberships', club.id, target, {
      name: input.name.trim(),
      description: sanitizeStaffHtml(input.description),
      price: input.price.trim(),
      validity: input.validity,
      validityUnit: input.validityUnit,
      terms: sanitizeStaffHtml(input.terms),
      renewal: input.renewal,
      renewalDaysBefore: input.renewalDaysBefore,
      ...ledgerColumnsOf(input),
      displayPublic: input.displayPublic,
      displayShop: input.displayShop,
    });
  });
}
