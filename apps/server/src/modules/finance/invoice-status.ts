import { Decimal } from 'decimal.js';
import type { InvoiceStatus } from '../../platform/db/tables/finance.js';
import { subtractMoney } from '../../platform/money.js';

/** Issued: numbered and frozen (SENT, PAID, OVERDUE); a DRAFT or a CANCELLED draft is not. */
export function isIssued(status: InvoiceStatus): boolean {
  return status !== 'DRAFT' && status !== 'CANCELLED';
}

/**
 * Whether payments cover the total: a positive total paid in full, or a credit note's negative total settled or
 * refunded in full. A zero total is never covered, so neither a draft's nor a fresh credit note's "balance ≤ 0"
 * makes it PAID.
 */
export function paymentsCover(total: string, paid: string): boolean {
  const t = new Decimal(total);
  if (t.greaterThan(0)) return new Decimal(paid).greaterThanOrEqualTo(t);
  if (t.lessThan(0)) return new Decimal(paid).lessThanOrEqualTo(t);
  return false;
}

/**
 * The one rule for an issued invoice's status once its payments change (domain notes, "Invoices and credit
 * notes"): PAID when payments cover the total; a PAID invoice no longer covered (a refund, a chargeback, a bank
 * return) reopens as OVERDUE when past its due date on the club's `today`, else SENT. Drafts and cancelled drafts
 * take no payments and keep their status.
 */
export function statusAfterPayments(invoice: { status: InvoiceStatus; total: string; paid: string; dateDue: string }, today: string): InvoiceStatus {
  if (!isIssued(invoice.status)) return invoice.status;
  if (paymentsCover(invoice.total, invoice.paid)) return 'PAID';
  if (invoice.status !== 'PAID') return invoice.status;
  return today > invoice.dateDue ? 'OVERDUE' : 'SENT';
}

/** What is left to pay on an open (sent or overdue) invoice: what a checkout or a card charge takes; '0' for any other. */
export function openBalance(invoice: { status: InvoiceStatus; total: string; paid: string }): string {
  return invoice.status === 'SENT' || invoice.status === 'OVERDUE' ? subtractMoney(invoice.total, invoice.paid) : '0';
}
