import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { isOwnAccount, requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { isUnpaid, ORDER_NOT_FOUND, findOrder, lockOrder, setOrderStatus } from '../finance/index.js';
import { openCheckout } from './open-checkout.js';

const NOT_PAYABLE = 'This order is not awaiting payment.';

/**
 * Opens a checkout at the payment provider for the member's own unpaid order and answers its payment link;
 * the order then awaits payment. The provider returns the member to the club's payment success or cancel
 * page with `returnId` (the order's global id). Anyone else's order, or none, answers NOT_FOUND.
 */
export async function createOrderPaymentLink(app: AppContext, club: Club, actor: Actor | null, orderId: number | null, returnId: string): Promise<string> {
  const member = requireActor(actor);
  const order = orderId === null ? undefined : await findOrder(app.db, club.id, orderId);
  if (!order || !isOwnAccount(member, order.accountId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (!isUnpaid(order.status)) throw new AppError('CONFLICT', NOT_PAYABLE);

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
  };
  return openCheckout(app, club, spec, async (trx) => {
    const current = await lockOrder(trx, club.id, order.id);
    if (!current || !isUnpaid(current.status)) throw new AppError('CONFLICT', NOT_PAYABLE);
    if (current.status !== 'AWAITING_PAYMENT') await setOrderStatus(trx, club.id, order.id, 'AWAITING_PAYMENT');
  });
}
