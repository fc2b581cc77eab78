import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { cardToKeepForInvoice, invoiceToPay, recordInvoiceCheckout } from '../finance/index.js';
import { openCheckout } from './open-checkout.js';

/**
 * Opens a checkout for what is left to pay on the member's own open (sent or overdue) invoice and answers
 * its payment link; the provider returns the member to the invoice in the shop (`returnId`, its global id).
 * Anyone else's invoice, or none, answers NOT_FOUND.
 */
export async function createInvoicePaymentLink(app: AppContext, club: Club, actor: Actor | null, invoiceId: number | null, returnId: string): Promise<string> {
  const { invoice, balance } = await invoiceToPay(app, club, actor, invoiceId);
  const back = `${app.config.publicUrl}/${club.slug}/shop/invoices/${encodeURIComponent(returnId)}`;
  const spec = {
    orderId: null,
    invoiceId: invoice.id,
    description: `${club.name}: invoice ${invoice.invoiceNumber}`,
    amount: balance,
    currency: invoice.currency,
    successUrl: `${back}?payment=success`,
    cancelUrl: `${back}?payment=cancel`,
    keepCard: await cardToKeepForInvoice(app, club, invoice),
  };
  return openCheckout(app, club, spec, (opened) => recordInvoiceCheckout(app, club, invoice.id, opened));
}
