import type { SaleKindCode } from '@kiai/shared';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/schema.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, isAppError } from '../../platform/errors.js';
import { findAccountById, lockAccount } from '../account-records/index.js';
import { announceBooking, bookWithPass, type BookingWay } from '../booking/index.js';
import type { Club } from '../clubs/index.js';
import { findClasspassProduct, grantAccountClasspass, hasReachedTrialLimit } from '../classpasses/index.js';
import { grantAccountMembership } from '../memberships/index.js';
import { bookPaidSession } from '../personal-training/index.js';
import { classesCacheOf } from '../schedule/index.js';
import { addDays, clubDateOf, monthOf } from '../../platform/club-clock.js';
import { takeDefaultGroupNumber } from './default-group.js';
import { findPaymentMethodId } from './finance-setup.repository.js';
import { saleKindOf, type SoldLine } from './sale-kind.js';
import { insertInvoicePayment, insertInvoiceWithItemIds } from './invoice.repository.js';
import { recordOrderedMonth, startOrderedSubscription, type OrderedSubscription } from './deliver-subscription.js';
import { isPositiveMoney, moneyDisplay, subtractMoney } from '../../platform/money.js';
import { ORDER_NOT_FOUND, type FinanceOrder, type OrderItem } from './order.js';
import { orderConfirmationMail } from './order-confirmation.mail.js';
import { lockOrder, updateOrder } from './order.repository.js';
import { TRIAL_LIMIT_MESSAGE } from './order-rules.js';
import { REFUND_ORDER_JOB } from './refund-order.job.js';
import { CLASSPASS_NOT_FOUND } from '../../platform/error-messages.js';

export interface OrderPayment {
  amount: string;
  currency: string;
  method: 'STRIPE' | 'TEST' | 'MANUAL';
  reference: string;
  paidAt: Date;
}

export type DeliveryResult = 'DELIVERED' | 'ALREADY_DELIVERED' | 'DELIVERY_ERROR';

/** How the desk delivers a sale differently from a paid shop order. */
export interface DeliveryOptions {
  /** DESK: staff book the class (walk-in spaces, hidden classes, before booking opens); default ONLINE. */
  bookingWay?: BookingWay;
  /** Throw the reason instead of recording DELIVERY_ERROR: the seller sees it and nothing of the sale stays. */
  throwOnFailure?: boolean;
  /** Told what delivery made (inside the transaction): the desk answers with the pass and the booking. */
  onFulfilled?: (made: FulfilledItems) => void;
  /** The first day of the passes sold, chosen at the desk (default: the class's date or the club's today). */
  dateStart?: string | undefined;
}

export interface FulfilledItems {
  /** the pass sold for each order line (null for a line without one) */
  passIds: (number | null)[];
  attendanceIds: number[];
}

/**
 * Delivers a paid order, in the caller's transaction, exactly once: the order becomes DELIVERED with the
 * payment on it, its SENT invoice is made in the default group of its kind of sale (PAID once the payment covers it), each
 * item's class pass or membership is sold, a subscription line starts its subscription (deliver-subscription.ts: its first
 * month recorded as invoiced by this invoice, its credits granted), a drop-in or trial item also books its class and a personal-training session
 * line books its appointment (paid-session.ts). When that is impossible (class full, already booked, trial limit reached, the session's time
 * taken meanwhile) nothing of it stays (a savepoint) and the order is
 * DELIVERY_ERROR with the reason; a payment that came with this call is refunded by a job queued in the same
 * transaction (refund PENDING, see refund-undelivered-order.ts). The order row is locked first, so racing calls
 * deliver once; a DELIVERED order is left alone. `payment` null is staff delivering by hand: the invoice stays
 * open unless a payment was already recorded on the order. A repeated payment event for a DELIVERY_ERROR order
 * changes nothing; staff may deliver by hand an unpaid one, or one whose refund was left to them. A payment for
 * an order the member cancelled at checkout still delivers it: the money came in, so the member gets what they
 * paid for. Unexpected errors (database) are thrown: the caller's whole transaction rolls back.
 */
export async function deliverOrder(
  app: AppContext,
  trx: Transaction<Database>,
  club: Club,
  orderId: number,
  payment: OrderPayment | null,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const order = await lockOrder(trx, club.id, orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (order.status === 'DELIVERED') return 'ALREADY_DELIVERED';
  // The same payment again (an event's replay or retry); a first payment after a failed delivery by hand is tried.
  if (order.status === 'DELIVERY_ERROR' && payment !== null && order.paidAt !== null) return 'DELIVERY_ERROR';
  const now = app.clock.now();
  const paid = payment ?? storedPayment(order);
  const paymentFields = paid
    ? { paymentMethod: paid.method, paymentAmount: paid.amount, paymentReference: paid.reference, paidAt: paid.paidAt }
    : {};

  await sql`SAVEPOINT deliver_order`.execute(trx);
  let made: FulfilledItems;
  try {
    made = await fulfil(app, trx, club, order, paid, now, options);
    await sql`RELEASE SAVEPOINT deliver_order`.execute(trx);
  } catch (error) {
    if (!isAppError(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT deliver_order`.execute(trx);
    if (options.throwOnFailure) throw error;
    // Money came in for what cannot be delivered: it goes back through the provider, by a job after commit.
    const refund = payment !== null && isPositiveMoney(payment.amount);
    await updateOrder(trx, club.id, order.id, {
      status: 'DELIVERY_ERROR',
      deliveryError: error.message,
      updatedAt: now,
      ...paymentFields,
      ...(refund ? { refundStatus: 'PENDING' as const } : {}),
    });
    if (refund) await app.jobs.enqueue(trx, REFUND_ORDER_JOB, club.id, { orderId: order.id });
    app.log.warn({ clubId: club.id, orderId: order.id, reason: error.message, refund }, 'order could not be delivered');
    return 'DELIVERY_ERROR';
  }
  // Delivered after all (staff made room for an order whose refund was left to them): nothing is due back.
  await updateOrder(trx, club.id, order.id, { status: 'DELIVERED', deliveryError: '', deliveredAt: now, updatedAt: now, ...paymentFields, refundStatus: null, refundError: '' });
  // The timetable's cached counts: a booking made here shows at once (on the other servers within a second).
  if (made.attendanceIds.length > 0) classesCacheOf(app).invalidate(club.id);
  options.onFulfilled?.(made);
  return 'DELIVERED';
}

/** The payment a failed delivery kept on the order, for staff delivering it again by hand. */
function storedPayment(order: FinanceOrder): OrderPayment | null {
  if (!order.paymentMethod || order.paymentAmount === null || !order.paidAt) return null;
  return { method: order.paymentMethod, amount: order.paymentAmount, currency: order.currency, reference: order.paymentReference ?? '', paidAt: order.paidAt };
}

/**
 * The passes and bookings, then the invoice and payment; throws AppError when the order cannot be delivered.
 * Answers what it made. The invoice comes last because numbering it locks the invoice
 * group until commit (numbers without gaps): the less work after that lock, the less racing deliveries wait.
 */
async function fulfil(
  app: AppContext,
  trx: Db,
  club: Club,
  order: FinanceOrder,
  payment: OrderPayment | null,
  now: Date,
  options: DeliveryOptions,
): Promise<FulfilledItems> {
  const way: BookingWay = options.bookingWay ?? 'ONLINE';
  const today = clubDateOf(now, club.timeZone);
  const passIds: (number | null)[] = order.items.map(() => null);
  const attendanceIds: number[] = [];
  const sold: SoldLine[] = [];
  const membershipIds: (number | null)[] = order.items.map(() => null);
  // The subscription each subscription line (its first month, its fee) belongs to, started at its month line.
  const subscriptions: (OrderedSubscription | null)[] = order.items.map(() => null);
  for (const [index, item] of order.items.entries()) {
    if (item.organizationSubscriptionId !== null) {
      if (item.registrationFee) {
        subscriptions[index] = subscriptions.find((s, i) => s !== null && order.items[i]!.organizationSubscriptionId === item.organizationSubscriptionId) ?? null;
        continue;
      }
      subscriptions[index] = await startOrderedSubscription(app, trx, club, order, item);
      sold.push({ trialPass: false, forClass: false, subscription: true });
      continue;
    }
    if (item.organizationMembershipId !== null) {
      // Before the pass that may require it: the order's membership starts on the club's today.
      const membership = await grantAccountMembership(trx, club.id, { accountId: order.accountId, organizationMembershipId: item.organizationMembershipId, dateStart: today, note: `Order #${order.orderNumber}` });
      membershipIds[index] = membership.id;
      sold.push({ trialPass: false, forClass: false, membership: true });
      continue;
    }
    if (item.appointmentServiceId !== null && item.appointmentTrainerAccountId !== null && item.appointmentStartsAt !== null) {
      // A session paid on its own: booked now, once, or the whole delivery fails (and refunds) when its time was taken.
      const session = { serviceId: item.appointmentServiceId, trainerId: item.appointmentTrainerAccountId, startsAt: item.appointmentStartsAt };
      await bookPaidSession(app, trx, club, { orderId: order.id, accountId: order.accountId, orderedAt: order.createdAt, ...session }, now);
      sold.push({ trialPass: false, forClass: false, session: true });
      continue;
    }
    if (item.organizationClasspassId === null) continue;
    const product = await findClasspassProduct(trx, club.id, item.organizationClasspassId);
    if (!product) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
    sold.push({ trialPass: product.trialPass, forClass: item.scheduleItemId !== null });
    if (product.trialPass) {
      // Two trial orders delivered at once must not both see the limit not yet reached.
      await lockAccount(trx, club.id, order.accountId);
      if (await hasReachedTrialLimit(trx, club, order.accountId)) throw new AppError('VALIDATION_FAILED', TRIAL_LIMIT_MESSAGE);
    }
    // A pass bought for a class later on starts on the class's date, so a one-day drop-in covers it.
    const dateStart = options.dateStart ?? (item.attendanceDate && item.attendanceDate > today ? item.attendanceDate : today);
    const pass = await grantAccountClasspass(trx, club.id, {
      accountId: order.accountId,
      organizationClasspassId: product.id,
      dateStart,
      note: `Order #${order.orderNumber}`,
    });
    passIds[index] = pass.id;
    if (item.scheduleItemId !== null && item.attendanceDate !== null) {
      const attendanceId = await bookWithPass(trx, club, {
        accountId: order.accountId,
        scheduleItemId: item.scheduleItemId,
        date: item.attendanceDate,
        accountClasspassId: pass.id,
        way,
        seesHiddenClasses: way === 'DESK',
        now,
        soldForClassProductId: product.id,
      });
      attendanceIds.push(attendanceId);
      await announceBooking(app, trx, club, { id: attendanceId, accountId: order.accountId, scheduleItemId: item.scheduleItemId, date: item.attendanceDate }, now);
    }
  }

  const invoice = isPositiveMoney(order.total) ? await createOrderInvoice(trx, club, order, saleKindOf(sold, way), { passIds, membershipIds, subscriptions }, payment, today, now) : null;
  for (const [index, subscription] of subscriptions.entries()) {
    if (subscription === null || order.items[index]!.registrationFee) continue;
    await recordOrderedMonth(app, trx, club, subscription, invoice ? { invoiceId: invoice.id, itemId: invoice.itemIds[index]! } : null);
  }
  const account = await findAccountById(trx, club.id, order.accountId);
  if (account) {
    await app.mailer.queue(
      trx,
      club.id,
      orderConfirmationMail({
        publicUrl: app.config.publicUrl,
        club,
        to: account.email,
        firstName: account.firstName,
        order,
        totalDisplay: moneyDisplay(club.currencySymbol, order.total),
        invoiceNumber: invoice?.invoiceNumber ?? null,
      }),
    );
  }
  return { passIds, attendanceIds };
}

/** The order's SENT invoice in its kind's default group, numbered under the group's lock, with the passes and memberships sold and the payment on it. */
async function createOrderInvoice(
  trx: Db,
  club: Club,
  order: FinanceOrder,
  saleKind: SaleKindCode,
  sold: { passIds: (number | null)[]; membershipIds: (number | null)[]; subscriptions: (OrderedSubscription | null)[] },
  payment: OrderPayment | null,
  today: string,
  now: Date,
): Promise<{ id: number; invoiceNumber: string; itemIds: number[] }> {
  const { group, invoiceNumber } = await takeDefaultGroupNumber(trx, club.id, saleKind, today);
  const paid = payment ? payment.amount : '0';
  // A subscription's order invoice is paid as its months are (direct debit: the next collection takes it).
  const subscriptionMethodId = sold.subscriptions.find((s) => s !== null)?.paymentMethodId;
  const { id, itemIds } = await insertInvoiceWithItemIds(
    trx,
    {
      clubId: club.id,
      accountId: order.accountId,
      financeInvoiceGroupId: group.id,
      financeOrderId: order.id,
      invoiceNumber,
      status: isPositiveMoney(subtractMoney(order.total, paid)) ? 'SENT' : 'PAID',
      summary: `Order #${order.orderNumber}`,
      dateCreated: today,
      dateDue: addDays(today, group.dueAfterDays),
      terms: group.terms,
      footer: group.footer,
      ...(subscriptionMethodId === undefined ? {} : { financePaymentMethodId: subscriptionMethodId }),
      currency: order.currency,
      subtotal: order.subtotal,
      tax: order.tax,
      total: order.total,
      paid,
      createdAt: now,
      updatedAt: now,
    },
    order.items.map((item, index) => ({
      sortOrder: index,
      productName: item.productName,
      description: item.description,
      quantity: item.quantity,
      price: item.price,
      financeTaxRateId: item.financeTaxRateId,
      taxPercentage: item.taxPercentage,
      taxRateType: item.taxRateType,
      subtotal: item.subtotal,
      tax: item.tax,
      total: item.total,
      accountClasspassId: sold.passIds[index] ?? null,
      accountMembershipId: sold.membershipIds[index] ?? null,
      // Linked as the monthly run links its lines: whose registration fee is charged, which month is invoiced.
      ...subscriptionLineSource(item, sold.subscriptions[index] ?? null),
    })),
  );
  if (payment) {
    const methodId = await findPaymentMethodId(trx, club.id, payment.method);
    if (methodId === undefined) throw new AppError('NOT_FOUND', `The payment method ${payment.method} is missing.`);
    await insertInvoicePayment(trx, {
      clubId: club.id,
      financeInvoiceId: id,
      amount: payment.amount,
      date: clubDateOf(payment.paidAt, club.timeZone),
      financePaymentMethodId: methodId,
      reference: payment.reference,
      createdAt: now,
    });
  }
  return { id, invoiceNumber, itemIds };
}

/** The subscription an invoice line of a sign-up order names: the month line its month, the fee line its flag. */
function subscriptionLineSource(item: OrderItem, subscription: OrderedSubscription | null) {
  if (subscription === null) return {};
  return item.registrationFee ? { accountSubscriptionId: subscription.id, registrationFee: true } : { accountSubscriptionId: subscription.id, subscriptionMonth: monthOf(subscription.dateStart) };
}
