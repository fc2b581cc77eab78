import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { InvoiceStatus } from '../../platform/db/tables/finance.js';
import type { CheckoutTarget } from '../../platform/payment-provider.js';
import type {
  CheckoutPaymentStatus,
  CheckoutStatus,
  PaymentCheckoutsTable,
  PaymentEventOutcome,
  PaymentEventsTable,
  PaymentProviderName,
} from '../../platform/db/tables/payments.js';

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
  state: { status?: CheckoutStatus; paymentStatus?: CheckoutPaymentStatus; refundRefused?: boolean },
): Promise<void> {
  await db.updateTable('paymentCheckouts').set(state).where('clubId', '=', clubId).where('id', '=', checkoutId).execute();
}

/**
 * Records an event once: answers its row id, or undefined when the event was already recorded. On
 * PostgreSQL a racing insert of the same event waits for the first transaction and then finds its row.
 */
export async function recordPaymentEvent(db: Db, row: Insertable<PaymentEventsTable>): Promise<number | undefined> {
  const inserted = await db
    .insertInto('paymentEvents')
    .values(row)
    .onConflict((oc) => oc.columns(['clubId', 'provider', 'eventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function setPaymentEventOutcome(db: Db, clubId: number, id: number, outcome: PaymentEventOutcome): Promise<void> {
  await db.updateTable('paymentEvents').set({ outcome }).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** An invoice's balance under a row lock: payments on one invoice are recorded one after the other. */
export async function lockInvoiceBalance(db: Db, clubId: number, invoiceId: number) {
  return db
    .selectFrom('financeInvoices')
    .select(['id', 'accountId', 'status', 'total', 'paid', 'currency'])
    .where('clubId', '=', clubId)
    .where('id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setInvoicePaid(db: Db, clubId: number, invoiceId: number, values: { paid: string; status: InvoiceStatus; updatedAt: Date }): Promise<void> {
  await db.updateTable('financeInvoices').set(values).where('clubId', '=', clubId).where('id', '=', invoiceId).execute();
}

/** Whether the invoice already has the payment with this provider reference. */
export async function hasInvoicePayment(db: Db, clubId: number, invoiceId: number, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('financeInvoicePayments')
    .select('id')
    .where('clubId', '=', clubId)
    .where('financeInvoiceId', '=', invoiceId)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}
