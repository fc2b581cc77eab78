// The subscriptions module's front door: what a club does with members' subscriptions above finance (the monthly
// invoices, unpaid blocks); the records, rules and credits are modules/subscription-records.
export { invoiceSubscriptionMonth, type MonthInvoice } from './invoice-subscription-month.js';
export { SUBSCRIPTION_INVOICE_RUN, SUBSCRIPTION_INVOICE_RUN_JOB } from './subscription-invoice-run.job.js';
export { SUBSCRIPTION_INVOICE_RUN_START_JOB } from './subscription-invoice-run-start.job.js';
export { UNPAID_BLOCKS_JOB } from './unpaid-blocks.job.js';
