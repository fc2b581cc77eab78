import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/schema.js';
import type { PaymentEventOutcome } from '../../platform/db/tables/payments.js';
import type { Club } from '../clubs/index.js';
import type { CheckoutState, PaymentProviderName } from '../../platform/payment-provider.js';
import { countOpenCheckoutsOfOrder, lockCheckout, updateCheckoutState, type PaymentCheckout } from './checkout.repository.js';
import { paymentFor, type CheckoutPayment } from './checkout-payment.js';
import { deliverOrder, type DeliveryResult } from './deliver-order.js';
import { isUnpaid } from './order.js';
import { findOrder, setOrderStatus } from './order.repository.js';
import { keepPaidCheckoutCard } from './keep-card.js';
import { payInvoiceCheckout } from './pay-invoice-checkout.js';

/**
 * What the provider says happened to a checkout, whoever heard it (its webhook, the success page's status read,
 * the reconciliation job): PAID (now, or a delayed method settled), COMPLETED (the payer finished, the money of a
 * delayed method is still on its way), PAYMENT_FAILED (that money did not come), EXPIRED; null for anything else.
 */
export type CheckoutChange = 'PAID' | 'COMPLETED' | 'PAYMENT_FAILED' | 'EXPIRED';

/**
 * Finance's one answer to a checkout's change, in the caller's transaction: the checkout row is locked first
 * (events and status reads of one checkout act one after the other), then the order (delivery) or the invoice
 * (its balance). Delivering and recording an invoice payment are idempotent, so any number of triggers deliver
 * once. A checkout of another club, or one whose order or invoice does not match our record, changes nothing.
 */
export async function applyCheckoutChange(
  app: AppContext,
  trx: Transaction<Database>,
  club: Club,
  provider: PaymentProviderName,
  checkout: CheckoutState,
  change: CheckoutChange | null,
): Promise<PaymentEventOutcome> {
  if (checkout.clubId !== club.id) return 'UNKNOWN_ORDER';
  const row = await lockCheckout(trx, club.id, provider, checkout.sessionId);
  if (checkout.invoiceId !== null) return applyInvoiceChange(app, trx, club, provider, checkout, change, row);
  if (checkout.orderId === null) return 'UNKNOWN_ORDER';
  const order = await findOrder(trx, club.id, checkout.orderId);
  if (!order || (row && row.orderId !== order.id)) return 'UNKNOWN_ORDER';
  const payment = paymentFor(provider, checkout, order);
  if (!payment) return 'AMOUNT_MISMATCH';
  if (checkout.paid && order.status === 'DELIVERED' && order.paymentReference && order.paymentReference !== payment.reference) {
    // Two links of one order both paid: delivered once, so the second payment is the club's to refund.
    app.log.warn({ club: club.slug, order: order.id, delivered: order.paymentReference, paidAgain: payment.reference }, 'order paid twice: refund the second payment');
  }

  switch (change) {
    case 'PAID':
      return deliverPaidCheckout(app, trx, club, { id: order.id, accountId: order.accountId }, payment, row, checkout);
    case 'COMPLETED':
      // A delayed method (bank debit …): the money is not there yet; PAID or PAYMENT_FAILED follows.
      if (row) await updateCheckoutState(trx, club.id, row.id, { status: 'complete' });
      if (order.status === 'RECEIVED') await setOrderStatus(trx, club.id, order.id, 'AWAITING_PAYMENT');
      return 'AWAITING_PAYMENT';
    case 'PAYMENT_FAILED':
      // The order stays unpaid: the member may pay it with a new link or cancel it.
      return 'PAYMENT_FAILED';
    case 'EXPIRED': {
      if (row) await updateCheckoutState(trx, club.id, row.id, { status: 'expired' });
      // Only when nothing else can still pay it: a newer link of the same order may be open.
      if (!isUnpaid(order.status) || (await countOpenCheckoutsOfOrder(trx, club.id, order.id)) > 0) return 'IGNORED';
      await setOrderStatus(trx, club.id, order.id, 'CANCELLED');
      return 'CANCELLED';
    }
    default:
      return 'IGNORED';
  }
}

/** A change of a checkout of an open invoice's balance: a paid one records the payment on the invoice. */
async function applyInvoiceChange(
  app: AppContext,
  trx: Transaction<Database>,
  club: Club,
  provider: PaymentProviderName,
  checkout: CheckoutState,
  change: CheckoutChange | null,
  row: PaymentCheckout | undefined,
): Promise<PaymentEventOutcome> {
  const invoiceId = checkout.invoiceId;
  if (!row || invoiceId === null || row.invoiceId !== invoiceId) return 'UNKNOWN_ORDER';
  switch (change) {
    case 'PAID': {
      // The amount the checkout was opened for (the balance then), in the invoice's currency.
      const payment = paymentFor(provider, checkout, { total: row.amount, currency: row.currency });
      return payment ? payInvoiceCheckout(app, trx, club, row, invoiceId, payment, checkout) : 'AMOUNT_MISMATCH';
    }
    case 'COMPLETED':
      await updateCheckoutState(trx, club.id, row.id, { status: 'complete' });
      return 'AWAITING_PAYMENT';
    case 'PAYMENT_FAILED':
      return 'PAYMENT_FAILED';
    case 'EXPIRED':
      await updateCheckoutState(trx, club.id, row.id, { status: 'expired' });
      return 'IGNORED';
    default:
      return 'IGNORED';
  }
}

/**
 * Delivers the order of a checkout the provider reports paid; a second caller gets ALREADY_DELIVERED. The card the
 * checkout kept is recorded with the delivery (a subscription's next months are charged to it), not for an order that
 * could not be delivered: its payment goes back.
 */
async function deliverPaidCheckout(
  app: AppContext,
  trx: Transaction<Database>,
  club: Club,
  order: { id: number; accountId: number },
  payment: CheckoutPayment,
  row: PaymentCheckout | undefined,
  state: CheckoutState,
): Promise<DeliveryResult> {
  if (row) await updateCheckoutState(trx, club.id, row.id, { status: 'complete', paymentStatus: 'paid' });
  const result = await deliverOrder(app, trx, club, order.id, { ...payment, paidAt: app.clock.now() });
  if (result !== 'DELIVERY_ERROR') await keepPaidCheckoutCard(app, trx, club, row, state, order.accountId);
  return result;
}
