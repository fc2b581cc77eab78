import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { INVOICE_FROZEN, INVOICE_NOT_FOUND } from './invoice.js';
import { invoiceFieldError } from './invoice-draft.js';
import { deleteInvoiceRow } from './invoice-draft.repository.js';
import { lockInvoice } from './invoice.repository.js';

/** Staff (finance.invoices.edit) delete a draft: it had no number, so no gap is left. An issued invoice is never deleted. */
export async function deleteInvoiceDraft(app: AppContext, club: Club, actor: Actor | null, invoiceId: number | null): Promise<void> {
  requirePermission(actor, 'finance.invoices.edit');
  if (invoiceId === null) throw invoiceFieldError('invoice', INVOICE_NOT_FOUND, 'NOT_FOUND');
  await app.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, club.id, invoiceId);
    if (!invoice) throw invoiceFieldError('invoice', INVOICE_NOT_FOUND, 'NOT_FOUND');
    if (invoice.status !== 'DRAFT') throw invoiceFieldError('invoice', INVOICE_FROZEN, 'CONFLICT');
    await deleteInvoiceRow(trx, club.id, invoice.id);
  });
}
