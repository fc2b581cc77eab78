// The subscriptions module's front door: what a club does with members' subscriptions above finance (the monthly
// invoices, unpaid blocks); the records, rules and credits are modules/subscription-records.
export { invoiceSubscriptionMonth, type MonthInvoice } from './invoice-subscription-month.js';
export { SUBSCRIPTION_INVOICE_RUN, SUBSCRIPTION_INVOICE_RUN_JOB } from './subscription-invoice-run.job.js';
export { SUBSCRIPTION_INVOICE_RUN_START_JOB } from './subscription-invoice-run-start.job.js';
export { UNPAID_BLOCKS_JOB } from './unpaid-blocks.job.js';
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
