import type { ExpenseDocumentType } from '@kiai/shared';

/** A code and name of the finance set-up (a GL account or cost centre) as an expense shows it. */
export interface ExpenseLedgerCode {
  id: number;
  code: string;
  name: string;
}

/** A stored document's particulars (its bytes are read only for a download). */
export interface ExpenseDocumentInfo {
  id: number;
  fileName: string;
  contentType: ExpenseDocumentType;
  size: number;
}

/** An expense as Finance → Expenses reads it, amounts as exact decimal strings. */
export interface Expense {
  id: number;
  expenseDate: string;
  summary: string;
  netAmount: string;
  vatAmount: string;
  /** net + VAT */
  total: string;
  businessShare: string;
  /** the VAT the club may deduct: VAT × business share, to the cent */
  deductibleVat: string;
  supplier: { id: number; name: string; vatId: string };
  glAccount: ExpenseLedgerCode | null;
  costCentre: ExpenseLedgerCode | null;
  document: ExpenseDocumentInfo | null;
}

/** The list's filters: a date range (inclusive), a supplier, a GL account, a cost centre. */
export interface ExpenseFilter {
  dateFrom?: string | undefined;
  dateUntil?: string | undefined;
  supplierId?: number | undefined;
  glAccountId?: number | undefined;
  costCentreId?: number | undefined;
}

/** The sums of the expenses a filter picks. */
export interface ExpenseTotals {
  count: number;
  netAmount: string;
  vatAmount: string;
  total: string;
  deductibleVat: string;
}

export const EXPENSE_NOT_FOUND = 'This expense could not be found.';
export const DOCUMENT_NOT_FOUND = 'This document could not be found.';
export const DOCUMENT_TAKEN = 'This document belongs to another expense.';
