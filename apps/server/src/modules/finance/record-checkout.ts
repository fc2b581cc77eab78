import type { Insertable } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { PaymentCheckoutsTable } from '../../platform/db/tables/payments.js';
import { AppError } from '../../platform/errors.js';
import { isOwnAccount, requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { insertCheckout } from './checkout.repository.js';
import { INVOICE_NOT_FOUND, type FinanceInvoice } from './invoice.js';
import { findInvoice, lockInvoiceBalance } from './invoice.repository.js';
import { isIssued, openBalance } from './invoice-status.js';
import { isPositiveMoney } from '../../platform/money.js';
import { isUnpaid, ORDER_NOT_FOUND, type FinanceOrder } from './order.js';
import { findOrder, lockOrder, setOrderStatus } from './order.repository.js';

const NOT_PAYABLE = 'This order is not awaiting payment.';
const NOT_OPEN = 'This invoice has nothing left to pay.';

/** A checkout the provider has opened, as finance records it (the club and the order or invoice come apart). */
export type OpenedCheckout = Omit<Insertable<PaymentCheckoutsTable>, 'clubId' | 'orderId' | 'invoiceId' | 'createdAt'>;

/** The member's own unpaid order, to open a checkout for; anyone else's, or none, answers NOT_FOUND. */
export async function orderToPay(app: AppContext, club: Club, actor: Actor | null, orderId: number | null): Promise<FinanceOrder> {
  const member = requireActor(actor);
  const order = orderId === null ? undefined : await findOrder(app.db, club.id, orderId);
  if (!order || !isOwnAccount(member, order.accountId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (!isUnpaid(order.status)) throw new AppError('CONFLICT', NOT_PAYABLE);
  return order;
}

/** Records the order's new checkout, when the order is still unpaid (under its lock): the order now awaits payment. */
export async function recordOrderCheckout(app: AppContext, club: Club, orderId: number, opened: OpenedCheckout): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, club.id, orderId);
    if (!order || !isUnpaid(order.status)) throw new AppError('CONFLICT', NOT_PAYABLE);
    if (order.status !== 'AWAITING_PAYMENT') await setOrderStatus(trx, club.id, order.id, 'AWAITING_PAYMENT');
    await insertCheckout(trx, { ...opened, clubId: club.id, orderId, invoiceId: null, createdAt: app.clock.now() });
  });
}

/** The member's own open (sent or overdue) invoice and what is left to pay on it; anyone else's, or none, answers NOT_FOUND. */
export async function invoiceToPay(app: AppContext, club: Club, actor: Actor | null, invoiceId: number | null): Promise<{ invoice: FinanceInvoice; balance: string }> {
  const member = requireActor(actor);
  const invoice = invoiceId === null ? undefined : await findInvoice(app.db, club.id, invoiceId);
  // A draft is not the member's to see, let alone pay.
  if (!invoice || invoice.accountId === null || !isIssued(invoice.status) || !isOwnAccount(member, invoice.accountId)) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  const balance = openBalance(invoice);
  if (!isPositiveMoney(balance)) throw new AppError('CONFLICT', NOT_OPEN);
  return { invoice, balance };
}

/** Records the invoice's new checkout, when its balance is still what the checkout charges (under the invoice's lock). */
export async function recordInvoiceCheckout(app: AppContext, club: Club, invoiceId: number, opened: OpenedCheckout): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const current = await lockInvoiceBalance(trx, club.id, invoiceId);
    // A payment recorded meanwhile changes the balance: this checkout would charge the wrong amount.
    if (!current || openBalance(current) !== opened.amount) throw new AppError('CONFLICT', NOT_OPEN);
    await insertCheckout(trx, { ...opened, clubId: club.id, orderId: null, invoiceId, createdAt: app.clock.now() });
  });
}
