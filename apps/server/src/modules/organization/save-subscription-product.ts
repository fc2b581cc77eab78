import { subscriptionProductRules, type NoticeUnit, type RenewalMode, type SubscriptionUnit } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import { assertValidFields } from '../../platform/errors.js';
import { sanitizeStaffHtml } from '../../platform/sanitize-html.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization, saveTableRow, type SaveTarget } from './organization-item.js';
import { refuseField } from './organization-rules.js';
import { countOwned, replaceProductGroups } from './organization.repository.js';
import { allOwned, assertOwnReferences, ledgerColumnsOf, type ProductReferences } from './product-references.js';

export const UNKNOWN_SUBSCRIPTION_GROUP = 'Choose subscription groups of this club.';
export const UNKNOWN_MEMBERSHIP = 'Choose a membership of this club.';

export interface SubscriptionProductInput extends ProductReferences {
  name: string;
  /** HTML; sanitised before it is stored */
  description: string;
  subscriptionUnit: SubscriptionUnit;
  /** classes a unit; ignored (stored as 0) when unlimited */
  classes: number | null;
  unlimited: boolean;
  /** an unlimited subscription's fair-use cap of classes a day; null: none */
  dailyCap: number | null;
  registrationFee: string;
  minimumDurationMonths: number;
  noticePeriod: number;
  noticeUnit: NoticeUnit;
  renewalMode: RenewalMode;
  /** classes bookable ahead of next month's credits */
  reconcileLaterClasses: number;
  /** null: the club's credit validity */
  creditValidityDays: number | null;
  /** undefined: none; null: an id that names none */
  requiredMembershipId: number | null | undefined;
  displayPublic: boolean;
  displayShop: boolean;
  /** the subscription groups it belongs to: which classes it may be used for */
  groupIds: readonly (number | null)[];
}

/** Creates or changes a subscription product and its group memberships (its prices have their own tab). */
export function saveSubscriptionProduct(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: SubscriptionProductInput): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => {
    assertValidFields(input, subscriptionProductRules(input.unlimited));
    await assertOwnReferences(trx, club.id, input);
    const membership = input.requiredMembershipId;
    if (membership !== undefined && !(await allOwned(countOwned(trx, 'organizationMemberships', club.id, membership === null ? [] : [membership]), [membership]))) {
      refuseField('requiredMembership', UNKNOWN_MEMBERSHIP);
    }
    const groupIds = input.groupIds.filter((id): id is number => id !== null);
    if (!(await allOwned(countOwned(trx, 'organizationSubscriptionGroups', club.id, groupIds), input.groupIds))) refuseField('groups', UNKNOWN_SUBSCRIPTION_GROUP);
    const id = await saveTableRow(trx, 'organizationSubscriptions', club.id, target, {
      name: input.name.trim(),
      description: sanitizeStaffHtml(input.description),
      subscriptionUnit: input.subscriptionUnit,
      classes: input.unlimited ? 0 : (input.classes ?? 0),
      unlimited: input.unlimited,
      dailyCap: input.unlimited ? input.dailyCap : null,
      registrationFee: input.registrationFee.trim(),
      minimumDurationMonths: input.minimumDurationMonths,
      noticePeriod: input.noticePeriod,
      noticeUnit: input.noticeUnit,
      renewalMode: input.renewalMode,
      reconcileLaterClasses: input.reconcileLaterClasses,
      creditValidityDays: input.creditValidityDays,
      requiredMembershipId: membership ?? null,
      ...ledgerColumnsOf(input),
      displayPublic: input.displayPublic,
      displayShop: input.displayShop,
    });
    if (id !== null) await replaceProductGroups(trx, 'subscription', club.id, id, groupIds);
    return id;
  });
}
