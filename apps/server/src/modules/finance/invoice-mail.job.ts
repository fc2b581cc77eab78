import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { findClubById } from '../clubs/index.js';
import { mailIssuedInvoice } from './mail-issued-invoice.js';

/**
 * Mails an issued invoice with its PDF; queued in the transaction, so it runs after the commit and a
 * rolled-back issue mails nothing. The PDF is made here, not under the group's lock.
 */
export const INVOICE_MAIL_JOB: JobDefinition<{ invoiceId: number }> = {
  name: 'finance.invoice-mail',
  tries: 5,
  retryDelaySeconds: 30,
  timeoutSeconds: 120,
  async run(app, job) {
    const club = job.clubId === null ? undefined : await findClubById(app.db, job.clubId);
    if (!club) {
      await job.log('Not mailed: the club is gone.');
      return;
    }
    await job.log(await mailIssuedInvoice(app, club, job.data.invoiceId));
  },
};
