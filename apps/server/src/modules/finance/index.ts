// The front door of finance: the only file that code outside the module imports (checked by dependency-cruiser).
// GraphQL types and root fields register on the builder when loaded (graphql/schema.ts loads every door).
import './desk-sale.graphql.js';
import './finance.graphql.js';
import './finance-setup.graphql.js';

export { applyCheckoutChange } from './apply-checkout-change.js';
export type { CheckoutChange } from './apply-checkout-change.js';
export { findCheckout, lockCheckout, recordTestCheckoutRefund, updateCheckoutState } from './checkout.repository.js';
export type { PaymentCheckout } from './checkout.repository.js';
export { deliverOrder } from './deliver-order.js';
export type { DeliveryResult } from './deliver-order.js';
export { findPaymentMethodId, insertFinanceDefaults } from './finance-setup.repository.js';
export { invoicePdfRoute } from './invoice-pdf.route.js';
export { INVOICE_NOT_FOUND } from './invoice.js';
export { findInvoice, insertInvoicePayment } from './invoice.repository.js';
export { ORDER_NOT_FOUND, isUnpaid } from './order.js';
export { findOrder, lockOrder, setOrderStatus } from './order.repository.js';
export { RECONCILE_CHECKOUTS_JOB } from './reconcile-checkouts.job.js';
export { invoiceToPay, orderToPay, recordInvoiceCheckout, recordOrderCheckout } from './record-checkout.js';
export type { OpenedCheckout } from './record-checkout.js';
export { REFUND_ORDER_JOB } from './refund-order.job.js';
export { FinanceCostCentreNode, FinanceGlAccountNode, FinanceInvoiceGroupNode, FinancePaymentMethodNode, FinanceTaxRateNode } from './finance-setup.graphql.js';
