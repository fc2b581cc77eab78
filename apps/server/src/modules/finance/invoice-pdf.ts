import type { Club } from '../clubs/index.js';
import type { FinanceInvoice } from './invoice.js';
import { taxPerRate } from './invoice-tax-rates.js';
import { moneyDisplay, percentageDisplay, subtractMoney } from '../../platform/money.js';

const STATUS_LABELS: Record<FinanceInvoice['status'], string> = { DRAFT: 'Draft', SENT: 'Sent', PAID: 'Paid', OVERDUE: 'Overdue', CANCELLED: 'Cancelled' };

/** The PDF's file name: invoice-<number>.pdf, or draft-invoice-<id>.pdf before the issue. */
export function invoiceFileName(invoice: Pick<FinanceInvoice, 'id' | 'invoiceNumber'>): string {
  return invoice.invoiceNumber === null ? `draft-invoice-${invoice.id}.pdf` : `invoice-${invoice.invoiceNumber}.pdf`;
}

/**
 * The invoice as an A4 PDF: the club, whom it is for (`billTo`: name, address, VAT id), number and dates, the
 * lines with tax, totals, the tax per rate, terms and footer. A credit note says so in its title; its summary
 * names the original's number and date. A draft is titled so, without a number.
 */
export async function renderInvoicePdf(club: Pick<Club, 'name' | 'address' | 'currencySymbol'>, billTo: readonly string[], invoice: FinanceInvoice): Promise<Buffer> {
  // Loading pdfkit costs about a third of a second of CPU: only a download pays it, not every server start.
  const { default: PDFDocument } = await import('pdfkit');
  const kind = invoice.creditedInvoiceId === null ? 'Invoice' : 'Credit note';
  const title = invoice.invoiceNumber === null ? `Draft ${kind.toLowerCase()}` : `${kind} ${invoice.invoiceNumber}`;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: club.name } });
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

  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice date: ${invoice.dateCreated}`);
  doc.text(`Due date: ${invoice.dateDue}`);
  doc.text(`Status: ${STATUS_LABELS[invoice.status]}`);
  if (invoice.summary) doc.text(invoice.summary);
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica');
  for (const line of billTo) doc.text(line);
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
  for (const item of invoice.items) {
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
  total('Subtotal (excl. tax)', invoice.subtotal);
  total('Tax', invoice.tax);
  total('Total', invoice.total, true);
  total('Paid', invoice.paid);
  total('Balance due', subtractMoney(invoice.total, invoice.paid), true);
  doc.moveDown();

  // What the tax office reads: the base and the tax of each rate.
  doc.font('Helvetica-Bold').text('Tax per rate', left, doc.y, { width });
  for (const rate of taxPerRate(invoice.items)) {
    const note = rate.taxRateType === 'IN' ? 'incl.' : 'excl.';
    total(`${percentageDisplay(rate.taxPercentage)} ${note}: base ${money(rate.subtotal)}, tax`, rate.tax);
  }
  doc.moveDown(2);

  doc.font('Helvetica');
  if (invoice.terms) {
    doc.font('Helvetica-Bold').text('Terms', left, doc.y, { width });
    doc.font('Helvetica').text(invoice.terms, { width });
    doc.moveDown();
  }
  if (invoice.footer) doc.fontSize(8).fillColor('#555555').text(invoice.footer, left, doc.y, { width, align: 'center' });
  doc.end();
  return done;
}
