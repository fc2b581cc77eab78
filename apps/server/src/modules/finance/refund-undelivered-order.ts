import type { AppContext } from '../../platform/app-context.js';
import type { Club } from '../clubs/index.js';
import type { PaymentProviderName, RefundResult } from '../../platform/payment-provider.js';
import type { FinanceOrder } from './order.js';
import { findOrder, lockOrder, updateOrderRefund } from './order.repository.js';

/** The provider that takes payments of each online method. */
const PROVIDER_OF_METHOD: Record<NonNullable<FinanceOrder['paymentMethod']>, PaymentProviderName | null> = { STRIPE: 'stripe', TEST: 'test', MANUAL: null };

/** The order's payment when the provider in use took it and can be asked to refund it, else why not. */
function refundablePayment(order: FinanceOrder, provider: PaymentProviderName): { reference: string; amount: string } | { reason: string } {
  const { paymentMethod, paymentAmount, paymentReference } = order;
  if (!paymentMethod || paymentAmount === null || !paymentReference) return { reason: 'The order has no online payment to refund.' };
  if (PROVIDER_OF_METHOD[paymentMethod] !== provider) return { reason: `The order was paid by ${paymentMethod}, which is not the payment provider in use.` };
  return { reference: paymentReference, amount: paymentAmount };
}

/**
 * The refund job's work: gives back the payment of an order that could not be delivered (refund PENDING), all of
 * it, through the provider that took it, then records the refund on the order (REFUNDED, with the provider's
 * id). The provider is asked outside any transaction (a slow provider must not hold a connection) with one
 * idempotency key per payment, so a try that died after asking asks again and gets the same refund: never two.
 * Only this job moves a PENDING refund on (staff cannot change such an order). When the provider refuses, or
 * cannot be reached on the last try, the order becomes DUE with the reason: staff refund it by hand from the back
 * office's home. Answers a line for the job's log.
 */
export async function refundUndeliveredOrder(app: AppContext, club: Club, orderId: number, lastTry: boolean): Promise<string> {
  const order = await findOrder(app.db, club.id, orderId);
  if (!order || order.refundStatus !== 'PENDING') return `Order ${orderId}: no refund pending.`;
  const result = await askProvider(app, club, order, lastTry);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const current = await lockOrder(trx, club.id, order.id);
    if (current?.refundStatus !== 'PENDING') return `Order ${orderId}: no refund pending.`;
    if (result.refunded) {
      await updateOrderRefund(trx, club.id, order.id, { refundStatus: 'REFUNDED', refundReference: result.refundId, refundedAt: now, updatedAt: now });
      return `Order ${orderId}: refunded (${result.refundId}).`;
    }
    await updateOrderRefund(trx, club.id, order.id, { refundStatus: 'DUE', refundError: result.reason, updatedAt: now });
    app.log.warn({ clubId: club.id, orderId, reason: result.reason }, 'paid order not delivered and not refunded: left to staff');
    return `Order ${orderId}: not refunded, left to staff: ${result.reason}`;
  });
}

/** The provider's answer; a provider that cannot be reached throws, except on the last try, which gives up to staff. */
async function askProvider(app: AppContext, club: Club, order: FinanceOrder, lastTry: boolean): Promise<RefundResult> {
  const payment = refundablePayment(order, app.payments.name);
  if ('reason' in payment) return { refunded: false, reason: payment.reason };
  try {
    return await app.payments.refundPayment({
      clubId: club.id,
      orderId: order.id,
      paymentReference: payment.reference,
      amount: payment.amount,
      currency: order.currency,
      idempotencyKey: `kiai-refund-${payment.reference}`,
    });
  } catch (error) {
    if (!lastTry) throw error;
    return { refunded: false, reason: `The payment provider could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
}
