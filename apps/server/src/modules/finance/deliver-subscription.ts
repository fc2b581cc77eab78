import type { AppContext } from '../../platform/app-context.js';
import { monthOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { lockAccount } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import {
  billableMonth,
  directDebitTermsOf,
  grantMonthCredits,
  insertAccountSubscription,
  insertInvoicedMonth,
  subscriptionOrOrderOfProduct,
} from '../subscription-records/index.js';
import { findPaymentMethodId } from './finance-setup.repository.js';
import type { FinanceOrder, OrderItem } from './order.js';
import { ALREADY_SUBSCRIBED, NO_MANDATE_IN_FORCE, subscriptionMethodCode } from './subscription-sign-up.js';

/** A subscription an order's delivery started, for the invoice lines and the invoiced month that follow. */
export interface OrderedSubscription {
  id: number;
  dateStart: string;
  /** the method it is billed with each month, and so the order invoice's */
  paymentMethodId: number;
}

/**
 * Starts the subscription an order line signs up for, in delivery's transaction: from the line's start date, billed
 * each month with the way the member chose (the club's online provider's method, so the monthly card charge finds it;
 * or direct debit with the member's mandate in force), noted "Order #N". Under the account's lock, a subscription of
 * the product held on or after the start date meanwhile (sold at the desk) refuses it: delivery then fails as a whole.
 */
export async function startOrderedSubscription(app: AppContext, trx: Db, club: Club, order: FinanceOrder, item: OrderItem): Promise<OrderedSubscription> {
  const productId = item.organizationSubscriptionId!;
  const dateStart = item.subscriptionDateStart!;
  const payment = item.subscriptionPayment ?? 'CARD';
  await lockAccount(trx, club.id, order.accountId);
  if ((await subscriptionOrOrderOfProduct(trx, club.id, order.accountId, productId, dateStart)) === 'SUBSCRIBED') throw new AppError('VALIDATION_FAILED', ALREADY_SUBSCRIBED);
  const method = subscriptionMethodCode(app.payments.name, payment);
  const paymentMethodId = await findPaymentMethodId(trx, club.id, method);
  if (paymentMethodId === undefined) throw new AppError('FINANCE_SETUP_INCOMPLETE', `The payment method ${method} is missing from Finance → Payment methods.`);
  const mandateId = payment === 'DIRECT_DEBIT' ? (await directDebitTermsOf(trx, club.id, order.accountId)).mandateId : null;
  if (payment === 'DIRECT_DEBIT' && mandateId === null) throw new AppError('VALIDATION_FAILED', NO_MANDATE_IN_FORCE);
  const id = await insertAccountSubscription(trx, {
    clubId: club.id,
    accountId: order.accountId,
    organizationSubscriptionId: productId,
    dateStart,
    financePaymentMethodId: paymentMethodId,
    directDebitMandateId: mandateId,
    note: `Order #${order.orderNumber}`,
    createdAt: app.clock.now(),
  });
  return { id, dateStart, paymentMethodId };
}

/**
 * After the order's invoice: its month line is the subscription's first invoiced month (so the monthly run never bills
 * that month, nor the fee on the same invoice, again), and the month's credits are granted now, as the monthly credits
 * run would (once per subscription and month), so the member books at once. `monthItem` null: nothing was invoiced.
 */
export async function recordOrderedMonth(app: AppContext, trx: Db, club: Club, subscription: OrderedSubscription, monthItem: { invoiceId: number; itemId: number } | null): Promise<void> {
  const month = monthOf(subscription.dateStart);
  if (monthItem) {
    await insertInvoicedMonth(trx, {
      clubId: club.id,
      accountSubscriptionId: subscription.id,
      month,
      financeInvoiceId: monthItem.invoiceId,
      financeInvoiceItemId: monthItem.itemId,
      billedDays: billableMonth({ dateStart: subscription.dateStart, dateEnd: null }, [], month).billableDates.length,
      automationJobId: null,
      createdAt: app.clock.now(),
    });
  }
  await grantMonthCredits(trx, app, club, subscription.id, month);
}
