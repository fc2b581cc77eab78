import { sql } from 'kysely';
import type { Club } from '../../../src/modules/clubs/club.js';
import { findPaymentMethodId } from '../../../src/modules/finance/index.js';
import { invoiceSubscriptionMonth, type MonthInvoice } from '../../../src/modules/subscriptions/invoice-subscription-month.js';
import type { TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';
import { CREATE_ORDER, type Buyer, type PlacedOrder } from './payment-kit.js';

/**
 * The member's sign-up for a subscription through the shop's order (createFinanceOrder with organizationSubscription,
 * starting on the club's today, paid by card): one month line and the registration fee's, delivered on payment.
 */
export async function subscriptionOrder(t: TestApp, b: Buyer, subscriptionProductId: number): Promise<PlacedOrder> {
  const { body } = await t.gql(CREATE_ORDER, { input: { organizationSubscription: gid('OrganizationSubscriptionNode', subscriptionProductId), subscriptionPayment: 'CARD' } }, { token: b.token });
  const id = body.data?.createFinanceOrder?.financeOrder?.id as string | undefined;
  if (!id) throw new Error(`sign-up failed: ${JSON.stringify(body.errors)}`);
  return { gid: id, id: Number(Buffer.from(id, 'base64').toString().split(':')[1]) };
}

/** A running subscription of the member paid by card online (the club's method of the provider in use). */
export async function cardSubscription(t: TestApp, club: Club, accountId: number, productId: number) {
  const method = await findPaymentMethodId(t.app.db, club.id, t.app.payments.name === 'stripe' ? 'STRIPE' : 'TEST');
  return t.make.accountSubscription({ id: accountId, clubId: club.id }, { id: productId }, { dateStart: '2026-03-01', financePaymentMethodId: method! });
}

/** Invoices the subscription's month as the monthly run does (its own transaction). */
export function invoiceMonth(t: TestApp, club: Club, subscriptionId: number, month: string): Promise<MonthInvoice> {
  return t.app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, t.app, club, subscriptionId, month));
}

/** The account's saved cards, oldest first. */
export function savedCards(t: TestApp, accountId: number) {
  return t.app.db.selectFrom('accountPaymentCards').select(['id', 'provider', 'customerReference', 'paymentMethodReference', 'label', 'retiredAt']).where('accountId', '=', accountId).orderBy('id').execute();
}

/** The invoice's charge attempts, in order. */
export function chargesOf(t: TestApp, invoiceId: number) {
  return t.app.db.selectFrom('financeCardCharges').select(['attempt', 'status', 'amount', 'reference', 'reason', 'idempotencyKey']).where('financeInvoiceId', '=', invoiceId).orderBy('attempt').execute();
}

/** The queued charge jobs of the invoice. */
export async function chargeJobsOf(t: TestApp, invoiceId: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job
    WHERE name = 'finance.charge-saved-card' AND (data->'data'->>'invoiceId')::bigint = ${invoiceId}`.execute(t.app.db);
  return Number(rows[0]!.n);
}

/** The "payment failed" mails of card charges sent to the address. */
export function declineMails(t: TestApp, to: string) {
  return t.app.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', to).where('subject', 'like', '%card payment%').execute();
}
