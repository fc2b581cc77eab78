import { kindsUnder } from '../../components/backoffice/record-kind.js';

// A manager reads the set-up; the finance role keeps it.
const kind = kindsUnder('/backoffice/finance', 'finance.setup.edit');

/** The finance set-up's records, each with a list and a page under /backoffice/finance. */
export const TAX_RATES = kind('tax-rates', 'Tax rates', 'Tax rate');
export const GL_ACCOUNTS = kind('gl-accounts', 'GL accounts', 'GL account');
export const COST_CENTRES = kind('cost-centres', 'Cost centres', 'Cost centre');
export const PAYMENT_METHODS = kind('payment-methods', 'Payment methods', 'Payment method');
export const INVOICE_GROUPS = kind('invoice-groups', 'Invoice groups', 'Invoice group', 'Group');
export const QUOTE_GROUPS = kind('quote-groups', 'Quote groups', 'Quote group', 'Group');
/** What category payment batches collect (a membership fee, a locker), set per account on its bank tab. */
export const BATCH_CATEGORIES = kind('batch-categories', 'Batch categories', 'Batch category', 'Category');
