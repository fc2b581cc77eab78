// The front door of organization: the domain (reads, types) that code outside the module imports; its GraphQL is
// behind graphql.ts (checked by dependency-cruiser).
export { subscriptionPriceOn, type SubscriptionPriceRow } from './subscription-price.repository.js';
export { subscriptionProductsByIds, type SubscriptionProductRow } from './subscription-product.repository.js';
export { membershipProductsByIds, type MembershipProductRow } from './membership-product.repository.js';
