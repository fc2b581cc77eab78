import type { JobDefinition } from './platform/jobs/job-definition.js';
import { SEND_MAIL_JOB } from './platform/mail/send-mail.job.js';
import { PRUNE_JOB_RECORDS_JOB } from './platform/jobs/prune-job-records.job.js';
import { PASSWORD_RESET_JOB, PRUNE_AUTH_RECORDS_JOB, VERIFICATION_RESEND_JOB } from './modules/auth/index.js';
import { DAILY_CLUB_TASKS_JOB } from './daily-club-tasks.job.js';
import { CLASS_REMINDER_JOB, WAITLIST_PLACES_ADDED_JOB } from './modules/booking/index.js';
import { PRUNE_EXPENSE_DOCUMENTS_JOB } from './modules/expenses/index.js';
import { TEST_PAYMENT_EVENT_JOB } from './modules/payments/index.js';
import { MONTH_CREDITS_JOB, MONTH_CREDITS_START_JOB } from './modules/subscription-records/index.js';
import { SUBSCRIPTION_INVOICE_RUN_JOB, SUBSCRIPTION_INVOICE_RUN_START_JOB, UNPAID_BLOCKS_JOB } from './modules/subscriptions/index.js';
import { CHARGE_SAVED_CARD_JOB, INVOICE_MAIL_JOB, MEMBERSHIP_RENEWALS_JOB, OVERDUE_INVOICES_JOB, QUOTE_MAIL_JOB, RECONCILE_CHECKOUTS_JOB, REFUND_ORDER_JOB } from './modules/finance/index.js';

/**
 * Every kind of background job; each gets its pg-boss queue at start-up. The worker takes the queues in
 * this order, so a job that queues another (a reset request its mail) comes before it.
 */
export const JOB_DEFINITIONS: readonly JobDefinition<any>[] = [
  PASSWORD_RESET_JOB,
  VERIFICATION_RESEND_JOB,
  TEST_PAYMENT_EVENT_JOB,
  RECONCILE_CHECKOUTS_JOB,
  REFUND_ORDER_JOB,
  CHARGE_SAVED_CARD_JOB,
  SUBSCRIPTION_INVOICE_RUN_START_JOB,
  SUBSCRIPTION_INVOICE_RUN_JOB,
  INVOICE_MAIL_JOB,
  QUOTE_MAIL_JOB,
  OVERDUE_INVOICES_JOB,
  MEMBERSHIP_RENEWALS_JOB,
  UNPAID_BLOCKS_JOB,
  CLASS_REMINDER_JOB,
  WAITLIST_PLACES_ADDED_JOB,
  SEND_MAIL_JOB,
  DAILY_CLUB_TASKS_JOB,
  MONTH_CREDITS_START_JOB,
  MONTH_CREDITS_JOB,
  PRUNE_AUTH_RECORDS_JOB,
  PRUNE_JOB_RECORDS_JOB,
  PRUNE_EXPENSE_DOCUMENTS_JOB,
];
