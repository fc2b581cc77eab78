import { clubDocumentJob } from './club-document-job.js';
import { mailSentQuote } from './mail-sent-quote.js';

/**
 * Mails a sent quote with its PDF; queued in the sending's transaction, so it runs after the commit and a
 * rolled-back send mails nothing. The PDF is made here, not under the quote group's lock.
 */
export const QUOTE_MAIL_JOB = clubDocumentJob<{ quoteId: number }>('finance.quote-mail', 'Not mailed: the club is gone.', (app, club, job) =>
  mailSentQuote(app, club, job.data.quoteId),
);
