import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Club } from '../clubs/index.js';
import type { QuoteStatus } from './quote.js';
import { findQuote, listQuotes, quoteItems, type QuoteItemRow, type QuoteRow } from './quote.repository.js';

// The quotes' reads: each checks finance.quotes.view, then reads the club's rows.
const VIEW = 'finance.quotes.view';

export function listFinanceQuotes(app: AppContext, club: Club, actor: Actor | null, status: QuoteStatus | null, page: ListPage): Promise<QuoteRow[]> {
  requirePermission(actor, VIEW);
  return listQuotes(app.db, club.id, status, page);
}

export function findFinanceQuote(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<QuoteRow | undefined> {
  requirePermission(actor, VIEW);
  return findQuote(app.db, club.id, id);
}

export function listFinanceQuoteItems(app: AppContext, club: Club, actor: Actor | null, quoteId: number): Promise<QuoteItemRow[]> {
  requirePermission(actor, VIEW);
  return quoteItems(app.db, club.id, quoteId);
}
