// The front door of finance: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).

export { applyCheckoutChange } from './apply-checkout-change.js';
export type { CheckoutChange } from './apply-checkout-change.js';
export { findCheckout, lockCheckout, recordTestCheckoutRefund, updateCheckoutState } from './checkout.repository.js';
export type { PaymentCheckout } from './checkout.repository.js';
export { deliverOrder } from './deliver-order.js';
export type { DeliveryResult } from './deliver-order.js';
export { findLedgerCode } from './finance-setup-items.repository.js';
export { findPaymentMethodId, insertFinanceDefaults } from './finance-setup.repository.js';
export { INVOICE_NOT_FOUND } from './invoice.js';
export { draftAccountInvoice, issueAccountDraft, issueAccountInvoice, readAccountInvoiceSetup } from './issue-account-invoice.js';
export type { AccountDraft, AccountInvoice, AccountInvoiceSetup, IssuedAccountInvoice, LineSource } from './issue-account-invoice.js';
export { issueOneLineInvoice } from './issue-one-line-invoice.js';
export type { OneLineInvoice } from './issue-one-line-invoice.js';
export { findInvoice, insertInvoicePayment } from './invoice.repository.js';
export { INVOICE_MAIL_JOB } from './invoice-mail.job.js';
export { QUOTE_MAIL_JOB } from './quote-mail.job.js';
export { applyInvoicePayment } from './record-invoice-payment.js';
export type { InvoicePaymentEntry, RecordedPayment } from './record-invoice-payment.js';
export { ORDER_NOT_FOUND, isUnpaid } from './order.js';
export { MEMBERSHIP_RENEWALS_JOB } from './membership-renewals.job.js';
export { OVERDUE_INVOICES_JOB } from './overdue-invoices.job.js';
export { findOrder, lockOrder, setOrderStatus } from './order.repository.js';
export { RECONCILE_CHECKOUTS_JOB } from './reconcile-checkouts.job.js';
export { invoiceToPay, orderToPay, recordInvoiceCheckout, recordOrderCheckout } from './record-checkout.js';
export type { OpenedCheckout } from './record-checkout.js';
export { REFUND_ORDER_JOB } from './refund-order.job.js';
export { creditLineShare, type LineShare } from './credit-line-share.js';
