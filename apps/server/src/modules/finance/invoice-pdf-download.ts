import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { INVOICE_NOT_FOUND } from './invoice.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import { invoiceRelation } from './invoice-relation.js';
import { findFinanceInvoiceFor } from './list-invoices.js';

/**
 * The PDF of an invoice for its owner (issued ones only) or staff with finance.invoices.read (drafts too, as a
 * preview); anyone else gets NOT_FOUND, as for a missing id.
 */
export async function downloadInvoicePdf(app: AppContext, club: Club, actor: Actor | null, invoiceId: number | null): Promise<{ fileName: string; pdf: Buffer }> {
  const viewer = requireActor(actor);
  const invoice = await findFinanceInvoiceFor(app, club, viewer, invoiceId);
  const relation = invoice && (await invoiceRelation(app.db, club.id, invoice));
  if (!invoice || !relation) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return { fileName: invoiceFileName(invoice), pdf: await renderInvoicePdf(club, relation.billTo, invoice) };
}
