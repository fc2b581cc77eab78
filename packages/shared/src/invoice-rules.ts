import { aboveZero, decimal, required, type FieldRule, type FieldRules } from './form-rules.js';

/** The invoice editor's messages; the browser and the server answer with the same words. */
export const INVOICE_MESSAGES = {
  tooLong: (max: number) => `Please input at most ${max} characters`,
  cents: 'Please enter an amount with at most two decimals',
  quantity: 'Please input a quantity above 0 with at most two decimals (only a credit note goes negative)',
  noLines: 'An invoice needs at least one line',
  tooManyLines: (max: number) => `An invoice has at most ${max} lines`,
  relation: 'Choose the account or the business the invoice is for',
} as const;

/** At most this many lines per invoice (the API's lists take 100 items). */
export const MAX_INVOICE_LINES = 100;

const maxLength =
  (max: number): FieldRule =>
  (value) =>
    typeof value === 'string' && value.trim().length > max ? INVOICE_MESSAGES.tooLong(max) : null;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Money as stored: numeric(20, 2), so at most 18 digits and 2 decimals. */
const cents: FieldRule = (value) => (text(value) === '' || /^[+-]?\d{1,18}(\.\d{0,2})?$/.test(text(value)) ? null : INVOICE_MESSAGES.cents);

/** Above zero with at most two decimals: only a credit note's lines go negative. */
const quantity: FieldRule = (value) => (text(value) === '' || (/^\+?\d{1,18}(\.\d{0,2})?$/.test(text(value)) && Number(text(value)) > 0) ? null : INVOICE_MESSAGES.quantity);

/** One line of the invoice editor, as typed. */
export const INVOICE_LINE_RULES: FieldRules<{ productName: string; description: string; quantity: string; price: string }> = {
  productName: [required, maxLength(200)],
  description: [maxLength(2000)],
  quantity: [required, decimal, aboveZero, quantity],
  price: [required, decimal, cents],
};

/** The invoice's own fields. */
export const INVOICE_RULES: FieldRules<{ summary: string; terms: string; footer: string }> = {
  summary: [maxLength(200)],
  terms: [maxLength(2000)],
  footer: [maxLength(2000)],
};
