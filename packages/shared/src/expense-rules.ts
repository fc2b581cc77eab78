import { businessDate } from './calendar-dates.js';
import { decimal, required, type FieldRule, type FieldRules } from './form-rules.js';

/** The values of an expense's form (Finance → Expenses), amounts as decimal strings. */
export interface ExpenseValues {
  expenseDate: string;
  summary: string;
  netAmount: string;
  vatAmount: string;
  /** the part of the expense that is for the business, 0–100 % */
  businessShare: string;
}

export const EXPENSE_MESSAGES = {
  cents: 'Please input an amount with at most 2 decimals',
  share: 'Please input a percentage from 0 to 100 with at most 2 decimals',
  summary: 'Please input at most 500 characters',
  /** Staff upload a PDF, JPEG or PNG; the server checks the bytes, not the name. */
  documentType: 'Please upload a PDF, JPEG or PNG file.',
} as const;

/** The file types an expense's document may be, by the server's look at its first bytes. */
export const EXPENSE_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ExpenseDocumentType = (typeof EXPENSE_DOCUMENT_TYPES)[number];

/** Money of numeric(20, 2): a sign, at most 18 digits and 2 decimals (decimal says the 18). */
const cents: FieldRule = (value) => (typeof value === 'string' && /\.\d{3,}$/.test(value.trim()) ? EXPENSE_MESSAGES.cents : null);

const share: FieldRule = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100 ? null : EXPENSE_MESSAGES.share;
};

const summary: FieldRule = (value) => (typeof value === 'string' && value.trim().length > 500 ? EXPENSE_MESSAGES.summary : null);

export const EXPENSE_RULES: FieldRules<ExpenseValues> = {
  expenseDate: [required, businessDate],
  summary: [required, summary],
  netAmount: [required, decimal, cents],
  vatAmount: [required, decimal, cents],
  businessShare: [required, share],
};
