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
// billing: the monthly invoices (modules/subscriptions/billing)
export { invoiceSubscriptionMonth, type MonthInvoice } from './billing/invoice-subscription-month.js';
export { SUBSCRIPTION_INVOICE_RUN_JOB } from './billing/subscription-invoice-run.job.js';
export { SUBSCRIPTION_INVOICE_RUN_START_JOB } from './billing/subscription-invoice-run-start.job.js';
export { UNPAID_BLOCKS_JOB } from './billing/unpaid-blocks.job.js';
