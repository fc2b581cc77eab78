import type { Club } from '../clubs/index.js';
import type { InvoiceItem } from './invoice.js';
import { taxPerRate } from './invoice-tax-rates.js';
import { moneyDisplay, percentageDisplay } from '../../platform/money.js';

export type DocumentPdfLine = Pick<InvoiceItem, 'productName' | 'description' | 'quantity' | 'price' | 'taxPercentage' | 'taxRateType' | 'subtotal' | 'tax' | 'total'>;

/** What an invoice or a quote prints, in the one layout both share. */
export interface DocumentPdf {
  /** 'Invoice F2026-0001', 'Quote Q2026-0003', 'Draft quote' … */
  title: string;
  /** the lines under the title: dates, status, summary */
  facts: readonly string[];
  /** 'Bill to', 'Quote for' */
  partyHeading: string;
  /** the relation's name, address, VAT id */
  party: readonly string[];
  items: readonly DocumentPdfLine[];
  /** below the lines; the bold ones are the sums that matter */
  totals: readonly { label: string; amount: string; bold?: boolean }[];
  terms: string;
  footer: string;
}

/**
 * A4: the club, the title and facts, whom it is for, the lines with tax, totals, the tax per rate, terms and
 * footer. One layout, so an invoice and the quote it came from look alike.
 */
export async function renderDocumentPdf(club: Pick<Club, 'name' | 'address' | 'currencySymbol'>, document: DocumentPdf): Promise<Buffer> {
  // Loading pdfkit costs about a third of a second of CPU: only a download pays it, not every server start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: document.title, Author: club.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: string) => moneyDisplay(club.currencySymbol, amount);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(18).text(club.name);
  doc.font('Helvetica').fontSize(10);
  if (club.address) doc.text(club.address);
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(14).text(document.title);
  doc.font('Helvetica').fontSize(10);
  for (const fact of document.facts) doc.text(fact);
  doc.moveDown();

  doc.font('Helvetica-Bold').text(document.partyHeading);
  doc.font('Helvetica');
  for (const line of document.party) doc.text(line);
  doc.moveDown(1.5);

  // Columns: description, quantity, price, tax, total.
  const columns = [
    { title: 'Description', x: left, width: width * 0.42, align: 'left' as const },
    { title: 'Quantity', x: left + width * 0.42, width: width * 0.12, align: 'right' as const },
    { title: 'Price', x: left + width * 0.54, width: width * 0.16, align: 'right' as const },
    { title: 'Tax', x: left + width * 0.7, width: width * 0.12, align: 'right' as const },
    { title: 'Total', x: left + width * 0.82, width: width * 0.18, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  row(columns.map((c) => c.title), true);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.y += 4;
  for (const item of document.items) {
    const description = item.description ? `${item.productName}\n${item.description}` : item.productName;
    const taxNote = item.taxRateType === 'IN' ? 'incl.' : 'excl.';
    row([description, String(Number(item.quantity)), money(item.price), `${percentageDisplay(item.taxPercentage)} ${taxNote}`, money(item.total)]);
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.y += 6;

  const total = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left + width * 0.5, y, { width: width * 0.32, align: 'right' });
    doc.text(money(amount), left + width * 0.82, y, { width: width * 0.18, align: 'right' });
    doc.x = left;
    doc.y += 2;
  };
  for (const line of document.totals) total(line.label, line.amount, line.bold);
  doc.moveDown();

  // What the tax office reads: the base and the tax of each rate.
  doc.font('Helvetica-Bold').text('Tax per rate', left, doc.y, { width });
  for (const rate of taxPerRate(document.items)) {
    const note = rate.taxRateType === 'IN' ? 'incl.' : 'excl.';
    total(`${percentageDisplay(rate.taxPercentage)} ${note}: base ${money(rate.subtotal)}, tax`, rate.tax);
  }
  doc.moveDown(2);

  doc.font('Helvetica');
  if (document.terms) {
    doc.font('Helvetica-Bold').text('Terms', left, doc.y, { width });
    doc.font('Helvetica').text(document.terms, { width });
    doc.moveDown();
  }
  if (document.footer) doc.fontSize(8).fillColor('#555555').text(document.footer, left, doc.y, { width, align: 'center' });
  doc.end();
  return done;
}
