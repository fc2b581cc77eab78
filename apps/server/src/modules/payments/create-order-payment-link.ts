import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { cardToKeepForOrder, orderToPay, recordOrderCheckout } from '../finance/index.js';
import { openCheckout } from './open-checkout.js';

/**
 * Opens a checkout at the payment provider for the member's own unpaid order and answers its payment link;
 * the order then awaits payment. The provider returns the member to the club's payment success or cancel
 * page with `returnId` (the order's global id). Anyone else's order, or none, answers NOT_FOUND.
 */
export async function createOrderPaymentLink(app: AppContext, club: Club, actor: Actor | null, orderId: number | null, returnId: string): Promise<string> {
  const order = await orderToPay(app, club, actor, orderId);
  const base = `${app.config.publicUrl}/${club.slug}/payment`;
  const query = `?id=${encodeURIComponent(returnId)}`;
  const spec = {
    orderId: order.id,
    invoiceId: null,
    description: `${club.name}: order #${order.orderNumber}`,
    amount: order.total,
    currency: order.currency,
    successUrl: `${base}/success/${query}`,
    cancelUrl: `${base}/cancel/${query}`,
    keepCard: await cardToKeepForOrder(app, club, order),
  };
  return openCheckout(app, club, spec, (opened) => recordOrderCheckout(app, club, order.id, opened));
}
