import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FinanceOrderItemsTable, FinanceOrdersTable, OrderStatus, RefundStatus } from '../../platform/db/tables/finance.js';
import type { FinanceOrder } from './order.js';
import type { ListPage } from '../../platform/list-page.js';

export interface OrderFilter {
  accountId?: number | undefined;
  status?: OrderStatus | undefined;
  /** leave out CANCELLED orders (a member's list: they removed them) */
  hideCancelled?: boolean;
}

async function withItems(db: Db, clubId: number, orders: Omit<FinanceOrder, 'items' | 'orderNumber'>[]): Promise<FinanceOrder[]> {
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom('financeOrderItems')
    .selectAll()
    .where('clubId', '=', clubId)
    .where(
      'financeOrderId',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('id')
    .execute();
  return orders.map((order) => ({ ...order, orderNumber: order.id, items: items.filter((i) => i.financeOrderId === order.id) }));
}

/** One order of the club with its items, or undefined. */
export async function findOrder(db: Db, clubId: number, orderId: number): Promise<FinanceOrder | undefined> {
  const order = await db.selectFrom('financeOrders').selectAll().where('clubId', '=', clubId).where('id', '=', orderId).executeTakeFirst();
  return order ? (await withItems(db, clubId, [order]))[0] : undefined;
}

/** The club's orders of these ids with their items, in no order (a missing id is left out). */
export async function ordersByIds(db: Db, clubId: number, orderIds: readonly number[]): Promise<FinanceOrder[]> {
  if (orderIds.length === 0) return [];
  return withItems(db, clubId, await db.selectFrom('financeOrders').selectAll().where('clubId', '=', clubId).where('id', 'in', [...orderIds]).execute());
}

/** Row-locks the order until the transaction ends (delivery, cancel, status changes), then reads it. */
export async function lockOrder(trx: Db, clubId: number, orderId: number): Promise<FinanceOrder | undefined> {
  const order = await trx.selectFrom('financeOrders').selectAll().where('clubId', '=', clubId).where('id', '=', orderId).forUpdate().executeTakeFirst();
  return order ? (await withItems(trx, clubId, [order]))[0] : undefined;
}

/** Orders newest first, optionally of one account and in one status. */
export async function listOrders(db: Db, clubId: number, filter: OrderFilter, page: ListPage): Promise<FinanceOrder[]> {
  let query = db.selectFrom('financeOrders').selectAll().where('clubId', '=', clubId);
  if (filter.accountId !== undefined) query = query.where('accountId', '=', filter.accountId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  else if (filter.hideCancelled) query = query.where('status', '<>', 'CANCELLED');
  const orders = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
  return withItems(db, clubId, orders);
}

/**
 * The trial passes the account has on order and not yet delivered: on unpaid orders (RECEIVED, AWAITING_PAYMENT)
 * and on paid ones (PAID). Cancelled, delivered and failed orders do not count (a delivered one's pass does).
 */
export async function countTrialPassesOnOrder(db: Db, clubId: number, accountId: number): Promise<{ unpaid: number; paid: number }> {
  const rows = await db
    .selectFrom('financeOrders as o')
    .innerJoin('financeOrderItems as i', (join) => join.onRef('i.clubId', '=', 'o.clubId').onRef('i.financeOrderId', '=', 'o.id'))
    .innerJoin('organizationClasspasses as p', (join) => join.onRef('p.clubId', '=', 'i.clubId').onRef('p.id', '=', 'i.organizationClasspassId'))
    .select(['o.status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('o.clubId', '=', clubId)
    .where('o.accountId', '=', accountId)
    .where('o.status', 'in', ['RECEIVED', 'AWAITING_PAYMENT', 'PAID'])
    .where('p.trialPass', '=', true)
    .groupBy('o.status')
    .execute();
  const count = (paid: boolean) => rows.filter((row) => (row.status === 'PAID') === paid).reduce((sum, row) => sum + Number(row.n), 0);
  return { unpaid: count(false), paid: count(true) };
}

export async function insertOrder(
  trx: Db,
  order: Insertable<FinanceOrdersTable>,
  items: readonly Omit<Insertable<FinanceOrderItemsTable>, 'clubId' | 'financeOrderId'>[],
): Promise<number> {
  const { id } = await trx.insertInto('financeOrders').values(order).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('financeOrderItems')
    .values(items.map((item) => ({ ...item, clubId: order.clubId, financeOrderId: id })))
    .execute();
  return id;
}

export async function setOrderStatus(trx: Db, clubId: number, orderId: number, status: OrderStatus, updatedAt?: Date): Promise<void> {
  await trx
    .updateTable('financeOrders')
    .set({ status, ...(updatedAt ? { updatedAt } : {}) })
    .where('clubId', '=', clubId)
    .where('id', '=', orderId)
    .execute();
}

/** Paid orders staff must refund (the provider could not), oldest first. */
export async function listOrdersRefundDue(db: Db, clubId: number, page: ListPage): Promise<FinanceOrder[]> {
  const orders = await db
    .selectFrom('financeOrders')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('refundStatus', '=', 'DUE')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return withItems(db, clubId, orders);
}

export interface RefundOutcome {
  refundStatus: RefundStatus;
  updatedAt: Date;
  refundReference?: string;
  refundError?: string;
  refundedAt?: Date;
  refundHandledByAccountId?: number;
}

/** Writes what became of an order's refund. */
export async function updateOrderRefund(trx: Db, clubId: number, orderId: number, outcome: RefundOutcome): Promise<void> {
  await trx.updateTable('financeOrders').set(outcome).where('clubId', '=', clubId).where('id', '=', orderId).execute();
}

export interface OrderOutcome {
  status: OrderStatus;
  updatedAt: Date;
  deliveryError?: string;
  deliveredAt?: Date | null;
  paymentMethod?: FinanceOrder['paymentMethod'];
  paymentAmount?: string | null;
  paymentReference?: string | null;
  paidAt?: Date | null;
  /** PENDING: a payment came in for what could not be delivered; null: nothing left to refund (delivered after all) */
  refundStatus?: RefundStatus | null;
  refundError?: string;
}

/** Writes what delivery or a status change decided about the order. */
export async function updateOrder(trx: Db, clubId: number, orderId: number, outcome: OrderOutcome): Promise<void> {
  await trx.updateTable('financeOrders').set(outcome).where('clubId', '=', clubId).where('id', '=', orderId).execute();
}
