import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { invoiceRelation } from './invoice-relation.js';
import { QUOTE_NOT_FOUND } from './quote.js';
import { quoteFileName, renderQuotePdf } from './quote-pdf.js';
import { findQuote, quoteItems } from './quote.repository.js';

/** The PDF of one of the club's quotes (drafts too, as a preview) for staff with finance.quotes.view. */
export async function downloadQuotePdf(app: AppContext, club: Club, actor: Actor | null, quoteId: number | null): Promise<{ fileName: string; pdf: Buffer }> {
  requirePermission(actor, 'finance.quotes.view');
  const quote = quoteId === null ? undefined : await findQuote(app.db, club.id, quoteId);
  const relation = quote && (await invoiceRelation(app.db, club.id, quote));
  if (!quote || !relation) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND);
  return { fileName: quoteFileName(quote), pdf: await renderQuotePdf(club, relation.billTo, quote, await quoteItems(app.db, club.id, quote.id)) };
}
