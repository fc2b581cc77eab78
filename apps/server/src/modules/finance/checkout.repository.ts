import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CheckoutTarget } from '../../platform/payment-provider.js';
import type { CheckoutPaymentStatus, CheckoutStatus, PaymentCheckoutsTable, PaymentProviderName } from '../../platform/db/tables/payments.js';

export type PaymentCheckout = Selectable<PaymentCheckoutsTable>;

export async function insertCheckout(db: Db, row: Insertable<PaymentCheckoutsTable>): Promise<void> {
  await db.insertInto('paymentCheckouts').values(row).execute();
}

/** One checkout of the club by the provider's session id. */
function checkoutBySession(db: Db, clubId: number, provider: PaymentProviderName, sessionId: string) {
  return db.selectFrom('paymentCheckouts').selectAll().where('clubId', '=', clubId).where('provider', '=', provider).where('sessionId', '=', sessionId);
}

export async function findCheckout(db: Db, clubId: number, provider: PaymentProviderName, sessionId: string): Promise<PaymentCheckout | undefined> {
  return checkoutBySession(db, clubId, provider, sessionId).executeTakeFirst();
}

/** Locks the checkout row: events and status reads of one checkout act one after the other. */
export async function lockCheckout(db: Db, clubId: number, provider: PaymentProviderName, sessionId: string): Promise<PaymentCheckout | undefined> {
  return checkoutBySession(db, clubId, provider, sessionId).forUpdate().executeTakeFirst();
}

/** The order's (or invoice's) newest checkout at this provider. */
export async function findLatestCheckout(db: Db, clubId: number, provider: PaymentProviderName, target: CheckoutTarget): Promise<PaymentCheckout | undefined> {
  return db
    .selectFrom('paymentCheckouts')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('provider', '=', provider)
    .where(target.orderId !== null ? 'orderId' : 'invoiceId', '=', target.orderId ?? target.invoiceId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records the test provider's refund of a checkout's payment once: answers the refund id, the first one when asked again. */
export async function recordTestCheckoutRefund(db: Db, clubId: number, checkoutId: number, refundId: string): Promise<string> {
  const row = await db
    .updateTable('paymentCheckouts')
    .set((eb) => ({ refundId: eb.fn.coalesce('refundId', eb.val(refundId)) }))
    .where('clubId', '=', clubId)
    .where('id', '=', checkoutId)
    .returning('refundId')
    .executeTakeFirstOrThrow();
  return row.refundId ?? refundId;
}

export async function countOpenCheckoutsOfOrder(db: Db, clubId: number, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('paymentCheckouts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('orderId', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateCheckoutState(
  db: Db,
  clubId: number,
  checkoutId: number,
  state: { status?: CheckoutStatus; paymentStatus?: CheckoutPaymentStatus; refundRefused?: boolean; checkedAt?: Date; testCardNumber?: string | null },
): Promise<void> {
  await db.updateTable('paymentCheckouts').set(state).where('clubId', '=', clubId).where('id', '=', checkoutId).execute();
}

/** Which unsettled checkouts the reconciliation asks about now. */
export interface CheckoutCheck {
  now: Date;
  provider: PaymentProviderName;
  /** opened at least this long ago */
  afterSeconds: number;
  /** opened at most this long ago: older ones have expired or settled at the provider long since */
  untilSeconds: number;
}

/**
 * Unsettled checkouts of the provider (open, or complete with a delayed method's money on its way) opened within the
 * check's window and not asked about for a quarter of their age (at least `afterSeconds`): asked at 5, 10, 15, 20,
 * 25, 31 … minutes, so an abandoned one costs a few dozen questions, not one a minute.
 */
function checkoutsToCheck(db: Db, check: CheckoutCheck) {
  const now = check.now.getTime();
  const age = sql<number>`extract(epoch from (${check.now}::timestamptz - created_at))`;
  return db
    .selectFrom('paymentCheckouts')
    .where('provider', '=', check.provider)
    .where('paymentStatus', '=', 'unpaid')
    .where('status', '<>', 'expired')
    .where('createdAt', '<=', new Date(now - check.afterSeconds * 1000))
    .where('createdAt', '>', new Date(now - check.untilSeconds * 1000))
    .where((eb) =>
      eb.or([
        eb('checkedAt', 'is', null),
        eb(sql<number>`extract(epoch from (${check.now}::timestamptz - checked_at))`, '>=', sql<number>`greatest(${check.afterSeconds}, ${age} / 4)`),
      ]),
    );
}

/** The clubs with open checkouts to ask about (the job's one question across clubs). */
export async function listClubsWithCheckoutsToCheck(db: Db, check: CheckoutCheck): Promise<number[]> {
  const rows = await checkoutsToCheck(db, check).select('clubId').distinct().orderBy('clubId').execute();
  return rows.map((row) => row.clubId);
}

/** The club's unsettled checkouts to ask about, oldest first. */
export async function listCheckoutsToCheck(db: Db, clubId: number, check: CheckoutCheck, limit: number): Promise<PaymentCheckout[]> {
  return checkoutsToCheck(db, check).selectAll().where('clubId', '=', clubId).orderBy('createdAt').orderBy('id').limit(limit).execute();
}
