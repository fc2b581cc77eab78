import type { Selectable } from 'kysely';
import type { AccountMembershipsTable, OrganizationMembershipsTable } from '../../platform/db/tables/subscriptions.js';

/** A membership product of the club (Organization → Memberships). */
export type OrganizationMembership = Selectable<OrganizationMembershipsTable>;

/** A period of a membership a member holds, with its product. */
export interface AccountMembership extends Selectable<AccountMembershipsTable> {
  product: OrganizationMembership;
}

export type MembershipStatus = 'ACTIVE' | 'FUTURE' | 'ENDED';

/** Where the club's today lies against the period: before it FUTURE, after it ENDED. */
export function membershipStatusOn(membership: Pick<AccountMembership, 'dateStart' | 'dateEnd'>, today: string): MembershipStatus {
  if (today < membership.dateStart) return 'FUTURE';
  return today > membership.dateEnd ? 'ENDED' : 'ACTIVE';
}

export const MEMBERSHIP_NOT_FOUND = 'This membership could not be found.';
export const MEMBERSHIP_PRODUCT_NOT_FOUND = 'This membership product could not be found.';
export const MEMBERSHIP_INVOICED = 'This membership is invoiced: it can be deleted only while its invoice is a draft or cancelled. Credit the invoice instead.';
export const MEMBERSHIP_EXTENDED = 'A club closure extended this membership: undo the closure before deleting it.';
