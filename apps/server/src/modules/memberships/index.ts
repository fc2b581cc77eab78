// The front door of memberships: the domain (use cases, read models, types) that code outside the module imports; its GraphQL is behind graphql.ts (checked by dependency-cruiser).
export { membershipStatusOn, MEMBERSHIP_EXTENDED, MEMBERSHIP_INVOICED, MEMBERSHIP_NOT_FOUND, MEMBERSHIP_PRODUCT_NOT_FOUND } from './account-membership.js';
export type { AccountMembership, MembershipStatus, OrganizationMembership } from './account-membership.js';
export { deleteAccountMembership, findMembershipProduct, isExtendedByClosure, lockAccountMembership, membershipsDueForRenewal } from './account-membership.repository.js';
export { assertMembershipValidOn } from './assert-membership-valid-on.js';
export { grantAccountMembership } from './grant-account-membership.js';
export { findAccountMembershipFor } from './list-account-memberships.js';
