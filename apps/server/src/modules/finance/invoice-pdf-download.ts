import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { findAccountById } from '../account-records/index.js';
import { requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { INVOICE_NOT_FOUND } from './invoice.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { findFinanceInvoiceFor } from './list-invoices.js';

/** The PDF of an invoice for its owner or staff with finance.invoices.read; anyone else gets NOT_FOUND, as for a missing id. */
export async function downloadInvoicePdf(app: AppContext, club: Club, actor: Actor | null, invoiceId: number | null): Promise<{ fileName: string; pdf: Buffer }> {
  const viewer = requireActor(actor);
  const invoice = await findFinanceInvoiceFor(app, club, viewer, invoiceId);
  const account = invoice && (await findAccountById(app.db, club.id, invoice.accountId));
  if (!invoice || !account) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return { fileName: `invoice-${invoice.invoiceNumber}.pdf`, pdf: await renderInvoicePdf(club, account, invoice) };
}
