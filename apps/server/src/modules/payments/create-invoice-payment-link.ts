import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { isOwnAccount, requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { INVOICE_NOT_FOUND, findInvoice } from '../finance/index.js';
import { isPositiveMoney, subtractMoney } from '../../platform/money.js';
import { openCheckout } from './open-checkout.js';
import { lockInvoiceBalance } from './payment.repository.js';

const NOT_OPEN = 'This invoice has nothing left to pay.';
const OPEN_STATUSES = ['SENT', 'OVERDUE'];

const openBalance = (invoice: { status: string; total: string; paid: string }) =>
  OPEN_STATUSES.includes(invoice.status) ? subtractMoney(invoice.total, invoice.paid) : '0';

/**
 * Opens a checkout for what is left to pay on the member's own open (sent or overdue) invoice and answers
 * its payment link; the provider returns the member to the invoice in the shop (`returnId`, its global id).
 * Anyone else's invoice, or none, answers NOT_FOUND.
 */
export async function createInvoicePaymentLink(app: AppContext, club: Club, actor: Actor | null, invoiceId: number | null, returnId: string): Promise<string> {
  const member = requireActor(actor);
  const invoice = invoiceId === null ? undefined : await findInvoice(app.db, club.id, invoiceId);
  if (!invoice || !isOwnAccount(member, invoice.accountId)) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  const balance = openBalance(invoice);
  if (!isPositiveMoney(balance)) throw new AppError('CONFLICT', NOT_OPEN);

  const back = `${app.config.publicUrl}/${club.slug}/shop/invoices/${encodeURIComponent(returnId)}`;
  const spec = {
    orderId: null,
    invoiceId: invoice.id,
    description: `${club.name}: invoice ${invoice.invoiceNumber}`,
    amount: balance,
    currency: invoice.currency,
    successUrl: `${back}?payment=success`,
    cancelUrl: `${back}?payment=cancel`,
  };
  return openCheckout(app, club, spec, async (trx) => {
    const current = await lockInvoiceBalance(trx, club.id, invoice.id);
    // A payment recorded meanwhile changes the balance: this checkout would charge the wrong amount.
    if (!current || openBalance(current) !== balance) throw new AppError('CONFLICT', NOT_OPEN);
  });
}
