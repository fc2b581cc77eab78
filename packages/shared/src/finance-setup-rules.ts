import { decimal, positiveNumber, required, wholeNumber, type FieldRule, type FieldRules } from './form-rules.js';

/** The kinds of sale, each invoiced in its default invoice group (Finance → Default groups). */
export const SALE_KINDS = ['CLASSPASS', 'DROPIN', 'TRIAL', 'SUBSCRIPTION', 'MEMBERSHIP', 'EVENT_TICKET', 'PRODUCT', 'SHOP_SALES', 'DESK_SALES', 'RETURN_FEE', 'CATEGORY_BATCH'] as const;
export type SaleKindCode = (typeof SALE_KINDS)[number];

export const SALE_KIND_LABELS: Record<SaleKindCode, string> = {
  CLASSPASS: 'Class passes',
  DROPIN: 'Drop-in classes',
  TRIAL: 'Trial classes',
  SUBSCRIPTION: 'Subscriptions',
  MEMBERSHIP: 'Memberships',
  EVENT_TICKET: 'Event tickets',
  PRODUCT: 'Products',
  SHOP_SALES: 'Shop orders of several kinds',
  DESK_SALES: 'Sales at the desk',
  RETURN_FEE: 'Direct debit return fees',
  CATEGORY_BATCH: 'Direct debit category batches',
};

export const FINANCE_SETUP_MESSAGES = {
  tooLong: (max: number) => `Please input at most ${max} characters`,
  percentage: 'Please input a percentage from 0 to 999.999 with at most 3 decimals',
  dueDays: 'Please input a number of days from 0 to 3650',
  prefix: 'Please use at most 20 letters, digits, dashes, dots or slashes',
  rateInUse: 'This rate is on invoices or orders already: its percentage and type cannot change. Replace it with a new rate instead.',
} as const;

const maxLength =
  (max: number): FieldRule =>
  (value) =>
    typeof value === 'string' && value.trim().length > max ? FINANCE_SETUP_MESSAGES.tooLong(max) : null;

/** 0 to 999.999 with at most 3 decimals: numeric(6, 3) in the database. */
const percentage: FieldRule = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  return /^\d{1,3}(\.\d{1,3})?$/.test(text) ? null : FINANCE_SETUP_MESSAGES.percentage;
};

const dueDays: FieldRule = (value) => {
  const text = typeof value === 'string' ? value.trim() : String(value ?? '');
  return /^\d+$/.test(text) && Number(text) <= 3650 ? null : FINANCE_SETUP_MESSAGES.dueDays;
};

const prefix: FieldRule = (value) => (typeof value === 'string' && !/^[A-Za-z0-9./-]{0,20}$/.test(value.trim()) ? FINANCE_SETUP_MESSAGES.prefix : null);

const NAME = [required, maxLength(200)];

export const TAX_RATE_RULES: FieldRules<{ name: string; percentage: string; code: string }> = {
  name: NAME,
  percentage: [required, decimal, positiveNumber, percentage],
  code: [maxLength(50)],
};

/** GL accounts and cost centres. */
export const LEDGER_CODE_RULES: FieldRules<{ code: string; name: string }> = { code: [required, maxLength(50)], name: NAME };

export const PAYMENT_METHOD_RULES: FieldRules<{ name: string }> = { name: NAME };

/** Invoice and quote groups; for a quote group the days are how long a quote stays valid. */
export const INVOICE_GROUP_RULES: FieldRules<{ name: string; prefix: string; dueAfterDays: string; terms: string; footer: string }> = {
  name: NAME,
  prefix: [prefix],
  dueAfterDays: [required, wholeNumber, dueDays],
  terms: [maxLength(2000)],
  footer: [maxLength(2000)],
};
