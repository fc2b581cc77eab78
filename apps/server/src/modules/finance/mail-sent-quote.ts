import type { AppContext } from '../../platform/app-context.js';
import { moneyDisplay } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { invoiceRelation } from './invoice-relation.js';
import { quoteFileName, renderQuotePdf } from './quote-pdf.js';
import { lockQuote, quoteItems, updateQuoteRow } from './quote.repository.js';
import { sentQuoteMail } from './sent-quote.mail.js';

/**
 * Queues the mail of a sent quote, its PDF attached, once: under the quote's lock, a quote already mailed (a
 * retried job) is left alone. Answers what it did, for the job's log.
 */
export async function mailSentQuote(app: AppContext, club: Club, quoteId: number): Promise<string> {
  return app.db.transaction().execute(async (trx) => {
    const quote = await lockQuote(trx, club.id, quoteId);
    // Mailed as sent: a quote accepted, rejected or cancelled before its job ran is no offer to mail any more.
    if (!quote || quote.status !== 'SENT') return `Quote ${quoteId} is not open as sent: nothing mailed.`;
    if (quote.mailedAt) return `Quote ${quote.quoteNumber} was mailed before.`;
    const relation = await invoiceRelation(trx, club.id, quote);
    if (!relation || relation.email === '') return `Quote ${quote.quoteNumber} has nobody to mail.`;
    const pdf = await renderQuotePdf(club, relation.billTo, quote, await quoteItems(trx, club.id, quote.id));
    await app.mailer.queue(trx, club.id, {
      ...sentQuoteMail({
        club,
        to: relation.email,
        greeting: relation.greeting,
        quote: { ...quote, quoteNumber: quote.quoteNumber ?? '' },
        totalDisplay: moneyDisplay(club.currencySymbol, quote.total),
      }),
      attachments: [{ filename: quoteFileName(quote), contentType: 'application/pdf', content: pdf }],
    });
    await updateQuoteRow(trx, club.id, quote.id, { mailedAt: app.clock.now() });
    return `Quote ${quote.quoteNumber} mailed to ${relation.email}.`;
  });
}
