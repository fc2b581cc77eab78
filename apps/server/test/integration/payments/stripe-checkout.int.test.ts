import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe.js';
import type { TestApp } from '../../support/test-app.js';
import {
  buyer,
  createPaymentsTestApp,
  deliveredRecords,
  FINANCE_INVOICE,
  FINANCE_ORDER,
  INVOICE_PAYMENT_LINK,
  invoicePaymentLink,
  invoiceState,
  openInvoice,
  orderStatus,
  PAYMENT_LINK,
  paymentLink,
  openStripeCheckout,
  postEvent,
} from './payment-kit.js';

// The whole checkout through the official Stripe SDK against a local fake Stripe API, with events signed
// by the SDK's test header helper (test plan P1–P7).
describe('Stripe checkout', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let tenClasses: OrganizationClasspass;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createPaymentsTestApp(stripe);
    tenClasses = await t.make.classpassProduct({ name: '10 classes', price: '110.00', classes: 10 });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const checkout = () => openStripeCheckout(t, stripe, tenClasses);

  it('opens a Checkout Session in EUR for the order and delivers once Stripe reports it paid', async () => {
    const { b, order, session } = await checkout();
    const club = await t.make.defaultClub();
    expect(session).toMatchObject({
      amount_total: 11000,
      currency: 'eur',
      client_reference_id: String(order.id),
      metadata: { club: String(club.id), order: String(order.id) },
      success_url: `${t.config.publicUrl}/${club.slug}/payment/success/?id=${encodeURIComponent(order.gid)}`,
      cancel_url: `${t.config.publicUrl}/${club.slug}/payment/cancel/?id=${encodeURIComponent(order.gid)}`,
    });
    expect(stripe.requests.at(-1)?.form).toMatchObject({ mode: 'payment', 'line_items[0][quantity]': '1' });
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');

    const answer = await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id)));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'DELIVERED' } });
    expect(await orderStatus(t, order)).toBe('DELIVERED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
    const [payment] = (
      await sql<{ amount: string; reference: string }>`SELECT p.amount, p.reference FROM finance_invoice_payments p
        JOIN finance_invoices i ON i.id = p.finance_invoice_id WHERE i.finance_order_id = ${order.id}`.execute(t.app.db)
    ).rows;
    expect(payment).toMatchObject({ reference: `pi_${session.id}` });
    expect(Number(payment!.amount)).toBe(110);
  });

  it('P1: refuses a changed byte, a wrong secret, no header, an old timestamp and re-serialised JSON, writing nothing', async () => {
    const { b, order, session } = await checkout();
    stripe.complete(session.id);
    const good = stripe.event('checkout.session.completed', session);
    const changedByte = { ...good, rawBody: good.rawBody.replace('"paid"', '"paiD"') };
    const wrongSecret = stripe.event('checkout.session.completed', session, { secret: 'whsec_not_ours' });
    const noHeader = { rawBody: good.rawBody };
    const old = stripe.event('checkout.session.completed', session, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const reserialised = { rawBody: JSON.stringify(JSON.parse(good.rawBody), null, 2), signature: good.signature };
    for (const forged of [changedByte, wrongSecret, noHeader, old, reserialised]) {
      const answer = await postEvent(t, 'stripe', forged);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('Invalid signature.');
    }
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toEqual({ passes: 0, invoices: 0, events: [] });

    expect((await postEvent(t, 'stripe', good)).status).toBe(200);
    expect(await orderStatus(t, order)).toBe('DELIVERED');
  });

  it('P2: one event 5 times in a row and 5 times at once delivers exactly once, all answered 2xx', async () => {
    for (const atOnce of [false, true]) {
      const { b, order, session } = await checkout();
      const event = stripe.event('checkout.session.completed', stripe.complete(session.id));
      const answers = [];
      if (atOnce) answers.push(...(await Promise.all(Array.from({ length: 5 }, () => postEvent(t, 'stripe', event)))));
      else for (let i = 0; i < 5; i++) answers.push(await postEvent(t, 'stripe', event));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.body.outcome === 'DELIVERED')).toHaveLength(1);
      expect(answers.filter((a) => a.body.outcome === 'DUPLICATE')).toHaveLength(4);
      expect(await deliveredRecords(t, b, order)).toEqual({
        passes: 1,
        invoices: 1,
        events: [{ eventType: 'checkout.session.completed', outcome: 'DELIVERED' }],
      });
    }
  });

  it('P3: completed and async_payment_succeeded racing deliver once', async () => {
    const { b, order, session } = await checkout();
    stripe.complete(session.id);
    const answers = await Promise.all([
      postEvent(t, 'stripe', stripe.event('checkout.session.completed', session)),
      postEvent(t, 'stripe', stripe.event('checkout.session.async_payment_succeeded', session)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['ALREADY_DELIVERED', 'DELIVERED']);
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('P4: a delayed payment waits unpaid, then is delivered once when it succeeds', async () => {
    const { b, order, session } = await checkout();
    const completed = await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id, { paid: false })));
    expect(completed.body.outcome).toBe('AWAITING_PAYMENT');
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 0, invoices: 0 });

    const succeeded = stripe.event('checkout.session.async_payment_succeeded', stripe.settle(session.id));
    expect((await postEvent(t, 'stripe', succeeded)).body.outcome).toBe('DELIVERED');
    expect((await postEvent(t, 'stripe', succeeded)).body.outcome).toBe('DUPLICATE');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('P4: a delayed payment that fails is not delivered; an expired checkout cancels the order', async () => {
    const { b, order, session } = await checkout();
    await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id, { paid: false })));
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.async_payment_failed', session))).body.outcome).toBe('PAYMENT_FAILED');
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 0, invoices: 0 });

    const other = await checkout();
    other.session.status = 'expired';
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.expired', other.session))).body.outcome).toBe('CANCELLED');
    expect(await orderStatus(t, other.order)).toBe('CANCELLED');
  });

  it('an expired link leaves the order alone while a newer link of it is still open', async () => {
    const { b, order, session } = await checkout();
    await paymentLink(t, b, order);
    session.status = 'expired';
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.expired', session))).body.outcome).toBe('IGNORED');
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
  });

  it('an order paid through two of its links is delivered once, and the second payment is logged for a refund', async () => {
    const { b, order, session } = await checkout();
    await paymentLink(t, b, order);
    const second = [...stripe.sessions.values()].at(-1)!;
    const warnings: unknown[] = [];
    const log = t.app.log;
    t.app.log = { ...log, warn: (details: unknown) => warnings.push(details) };
    try {
      expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id)))).body.outcome).toBe('DELIVERED');
      expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(second.id)))).body.outcome).toBe('ALREADY_DELIVERED');
    } finally {
      t.app.log = log;
    }
    expect(warnings).toContainEqual(expect.objectContaining({ order: order.id, delivered: `pi_${session.id}`, paidAgain: `pi_${second.id}` }));
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('P5: another amount or currency is never delivered and is recorded; unknown orders and event types answer 2xx', async () => {
    const { b, order, session } = await checkout();
    stripe.complete(session.id);
    const cheaper = await postEvent(t, 'stripe', stripe.event('checkout.session.completed', { ...session, amount_total: 100 }));
    const dollars = await postEvent(t, 'stripe', stripe.event('checkout.session.completed', { ...session, currency: 'usd' }));
    expect([cheaper, dollars]).toEqual([
      { status: 200, body: { received: true, outcome: 'AMOUNT_MISMATCH' } },
      { status: 200, body: { received: true, outcome: 'AMOUNT_MISMATCH' } },
    ]);
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 0, invoices: 0 });

    const unknown = { ...session, id: 'cs_unknown', client_reference_id: '999999', metadata: { ...session.metadata, order: '999999' } };
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', unknown))).body).toEqual({ received: true, outcome: 'UNKNOWN_ORDER' });
    const otherClub = { ...session, metadata: { ...session.metadata, club: '999999' } };
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', otherClub))).body.outcome).toBe('UNKNOWN_ORDER');
    expect((await postEvent(t, 'stripe', stripe.event('customer.created', session))).body).toEqual({ received: true, outcome: 'IGNORED' });
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
  });

  it('P6: a failure between the pass and the invoice rolls everything back; the redelivery gives 1 invoice and 1 pass', async () => {
    const { b, order, session } = await checkout();
    const event = stripe.event('checkout.session.completed', stripe.complete(session.id));
    // The database refuses the invoice, after the pass has been written in the same transaction.
    await sql`CREATE FUNCTION refuse_invoice() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`.execute(t.app.db);
    await sql`CREATE TRIGGER refuse_invoice BEFORE INSERT ON finance_invoices FOR EACH ROW EXECUTE FUNCTION refuse_invoice()`.execute(t.app.db);
    try {
      expect((await postEvent(t, 'stripe', event)).status).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_invoice ON finance_invoices`.execute(t.app.db);
      await sql`DROP FUNCTION refuse_invoice()`.execute(t.app.db);
    }
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toEqual({ passes: 0, invoices: 0, events: [] });

    expect((await postEvent(t, 'stripe', event)).body.outcome).toBe('DELIVERED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('the payment link is for the member’s own unpaid order only', async () => {
    const { b, order, session } = await checkout();
    const stranger = await buyer(t);
    const refused = await t.gql(PAYMENT_LINK, { id: order.gid }, { token: stranger.token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const madeUp = await t.gql(PAYMENT_LINK, { id: Buffer.from('FinanceOrderNode:999999').toString('base64') }, { token: b.token });
    expect(madeUp.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await t.gql(PAYMENT_LINK, { id: order.gid });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('USER_NOT_LOGGED_IN');

    await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id)));
    const paid = await t.gql(PAYMENT_LINK, { id: order.gid }, { token: b.token });
    expect(paid.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('the success page’s status read delivers a paid checkout before the webhook arrives, once', async () => {
    const { b, order, session } = await checkout();
    stripe.complete(session.id);
    const read = await t.gql(FINANCE_ORDER, { id: order.gid }, { token: b.token });
    expect(read.body.data?.financeOrder?.status).toBe('DELIVERED');
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', session))).body.outcome).toBe('ALREADY_DELIVERED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('P7: a forged return with someone else’s or a made-up order id shows nothing and delivers nothing', async () => {
    const { b, order, session } = await checkout();
    stripe.complete(session.id);
    const stranger = await buyer(t);
    const forged = await t.gql(FINANCE_ORDER, { id: order.gid }, { token: stranger.token });
    expect(forged.body.data?.financeOrder ?? null).toBeNull();
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const madeUp = await t.gql(FINANCE_ORDER, { id: Buffer.from('FinanceOrderNode:999999').toString('base64') }, { token: stranger.token });
    expect(madeUp.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 0, invoices: 0 });
  });

  describe('an open invoice paid online', () => {
    async function invoiceCheckout() {
      const b = await buyer(t);
      const invoice = await openInvoice(t, b, tenClasses);
      const link = await invoicePaymentLink(t, b, invoice);
      const session = [...stripe.sessions.values()].find((s) => s.url === link)!;
      return { b, invoice, session };
    }

    it('opens a checkout for the balance and records the payment once, however often and at once the events come', async () => {
      const { invoice, session } = await invoiceCheckout();
      const club = await t.make.defaultClub();
      expect(session).toMatchObject({
        amount_total: 11000,
        currency: 'eur',
        metadata: { club: String(club.id), invoice: String(invoice.id) },
        success_url: `${t.config.publicUrl}/${club.slug}/shop/invoices/${encodeURIComponent(invoice.gid)}?payment=success`,
      });
      expect(await invoiceState(t, invoice)).toEqual({ status: 'SENT', paid: 0, payments: 0 });
      stripe.complete(session.id);
      const completed = stripe.event('checkout.session.completed', session);
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, () => postEvent(t, 'stripe', completed)),
        postEvent(t, 'stripe', stripe.event('checkout.session.async_payment_succeeded', session)),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((a) => a.body.outcome === 'INVOICE_PAID')).toHaveLength(1);
      expect(await invoiceState(t, invoice)).toEqual({ status: 'PAID', paid: 110, payments: 1 });
    });

    it('is refused for someone else’s invoice and for one with nothing left to pay', async () => {
      const { b, invoice, session } = await invoiceCheckout();
      const stranger = await buyer(t);
      expect((await t.gql(INVOICE_PAYMENT_LINK, { id: invoice.gid }, { token: stranger.token })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id)));
      expect((await t.gql(INVOICE_PAYMENT_LINK, { id: invoice.gid }, { token: b.token })).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    });

    it('another amount is never recorded; the invoice’s read records a paid checkout before the webhook', async () => {
      const { b, invoice, session } = await invoiceCheckout();
      stripe.complete(session.id);
      const cheaper = await postEvent(t, 'stripe', stripe.event('checkout.session.completed', { ...session, amount_total: 100 }));
      expect(cheaper.body.outcome).toBe('AMOUNT_MISMATCH');
      expect(await invoiceState(t, invoice)).toEqual({ status: 'SENT', paid: 0, payments: 0 });

      const stranger = await buyer(t);
      expect((await t.gql(FINANCE_INVOICE, { id: invoice.gid }, { token: stranger.token })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await invoiceState(t, invoice)).toMatchObject({ payments: 0 });
      const read = await t.gql(FINANCE_INVOICE, { id: invoice.gid }, { token: b.token });
      expect(read.body.data?.financeInvoice).toMatchObject({ status: 'PAID', paid: '110.00', balance: '0.00' });
      expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', session))).body.outcome).toBe('ALREADY_PAID');
      expect(await invoiceState(t, invoice)).toEqual({ status: 'PAID', paid: 110, payments: 1 });
    });
  });

  it('the test provider’s webhook is not served while Stripe is configured', async () => {
    expect((await postEvent(t, 'test', { rawBody: '{}', signature: 't=1,v1=00' })).status).toBe(404);
  });
});
