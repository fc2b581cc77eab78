import type { Club } from '../clubs/index.js';
import type { FinanceInvoice } from './invoice.js';
import { renderDocumentPdf } from './document-pdf.js';
import { subtractMoney } from '../../platform/money.js';

const STATUS_LABELS: Record<FinanceInvoice['status'], string> = { DRAFT: 'Draft', SENT: 'Sent', PAID: 'Paid', OVERDUE: 'Overdue', CANCELLED: 'Cancelled' };

/** The PDF's file name: invoice-<number>.pdf, or draft-invoice-<id>.pdf before the issue. */
export function invoiceFileName(invoice: Pick<FinanceInvoice, 'id' | 'invoiceNumber'>): string {
  return invoice.invoiceNumber === null ? `draft-invoice-${invoice.id}.pdf` : `invoice-${invoice.invoiceNumber}.pdf`;
}

/**
 * The invoice as an A4 PDF (document-pdf.ts): whom it is for (`billTo`: name, address, VAT id), number and
 * dates, lines, totals with what is paid and due, the tax per rate, terms and footer. A credit note says so in
 * its title; its summary names the original's number and date. A draft is titled so, without a number.
 */
export function renderInvoicePdf(club: Pick<Club, 'name' | 'address' | 'currencySymbol'>, billTo: readonly string[], invoice: FinanceInvoice): Promise<Buffer> {
  const kind = invoice.creditedInvoiceId === null ? 'Invoice' : 'Credit note';
  return renderDocumentPdf(club, {
    title: invoice.invoiceNumber === null ? `Draft ${kind.toLowerCase()}` : `${kind} ${invoice.invoiceNumber}`,
    facts: [`Invoice date: ${invoice.dateCreated}`, `Due date: ${invoice.dateDue}`, `Status: ${STATUS_LABELS[invoice.status]}`, ...(invoice.summary ? [invoice.summary] : [])],
    partyHeading: 'Bill to',
    party: billTo,
    items: invoice.items,
    totals: [
      { label: 'Subtotal (excl. tax)', amount: invoice.subtotal },
      { label: 'Tax', amount: invoice.tax },
      { label: 'Total', amount: invoice.total, bold: true },
      { label: 'Paid', amount: invoice.paid },
      { label: 'Balance due', amount: subtractMoney(invoice.total, invoice.paid), bold: true },
    ],
    terms: invoice.terms,
    footer: invoice.footer,
  });
}
