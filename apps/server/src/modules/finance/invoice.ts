import type { Selectable } from 'kysely';
import type { FinanceInvoiceItemsTable, FinanceInvoicePaymentsTable, FinanceInvoicesTable, InvoiceStatus } from '../../platform/db/tables/finance.js';

export type InvoiceItem = Selectable<FinanceInvoiceItemsTable>;
export type InvoicePayment = Selectable<FinanceInvoicePaymentsTable> & { paymentMethodName: string };

/** A payment on one of an account's invoices, with the number of the invoice it pays (null while a draft). */
export type AccountPayment = InvoicePayment & { invoiceNumber: string | null };

export interface FinanceInvoice extends Selectable<FinanceInvoicesTable> {
  items: InvoiceItem[];
  payments: InvoicePayment[];
}

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['DRAFT', 'SENT', 'PAID', 'OVERDUE', 'CANCELLED'];

export const INVOICE_NOT_FOUND = 'This invoice could not be found.';
/** An issued invoice is never edited or deleted (test plan L2). */
export const INVOICE_FROZEN = 'This invoice is issued and never changes: correct it with a credit note.';
