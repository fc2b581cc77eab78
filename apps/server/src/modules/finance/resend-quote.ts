import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { invoiceFieldError } from './invoice-draft.js';
import { invoiceRelation } from './invoice-relation.js';
import { QUOTE_MAIL_JOB } from './quote-mail.job.js';
import { isQuoteExpired, QUOTE_NOBODY_TO_MAIL, QUOTE_NOT_FOUND, quoteExpiredOn, refusedResend } from './quote.js';
import { lockQuote, updateQuoteRow } from './quote.repository.js';

/**
 * Staff (finance.quotes.edit, as sending) send a sent quote again: the same mail with its PDF as its sending's
 * (mail-sent-quote.ts), through the job queue after the commit. Only an open sent quote: a draft is sent first
 * (sending numbers it), a decided one is no offer any more, an expired one is past its date; a relation without an
 * e-mail address is refused rather than mailed nothing.
 */
export async function resendQuote(app: AppContext, club: Club, actor: Actor | null, quoteId: number | null): Promise<void> {
  requirePermission(actor, 'finance.quotes.edit');
  if (quoteId === null) throw invoiceFieldError('quote', QUOTE_NOT_FOUND, 'NOT_FOUND');
  await app.db.transaction().execute(async (trx) => {
    const quote = await lockQuote(trx, club.id, quoteId);
    if (!quote) throw invoiceFieldError('quote', QUOTE_NOT_FOUND, 'NOT_FOUND');
    if (quote.status !== 'SENT') throw invoiceFieldError('quote', refusedResend(quote.status), 'CONFLICT');
    const now = app.clock.now();
    if (isQuoteExpired(quote, clubDateOf(now, club.timeZone))) throw invoiceFieldError('quote', quoteExpiredOn(quote.dateExpire), 'CONFLICT');
    const relation = await invoiceRelation(trx, club.id, quote);
    if (!relation || relation.email === '') throw invoiceFieldError('quote', QUOTE_NOBODY_TO_MAIL);
    // The mail job mails a quote not mailed yet (a retried job mails nothing more): clearing the mark lets it mail once more.
    await updateQuoteRow(trx, club.id, quote.id, { mailedAt: null, updatedAt: now });
    await app.jobs.enqueue(trx, QUOTE_MAIL_JOB, club.id, { quoteId: quote.id });
  });
}
