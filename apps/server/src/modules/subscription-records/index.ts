// The subscription records' front door: members' subscriptions as the modules below finance use them (booking,
// check-in): the rules (status, billable days, credits, prices, ends), the read model and its lock, and credits.
export { coversDate, rangeOverlap, type DateRange } from './date-ranges.js';
export { subscriptionStatusOn, usableOn, type SubscriptionDates, type SubscriptionStatus } from './subscription-status.js';
export { billableMonth, monthAmount, monthLineText, registrationFeeLineText, type BillableMonth } from './billable-month.js';
export { monthCredits, creditExpiry, creditUsableOn, type CreditRule, type MonthCredits } from './month-credits.js';
export { earliestMemberEnd, minimumEnd, type EndRules } from './earliest-end.js';
export { monthPrice, priceOn, type DatedPrice, type PriceSources } from './month-price.js';
export type { AccountSubscription, OrganizationSubscription, SubscriptionBlock, SubscriptionPause } from './account-subscription.js';
export {
  findAccountSubscription,
  findMandateInForce,
  insertAccountSubscription,
  findAccountSubscriptionsOf,
  findAccountSubscriptionsRunningOn,
  lockAccountSubscription,
  subscriptionProductIdsAllowedForItem,
} from './account-subscription.repository.js';
// Credits and booking (issue 23): grants, the monthly credits run, what a booking spends, the account's credits.
export { grantMonthCredits, type MonthGrant } from './credit-grant.js';
export { creditsLeft, mayBookAhead, takeSubscriptionCredit, NO_CREDITS_MESSAGE, type CreditTaken } from './credit-take.js';
export {
  countOpenAdvanceBookings,
  grantsWithUse,
  subscriptionProductsByIds,
  subscriptionsRunningIn,
  type CreditGrantUse,
  type RunningSubscription,
} from './credit.repository.js';
export { listSubscriptionCredits, type SubscriptionCreditGrant } from './credit-list.js';
export { addSubscriptionCredits, SUBSCRIPTION_NOT_FOUND, type ManualCreditsInput } from './credit-manual-grant.js';
export { MONTH_CREDITS_JOB, runMonthCredits, startMonthCredits } from './credits-run.js';
export { MONTH_CREDITS_START_JOB } from './credits-run-start.job.js';
// Billing beside the invoice (issue 23): shared by the monthly run (subscriptions) and the shop's sign-up (finance).
export { insertInvoicedMonth, pricedProducts, registrationFeesCharged, type PricedProduct } from './subscription-billing.repository.js';
// The shop (issue 23): what it sells, and what a sign-up checks under the account's lock.
export { listShopSubscriptions, type ShopSubscription } from './shop-subscriptions.js';
export { directDebitTermsOf, hasOpenRegistrationFeeOrder, subscriptionOrOrderOfProduct } from './shop-subscription.repository.js';
