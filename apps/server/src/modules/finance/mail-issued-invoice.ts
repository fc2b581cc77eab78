import type { AppContext } from '../../platform/app-context.js';
import { moneyDisplay } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { isIssued } from './invoice-status.js';
import { updateInvoiceRow } from './invoice-draft.repository.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import { invoiceRelation } from './invoice-relation.js';
import { lockInvoice } from './invoice.repository.js';
import { issuedInvoiceMail } from './issued-invoice.mail.js';

/**
 * Queues the mail of an issued invoice, its PDF attached, once: under the invoice's lock, an invoice already
 * mailed (a retried job) is left alone. Answers what it did, for the job's log.
 */
export async function mailIssuedInvoice(app: AppContext, club: Club, invoiceId: number): Promise<string> {
  return app.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, club.id, invoiceId);
    if (!invoice || !isIssued(invoice.status)) return `Invoice ${invoiceId} is not issued: nothing mailed.`;
    if (invoice.mailedAt) return `Invoice ${invoice.invoiceNumber} was mailed before.`;
    const relation = await invoiceRelation(trx, club.id, invoice);
    if (!relation || relation.email === '') return `Invoice ${invoice.invoiceNumber} has nobody to mail.`;
    const pdf = await renderInvoicePdf(club, relation.billTo, invoice);
    await app.mailer.queue(trx, club.id, {
      ...issuedInvoiceMail({
        publicUrl: app.config.publicUrl,
        club,
        to: relation.email,
        greeting: relation.greeting,
        invoice: { ...invoice, invoiceNumber: invoice.invoiceNumber ?? '' },
        totalDisplay: moneyDisplay(club.currencySymbol, invoice.total),
        forMember: invoice.accountId !== null,
      }),
      attachments: [{ filename: invoiceFileName(invoice), contentType: 'application/pdf', content: pdf }],
    });
    await updateInvoiceRow(trx, club.id, invoiceId, { mailedAt: app.clock.now() });
    return `Invoice ${invoice.invoiceNumber} mailed to ${relation.email}.`;
  });
}
