import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import type { CheckoutState } from '../../platform/payment-provider.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { updateCheckoutState, type PaymentCheckout } from './checkout.repository.js';
import type { CheckoutPayment } from './checkout-payment.js';
import { findPaymentMethodId } from './finance-setup.repository.js';
import { statusAfterPayments } from './invoice-status.js';
import { keepPaidCheckoutCard } from './keep-card.js';
import { hasInvoicePayment, insertInvoicePayment, lockInvoiceBalance, setInvoicePaid } from './invoice.repository.js';

/**
 * Records a paid checkout's payment on the invoice it was opened for, in the caller's transaction (webhook
 * or status read), once: under the invoice's lock, a payment with the same provider reference is not
 * recorded again. The invoice is PAID when nothing is left to pay. The card the checkout kept is recorded with it.
 */
export async function payInvoiceCheckout(
  app: AppContext,
  trx: Db,
  club: Club,
  row: PaymentCheckout,
  invoiceId: number,
  payment: CheckoutPayment,
  state: CheckoutState,
): Promise<'INVOICE_PAID' | 'ALREADY_PAID'> {
  const invoice = await lockInvoiceBalance(trx, club.id, invoiceId);
  if (!invoice) throw new Error(`invoice ${invoiceId} of checkout ${row.sessionId} is gone`);
  await updateCheckoutState(trx, club.id, row.id, { status: 'complete', paymentStatus: 'paid' });
  await keepPaidCheckoutCard(app, trx, club, row, state, invoice.accountId);
  if (await hasInvoicePayment(trx, club.id, invoiceId, payment.reference)) return 'ALREADY_PAID';
  const methodId = await findPaymentMethodId(trx, club.id, payment.method);
  if (methodId === undefined) throw new Error(`the payment method ${payment.method} is missing`);
  const now = app.clock.now();
  await insertInvoicePayment(trx, {
    clubId: club.id,
    financeInvoiceId: invoiceId,
    amount: payment.amount,
    date: clubDateOf(now, club.timeZone),
    financePaymentMethodId: methodId,
    reference: payment.reference,
    createdAt: now,
  });
  const paid = new Decimal(invoice.paid).plus(payment.amount).toFixed(2);
  const status = statusAfterPayments({ ...invoice, paid }, clubDateOf(now, club.timeZone));
  await setInvoicePaid(trx, club.id, invoiceId, { paid, status, updatedAt: now });
  return 'INVOICE_PAID';
}
