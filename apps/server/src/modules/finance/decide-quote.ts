import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { addDays, clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { findInvoiceGroup } from './finance-setup-items.repository.js';
import { invoiceFieldError } from './invoice-draft.js';
import { insertInvoice } from './invoice.repository.js';
import { canMoveQuote, isQuoteExpired, QUOTE_NOT_FOUND, quoteExpiredOn, refusedMove, type QuoteDecision } from './quote.js';
import { lockQuote, quoteItems, updateQuoteRow, type QuoteRow } from './quote.repository.js';

/**
 * Staff (finance.quotes.edit) accept, reject or cancel a quote (quote.ts says which moves there are). Accepting
 * turns the sent, unexpired quote into a draft invoice in `invoiceGroupId`, with the quote's lines and their
 * snapshots, in the same transaction and under the quote's row lock: two accepts at once make one invoice, the
 * second is refused (CONFLICT). Answers the draft invoice's id when accepted.
 */
export async function decideQuote(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  quoteId: number | null,
  decision: QuoteDecision,
  invoiceGroupId?: number | null,
): Promise<number | null> {
  requirePermission(actor, 'finance.quotes.edit');
  if (quoteId === null) throw invoiceFieldError('quote', QUOTE_NOT_FOUND, 'NOT_FOUND');
  return app.db.transaction().execute(async (trx) => {
    const quote = await lockQuote(trx, club.id, quoteId);
    if (!quote) throw invoiceFieldError('quote', QUOTE_NOT_FOUND, 'NOT_FOUND');
    if (!canMoveQuote(quote.status, decision)) throw invoiceFieldError('quote', refusedMove(quote.status, decision), 'CONFLICT');
    const now = app.clock.now();
    if (decision !== 'ACCEPTED') {
      await updateQuoteRow(trx, club.id, quote.id, { status: decision, updatedAt: now });
      return null;
    }
    const today = clubDateOf(now, club.timeZone);
    if (isQuoteExpired(quote, today)) throw invoiceFieldError('quote', quoteExpiredOn(quote.dateExpire), 'CONFLICT');
    const invoiceId = await draftInvoiceOf(trx, club, quote, invoiceGroupId ?? null, today, now);
    await updateQuoteRow(trx, club.id, quote.id, { status: 'ACCEPTED', financeInvoiceId: invoiceId, updatedAt: now });
    return invoiceId;
  });
}

/** The accepted quote as a draft invoice (no number until issued) for the quote's relation, in an invoice group of the club in use. */
async function draftInvoiceOf(trx: Db, club: Club, quote: QuoteRow, groupId: number | null, today: string, now: Date): Promise<number> {
  const group = groupId === null ? undefined : await findInvoiceGroup(trx, club.id, groupId);
  if (!group || group.kind !== 'INVOICE' || group.archived) throw invoiceFieldError('invoiceGroup', 'Choose an invoice group of the club that is in use.', 'NOT_FOUND');
  const lines = await quoteItems(trx, club.id, quote.id);
  return insertInvoice(
    trx,
    {
      clubId: club.id,
      accountId: quote.accountId,
      relationsBusinessId: quote.relationsBusinessId,
      financeInvoiceGroupId: group.id,
      status: 'DRAFT',
      invoiceNumber: null,
      issuedAt: null,
      summary: quote.summary || `Quote ${quote.quoteNumber ?? ''}`.trim(),
      terms: group.terms,
      footer: group.footer,
      dateCreated: today,
      dateDue: addDays(today, group.dueAfterDays),
      subtotal: quote.subtotal,
      tax: quote.tax,
      total: quote.total,
      createdAt: now,
      updatedAt: now,
    },
    lines.map(({ id: _id, clubId: _club, financeQuoteId: _quote, sortOrder: _order, ...line }) => ({ ...line, accountClasspassId: null })),
  );
}
