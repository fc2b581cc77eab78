import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountSubscriptionBlocksTable, AccountSubscriptionPausesTable, AccountSubscriptionsTable } from '../../platform/db/tables/subscriptions.js';

// The writes of a subscription's lifecycle: the subscription itself, its pauses, blocks and stop, and what they do to
// its bookings and invoiced months. Every statement is scoped by the club.

export async function updateAccountSubscriptionRow(db: Db, clubId: number, id: number, values: Updateable<AccountSubscriptionsTable>): Promise<void> {
  await db.updateTable('accountSubscriptions').set(values).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** Whether anything points at the subscription: credits, invoice lines or bookings (then it is stopped, never deleted). */
export async function subscriptionHasHistory(db: Db, clubId: number, id: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('accountSubscriptionCredits').select('id').where('clubId', '=', clubId).where('accountSubscriptionId', '=', id)).as('credits'),
      eb.exists(eb.selectFrom('financeInvoiceItems').select('id').where('clubId', '=', clubId).where('accountSubscriptionId', '=', id)).as('invoices'),
      eb.exists(eb.selectFrom('scheduleItemAttendances').select('id').where('clubId', '=', clubId).where('accountSubscriptionId', '=', id)).as('bookings'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.credits) || Boolean(row.invoices) || Boolean(row.bookings);
}

export async function deleteAccountSubscriptionRow(db: Db, clubId: number, id: number): Promise<void> {
  await db.deleteFrom('accountSubscriptions').where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** The first day the product has a price: a subscription cannot start before the product exists. */
export async function firstPriceDate(db: Db, clubId: number, productId: number): Promise<string | null> {
  const row = await db
    .selectFrom('organizationSubscriptionPrices')
    .select((eb) => eb.fn.min('dateStart').as('first'))
    .where('clubId', '=', clubId)
    .where('organizationSubscriptionId', '=', productId)
    .executeTakeFirst();
  return (row?.first as string | null | undefined) ?? null;
}

export function findSubscriptionProduct(db: Db, clubId: number, id: number) {
  return db.selectFrom('organizationSubscriptions').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** One of the club's payment methods that is not archived. */
export function findUsablePaymentMethod(db: Db, clubId: number, id: number) {
  return db.selectFrom('financePaymentMethods').select(['id', 'code']).where('clubId', '=', clubId).where('id', '=', id).where('archived', '=', false).executeTakeFirst();
}

export async function insertPause(db: Db, values: Insertable<AccountSubscriptionPausesTable>): Promise<number> {
  return (await db.insertInto('accountSubscriptionPauses').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePauseDates(db: Db, clubId: number, id: number, values: { dateStart: string; dateEnd: string; reason: string }): Promise<void> {
  await db.updateTable('accountSubscriptionPauses').set(values).where('clubId', '=', clubId).where('id', '=', id).execute();
}

export async function deletePauseRow(db: Db, clubId: number, id: number): Promise<void> {
  await db.deleteFrom('accountSubscriptionPauses').where('clubId', '=', clubId).where('id', '=', id).execute();
}

export async function insertBlock(db: Db, values: Insertable<AccountSubscriptionBlocksTable>): Promise<number> {
  return (await db.insertInto('accountSubscriptionBlocks').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBlockRow(db: Db, clubId: number, id: number, values: { dateStart: string; dateEnd: string | null; reason: string }): Promise<void> {
  await db.updateTable('accountSubscriptionBlocks').set(values).where('clubId', '=', clubId).where('id', '=', id).execute();
}

export async function deleteBlockRow(db: Db, clubId: number, id: number): Promise<void> {
  await db.deleteFrom('accountSubscriptionBlocks').where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** Attended classes of the subscription dated inside [from, to] (to null: from on): days a pause or stop may not cover. */
export async function countAttendedInside(db: Db, clubId: number, subscriptionId: number, from: string, to: string | null): Promise<number> {
  let q = db
    .selectFrom('scheduleItemAttendances')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', subscriptionId)
    .where('bookingStatus', '=', 'ATTENDING')
    .where('date', '>=', from);
  if (to !== null) q = q.where('date', '<=', to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/**
 * Cancels the subscription's BOOKED classes dated inside [from, to] (to null: from on), and returns their credits:
 * the shared contract of issue 23 (a pause or stop always gives the credit back). One statement; the number cancelled.
 */
export async function cancelBookingsInside(db: Db, clubId: number, subscriptionId: number, from: string, to: string | null, now: Date): Promise<number> {
  let q = db
    .updateTable('scheduleItemAttendances')
    .set({ bookingStatus: 'CANCELLED', cancelledAt: now, updatedAt: now, accountSubscriptionCreditId: null, advanceCredit: false })
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', subscriptionId)
    .where('bookingStatus', '=', 'BOOKED')
    .where('date', '>=', from);
  if (to !== null) q = q.where('date', '<=', to);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The months of the subscription already invoiced, with the line that billed each and the days it still bills. */
export function invoicedMonthsOf(db: Db, clubId: number, subscriptionId: number) {
  return db
    .selectFrom('accountSubscriptionInvoicedMonths')
    .select(['month', 'financeInvoiceId', 'financeInvoiceItemId', 'billedDays'])
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', subscriptionId)
    .orderBy('month')
    .execute();
}

/** After a credit note for days no longer billed: the days the month's line still bills. */
export async function setBilledDays(db: Db, clubId: number, subscriptionId: number, month: string, billedDays: number): Promise<void> {
  await db
    .updateTable('accountSubscriptionInvoicedMonths')
    .set({ billedDays })
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', subscriptionId)
    .where('month', '=', month)
    .execute();
}

/** Whether a database error is the pauses' exclusion constraint (two pauses of one subscription overlapping). */
export function isPauseOverlap(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23P01' && (e.constraint === undefined || e.constraint === 'account_subscription_pauses_no_overlap');
}

/** The subscription a pause belongs to (the club's only), for taking its lock. */
export async function subscriptionOfPause(db: Db, clubId: number, pauseId: number): Promise<number | null> {
  const row = await db.selectFrom('accountSubscriptionPauses').select('accountSubscriptionId').where('clubId', '=', clubId).where('id', '=', pauseId).executeTakeFirst();
  return row?.accountSubscriptionId ?? null;
}

/** The subscription a block belongs to (the club's only), for taking its lock. */
export async function subscriptionOfBlock(db: Db, clubId: number, blockId: number): Promise<number | null> {
  const row = await db.selectFrom('accountSubscriptionBlocks').select('accountSubscriptionId').where('clubId', '=', clubId).where('id', '=', blockId).executeTakeFirst();
  return row?.accountSubscriptionId ?? null;
}

/** The last month already invoiced (YYYY-MM), or null: a member's stop cannot end before it. */
export async function lastInvoicedMonth(db: Db, clubId: number, subscriptionId: number): Promise<string | null> {
  const row = await db
    .selectFrom('accountSubscriptionInvoicedMonths')
    .select((eb) => eb.fn.max('month').as('month'))
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', subscriptionId)
    .executeTakeFirst();
  return (row?.month as string | null | undefined) ?? null;
}

/** What the sale form offers: the products not archived with their first price day, the club's methods, the account's mandates in force. */
export async function saleOptions(db: Db, clubId: number, accountId: number) {
  const [products, paymentMethods, mandates] = await Promise.all([
    db
      .selectFrom('organizationSubscriptions as s')
      .select(['s.id', 's.name'])
      .select((eb) => eb.selectFrom('organizationSubscriptionPrices as p').select((e) => e.fn.min('p.dateStart').as('d')).whereRef('p.clubId', '=', 's.clubId').whereRef('p.organizationSubscriptionId', '=', 's.id').as('firstPriceDate'))
      .where('s.clubId', '=', clubId)
      .where('s.archived', '=', false)
      .orderBy('s.name')
      .execute(),
    db.selectFrom('financePaymentMethods').select(['id', 'name', 'code']).where('clubId', '=', clubId).where('archived', '=', false).where((eb) => eb.or([eb('code', 'is', null), eb('code', '<>', 'CREDIT_NOTE')])).orderBy('name').execute(),
    db.selectFrom('directDebitMandates').select(['id', 'reference']).where('clubId', '=', clubId).where('accountId', '=', accountId).where('retiredAt', 'is', null).orderBy('id').execute(),
  ]);
  return { products: products.map((p) => ({ ...p, firstPriceDate: (p.firstPriceDate as string | null) ?? null })), paymentMethods, mandates };
}
