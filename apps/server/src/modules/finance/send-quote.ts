import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { lockInvoiceGroup, setNextInvoiceNumber } from './finance-setup.repository.js';
import { invoiceFieldError } from './invoice-draft.js';
import { nextInvoiceNumber } from './invoice-number.js';
import { QUOTE_MAIL_JOB } from './quote-mail.job.js';
import { QUOTE_NOT_FOUND, QUOTE_SENT_ALREADY } from './quote.js';
import { lockQuote, updateQuoteRow } from './quote.repository.js';
import { EXPIRY_PASSED } from './save-quote-draft.js';

/**
 * Staff (finance.quotes.edit) send a draft quote: it takes its quote group's next number of the club-local year
 * under the group's lock, as an invoice's issue does (invoice-number.ts: gapless, no repeats, a rollback gives
 * the number back), is dated the club's today, and never changes again; its mail with the PDF goes to the
 * relation through the job queue after the commit (mail-sent-quote.ts: once). Answers the number.
 */
export async function sendQuote(app: AppContext, club: Club, actor: Actor | null, quoteId: number | null): Promise<string> {
  requirePermission(actor, 'finance.quotes.edit');
  if (quoteId === null) throw invoiceFieldError('quote', QUOTE_NOT_FOUND, 'NOT_FOUND');
  return app.db.transaction().execute(async (trx) => {
    const quote = await lockQuote(trx, club.id, quoteId);
    if (!quote) throw invoiceFieldError('quote', QUOTE_NOT_FOUND, 'NOT_FOUND');
    if (quote.status !== 'DRAFT') throw invoiceFieldError('quote', QUOTE_SENT_ALREADY, 'CONFLICT');
    if (!new Decimal(quote.total).greaterThan(0)) throw invoiceFieldError('lines', 'A quote is sent for a total above zero.');
    const now = app.clock.now();
    const today = clubDateOf(now, club.timeZone);
    if (quote.dateExpire < today) throw invoiceFieldError('dateExpire', EXPIRY_PASSED);
    const group = await lockInvoiceGroup(trx, club.id, quote.financeInvoiceGroupId);
    if (!group) throw new Error(`quote ${quote.id} has no group`);
    const numbering = nextInvoiceNumber(group, Number(today.slice(0, 4)));
    await setNextInvoiceNumber(trx, club.id, group.id, numbering.year, numbering.nextNumber);
    await updateQuoteRow(trx, club.id, quote.id, { quoteNumber: numbering.invoiceNumber, status: 'SENT', dateCreated: today, updatedAt: now });
    await app.jobs.enqueue(trx, QUOTE_MAIL_JOB, club.id, { quoteId: quote.id });
    return numbering.invoiceNumber;
  });
}
