import { sql } from 'kysely';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { findOrder } from '../../../src/modules/finance/order.repository.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { deliver } from '../finance/finance-kit.js';
import type { FakeSession, FakeStripe } from '../../support/fake-stripe.js';
import { gid, tokenFor } from '../booking/booking-kit.js';

/** A test app paying through the fake Stripe API, or (without one) through the built-in test provider. */
export async function createPaymentsTestApp(stripe: FakeStripe | null): Promise<TestApp> {
  const env: Record<string, string> = { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) };
  if (stripe) Object.assign(env, { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url });
  const t = await createTestApp({ env });
  await t.make.defaultClub();
  return t;
}

export const PAYMENT_LINK = `mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }`;
export const FINANCE_ORDER = `query($id: ID!) { financeOrder(id: $id) { id status } }`;

export interface Buyer {
  account: Account & { password: string };
  token: string;
}

export async function buyer(t: TestApp): Promise<Buyer> {
  const account = await t.make.member();
  return { account, token: await tokenFor(t, account) };
}

export interface PlacedOrder {
  id: number;
  gid: string;
}

export const CREATE_ORDER = `mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id } } }`;

/** The member orders the pass through the API, as the shop does. */
export async function placeOrder(t: TestApp, b: Buyer, product: OrganizationClasspass): Promise<PlacedOrder> {
  const { body } = await t.gql(CREATE_ORDER, { input: { organizationClasspass: gid('OrganizationClasspassNode', product.id), message: '' } }, { token: b.token });
  const id = body.data?.createFinanceOrder?.financeOrder?.id as string | undefined;
  if (!id) throw new Error(`order failed: ${JSON.stringify(body.errors)}`);
  return { gid: id, id: Number(Buffer.from(id, 'base64').toString().split(':')[1]) };
}

/** The payment link of the order, failing the test with the server's answer otherwise. */
export async function paymentLink(t: TestApp, b: Buyer, order: Pick<PlacedOrder, 'gid'>): Promise<string> {
  const { body } = await t.gql(PAYMENT_LINK, { id: order.gid }, { token: b.token });
  const link = body.data?.createFinanceOrderPaymentLinkStripe?.financeOrderPaymentLink?.paymentLink as string | undefined;
  if (!link) throw new Error(`payment link failed: ${JSON.stringify(body.errors)}`);
  return link;
}

/** A new member's order of the product with its Checkout Session at the fake Stripe, opened through the payment link. */
export async function openStripeCheckout(t: TestApp, stripe: FakeStripe, product: OrganizationClasspass): Promise<{ b: Buyer; order: PlacedOrder; session: FakeSession }> {
  const b = await buyer(t);
  const order = await placeOrder(t, b, product);
  const link = await paymentLink(t, b, order);
  const session = [...stripe.sessions.values()].find((s) => s.url === link);
  if (!session) throw new Error('the payment link is not a session of the fake Stripe');
  return { b, order, session };
}

/** POSTs an event to the club's webhook exactly as given (raw body and signature header). */
export async function postEvent(t: TestApp, provider: string, event: { rawBody: string | Buffer; signature?: string }, club = t.make.defaultClubSlug()) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (event.signature !== undefined) headers['stripe-signature'] = event.signature;
  const res = await t.server.inject({ method: 'POST', url: `/${club}/d/api/payments/${provider}/webhook/`, headers, payload: event.rawBody });
  return { status: res.statusCode, body: res.json() as { received?: boolean; outcome?: string; error?: string } };
}

export async function orderStatus(t: TestApp, order: PlacedOrder): Promise<string | undefined> {
  const club = await t.make.defaultClub();
  return (await findOrder(t.app.db, club.id, order.id))?.status;
}

/** What a delivery leaves behind for the order's member: invoices of the order and passes of the account. */
export async function deliveredRecords(t: TestApp, b: Buyer, order: PlacedOrder) {
  const passes = await t.app.db.selectFrom('accountClasspasses').select('id').where('accountId', '=', b.account.id).execute();
  const invoices = await sql<{ n: string }>`SELECT count(*) AS n FROM finance_invoices WHERE finance_order_id = ${order.id}`.execute(t.app.db);
  const events = await t.app.db.selectFrom('paymentEvents').select(['eventType', 'outcome']).where('orderId', '=', order.id).orderBy('id').execute();
  return { passes: passes.length, invoices: Number(invoices.rows[0]!.n), events };
}

export const INVOICE_PAYMENT_LINK = `mutation($id: ID!) { createFinanceInvoicePaymentLink(id: $id) { financeInvoicePaymentLink { paymentLink } } }`;
export const FINANCE_INVOICE = `query($id: ID!) { financeInvoice(id: $id) { id status paid balance } }`;

/** An open invoice of the member: staff delivered their order by hand without a payment (SENT, all of it to pay). */
export async function openInvoice(t: TestApp, b: Buyer, product: OrganizationClasspass): Promise<{ id: number; gid: string }> {
  const order = await placeOrder(t, b, product);
  await deliver(t, await t.make.defaultClub(), order.id, null);
  const { id } = await t.app.db.selectFrom('financeInvoices').select('id').where('financeOrderId', '=', order.id).executeTakeFirstOrThrow();
  return { id, gid: gid('FinanceInvoiceNode', id) };
}

export async function invoicePaymentLink(t: TestApp, b: Buyer, invoice: { gid: string }): Promise<string> {
  const { body } = await t.gql(INVOICE_PAYMENT_LINK, { id: invoice.gid }, { token: b.token });
  const link = body.data?.createFinanceInvoicePaymentLink?.financeInvoicePaymentLink?.paymentLink as string | undefined;
  if (!link) throw new Error(`invoice payment link failed: ${JSON.stringify(body.errors)}`);
  return link;
}

/** The invoice's status, amount paid and its payments' references. */
export async function invoiceState(t: TestApp, invoice: { id: number }) {
  const row = await t.app.db.selectFrom('financeInvoices').select(['status', 'paid']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
  const payments = await t.app.db.selectFrom('financeInvoicePayments').select(['amount', 'reference']).where('financeInvoiceId', '=', invoice.id).execute();
  return { status: row.status, paid: Number(row.paid), payments: payments.length };
}
