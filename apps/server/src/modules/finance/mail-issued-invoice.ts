import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { moneyDisplay } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { creditNoteMail } from './credit-note.mail.js';
import type { FinanceInvoice } from './invoice.js';
import { isIssued } from './invoice-status.js';
import { updateInvoiceRow } from './invoice-draft.repository.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import { invoiceRelation } from './invoice-relation.js';
import { findInvoice, lockInvoice } from './invoice.repository.js';
import { issuedInvoiceMail } from './issued-invoice.mail.js';

/**
 * Queues the mail of an issued invoice or credit note, its PDF attached, once: under the invoice's lock, an
 * invoice already mailed (a retried job) is left alone. Answers what it did, for the job's log.
 */
export async function mailIssuedInvoice(app: AppContext, club: Club, invoiceId: number): Promise<string> {
  return app.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, club.id, invoiceId);
    if (!invoice || !isIssued(invoice.status)) return `Invoice ${invoiceId} is not issued: nothing mailed.`;
    if (invoice.mailedAt) return `Invoice ${invoice.invoiceNumber} was mailed before.`;
    const relation = await invoiceRelation(trx, club.id, invoice);
    if (!relation || relation.email === '') return `Invoice ${invoice.invoiceNumber} has nobody to mail.`;
    const pdf = await renderInvoicePdf(club, relation.billTo, invoice);
    const to = { publicUrl: app.config.publicUrl, club, to: relation.email, greeting: relation.greeting, forMember: invoice.accountId !== null };
    await app.mailer.queue(trx, club.id, {
      ...(await mailOf(trx, club, invoice, to)),
      attachments: [{ filename: invoiceFileName(invoice), contentType: 'application/pdf', content: pdf }],
    });
    await updateInvoiceRow(trx, club.id, invoiceId, { mailedAt: app.clock.now() });
    return `Invoice ${invoice.invoiceNumber} mailed to ${relation.email}.`;
  });
}

/** An invoice's mail, or a credit note's naming the invoice it corrects. */
async function mailOf(
  db: Db,
  club: Club,
  invoice: FinanceInvoice,
  to: { publicUrl: string; club: Club; to: string; greeting: string; forMember: boolean },
): Promise<MailMessage> {
  const invoiceNumber = invoice.invoiceNumber ?? '';
  const original = invoice.creditedInvoiceId === null ? undefined : await findInvoice(db, club.id, invoice.creditedInvoiceId);
  if (!original) return issuedInvoiceMail({ ...to, invoice: { ...invoice, invoiceNumber }, totalDisplay: moneyDisplay(club.currencySymbol, invoice.total) });
  return creditNoteMail({
    ...to,
    creditNote: { invoiceNumber, dateCreated: invoice.dateCreated },
    original: { invoiceNumber: original.invoiceNumber ?? '', dateCreated: original.dateCreated },
    creditDisplay: moneyDisplay(club.currencySymbol, new Decimal(invoice.total).negated().toFixed(2)),
  });
}
