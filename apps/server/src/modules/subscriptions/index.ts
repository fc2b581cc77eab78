// The subscriptions module's front door: what other modules may use of members' subscriptions.
export { coversDate, type DateRange } from './date-ranges.js';
export { subscriptionStatusOn, usableOn, type SubscriptionDates, type SubscriptionStatus } from './subscription-status.js';
export { billableMonth, monthAmount, type BillableMonth } from './billable-month.js';
export { monthCredits, creditExpiry, creditUsableOn, type CreditRule, type MonthCredits } from './month-credits.js';
export { earliestMemberEnd, minimumEnd, type EndRules } from './earliest-end.js';
export { monthPrice, priceOn, type DatedPrice, type PriceSources } from './month-price.js';
export type { AccountSubscription, OrganizationSubscription, SubscriptionBlock, SubscriptionPause } from './account-subscription.js';
export {
  findAccountSubscription,
  findAccountSubscriptionsOf,
  findAccountSubscriptionsRunningOn,
  lockAccountSubscription,
  subscriptionProductIdsAllowedForItem,
} from './account-subscription.repository.js';
// The lifecycle (issue 23): selling by staff, pauses, blocks, stops and club closures, and their reads.
export { sellAccountSubscription, type SellSubscriptionInput } from './sell-account-subscription.js';
export { deleteAccountSubscription, updateAccountSubscription, type UpdateSubscriptionInput } from './update-account-subscription.js';
export { deleteSubscriptionPause, pauseMySubscription, pauseSubscription, updateSubscriptionPause } from './subscription-pauses.js';
export { blockSubscription, liftSubscriptionBlock, updateSubscriptionBlock } from './subscription-blocks.js';
export { stopMySubscription, stopSubscription, type StopInput } from './stop-subscription.js';
export { createClubClosure, undoClubClosure, type ClosureInput, type ClosureResult } from './club-closures.js';
export {
  bookingsOfSubscription,
  creditGrantsOfSubscription,
  creditsLeftToday,
  earliestMemberEndToday,
  findAccountSubscriptionFor,
  invoiceLinesOfSubscription,
  listAccountSubscriptions,
  listClubClosures,
} from './read-subscriptions.js';
