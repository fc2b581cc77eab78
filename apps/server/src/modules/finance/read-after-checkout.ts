import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { CheckoutTarget } from '../../platform/payment-provider.js';
import { findLatestCheckout } from './checkout.repository.js';
import { confirmCheckout } from './confirm-checkout.js';
import type { FinanceInvoice } from './invoice.js';
import { findFinanceInvoiceFor } from './list-invoices.js';
import { findFinanceOrderFor } from './list-orders.js';
import { isUnpaid, type FinanceOrder } from './order.js';

/**
 * Whether the newest checkout of the order or invoice is paid at the provider, and if so delivers the order or
 * records the invoice payment now, exactly as the webhook would (idempotent, under the checkout's lock), as
 * Stripe's fulfilment guide advises for the page the payer returns to. Answers whether anything changed.
 */
async function confirmPaidCheckout(app: AppContext, club: Club, target: CheckoutTarget): Promise<boolean> {
  const checkout = await findLatestCheckout(app.db, club.id, app.payments.name, target);
  if (!checkout) return false;
  const outcome = await confirmCheckout(app, club, checkout, 'PAID');
  if (outcome === 'UNCHANGED' || outcome === 'UNAVAILABLE') return false;
  const details = { club: club.slug, provider: app.payments.name, session: checkout.sessionId, ...target, outcome };
  if (outcome === 'AMOUNT_MISMATCH' || outcome === 'DELIVERY_ERROR') app.log.warn(details, 'paid checkout not delivered on the status read');
  else app.log.info(details, 'paid checkout confirmed on the status read');
  return outcome === 'DELIVERED' || outcome === 'DELIVERY_ERROR' || outcome === 'INVOICE_PAID';
}

/**
 * The order as its reader may see it (the payment success page polls this): an unpaid one whose checkout the
 * provider reports paid is delivered first, webhook or not. A forged return with someone else's order never
 * asks the provider (test plan P7): the access check comes first.
 */
export async function readOrderAfterCheckout(app: AppContext, club: Club, actor: Actor | null, orderId: number | null): Promise<FinanceOrder | undefined> {
  const order = await findFinanceOrderFor(app, club, actor, orderId);
  if (!order || !isUnpaid(order.status)) return order;
  if (!(await confirmPaidCheckout(app, club, { orderId: order.id, invoiceId: null }))) return order;
  return (await findFinanceOrderFor(app, club, actor, order.id)) ?? order;
}

/** The invoice as its reader may see it; back from paying it online, a paid checkout is recorded on it first. */
export async function readInvoiceAfterCheckout(app: AppContext, club: Club, actor: Actor | null, invoiceId: number | null): Promise<FinanceInvoice | undefined> {
  const invoice = await findFinanceInvoiceFor(app, club, actor, invoiceId);
  if (!invoice || (invoice.status !== 'SENT' && invoice.status !== 'OVERDUE')) return invoice;
  if (!(await confirmPaidCheckout(app, club, { orderId: null, invoiceId: invoice.id }))) return invoice;
  return (await findFinanceInvoiceFor(app, club, actor, invoice.id)) ?? invoice;
}
