import { clubDocumentJob } from './club-document-job.js';
import { mailIssuedInvoice } from './mail-issued-invoice.js';

/**
 * Mails an issued invoice with its PDF; queued in the transaction, so it runs after the commit and a
 * rolled-back issue mails nothing. The PDF is made here, not under the group's lock.
 */
export const INVOICE_MAIL_JOB = clubDocumentJob<{ invoiceId: number }>('finance.invoice-mail', 'Not mailed: the club is gone.', (app, club, job) =>
  mailIssuedInvoice(app, club, job.data.invoiceId),
);
