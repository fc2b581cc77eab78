import type { AppContext } from '../../platform/app-context.js';
import type { Club } from '../clubs/index.js';
import { creditableLines, type CreditableLine } from './credit-note.js';
import { creditedSoFar } from './credit-note.repository.js';
import type { FinanceInvoice } from './invoice.js';
import { creditNotesOf } from './invoice.repository.js';
import { isIssued } from './invoice-status.js';

// Reads of an invoice the caller has already been allowed to read (its owner, or staff with finance.invoices.read):
// its credit notes belong to the same account, so the same answer holds for them.

/** The credit notes of an invoice, oldest first. */
export function creditNotesOfInvoice(app: AppContext, club: Club, invoice: FinanceInvoice): Promise<FinanceInvoice[]> {
  return invoice.creditedInvoiceId === null ? creditNotesOf(app.db, club.id, invoice.id) : Promise.resolve([]);
}

/** The lines of an issued invoice with what is left to credit of each; none for drafts and credit notes. */
export async function creditableLinesOfInvoice(app: AppContext, club: Club, invoice: FinanceInvoice): Promise<CreditableLine[]> {
  if (!isIssued(invoice.status) || invoice.creditedInvoiceId !== null) return [];
  return creditableLines(invoice.items, await creditedSoFar(app.db, club.id, invoice.id));
}
