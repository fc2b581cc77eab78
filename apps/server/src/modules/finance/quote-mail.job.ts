import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { findClubById } from '../clubs/index.js';
import { mailSentQuote } from './mail-sent-quote.js';

/**
 * Mails a sent quote with its PDF; queued in the sending's transaction, so it runs after the commit and a
 * rolled-back send mails nothing. The PDF is made here, not under the quote group's lock.
 */
export const QUOTE_MAIL_JOB: JobDefinition<{ quoteId: number }> = {
  name: 'finance.quote-mail',
  tries: 5,
  retryDelaySeconds: 30,
  timeoutSeconds: 120,
  async run(app, job) {
    const club = job.clubId === null ? undefined : await findClubById(app.db, job.clubId);
    if (!club) {
      await job.log('Not mailed: the club is gone.');
      return;
    }
    await job.log(await mailSentQuote(app, club, job.data.quoteId));
  },
};
