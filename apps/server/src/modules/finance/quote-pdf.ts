import type { Club } from '../clubs/index.js';
import { renderDocumentPdf } from './document-pdf.js';
import type { QuoteItemRow, QuoteRow } from './quote.repository.js';

const STATUS_LABELS: Record<QuoteRow['status'], string> = { DRAFT: 'Draft', SENT: 'Sent', ACCEPTED: 'Accepted', REJECTED: 'Rejected', CANCELLED: 'Cancelled' };

/** The PDF's file name: quote-<number>.pdf, or draft-quote-<id>.pdf before it is sent. */
export function quoteFileName(quote: Pick<QuoteRow, 'id' | 'quoteNumber'>): string {
  return quote.quoteNumber === null ? `draft-quote-${quote.id}.pdf` : `quote-${quote.quoteNumber}.pdf`;
}

/** The quote as an A4 PDF in the invoice's layout (document-pdf.ts): number, date and expiry, whom it is for, lines, totals, tax per rate, terms and footer. */
export function renderQuotePdf(club: Pick<Club, 'name' | 'address' | 'currencySymbol'>, quoteFor: readonly string[], quote: QuoteRow, items: readonly QuoteItemRow[]): Promise<Buffer> {
  return renderDocumentPdf(club, {
    title: quote.quoteNumber === null ? 'Draft quote' : `Quote ${quote.quoteNumber}`,
    facts: [`Quote date: ${quote.dateCreated}`, `Valid until: ${quote.dateExpire}`, `Status: ${STATUS_LABELS[quote.status]}`, ...(quote.summary ? [quote.summary] : [])],
    partyHeading: 'Quote for',
    party: quoteFor,
    items,
    totals: [
      { label: 'Subtotal (excl. tax)', amount: quote.subtotal },
      { label: 'Tax', amount: quote.tax },
      { label: 'Total', amount: quote.total, bold: true },
    ],
    terms: quote.terms,
    footer: quote.footer,
  });
}
