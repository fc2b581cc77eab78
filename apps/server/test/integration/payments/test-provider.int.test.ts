import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { isTestProvider } from '../../../src/modules/payments/test-provider.js';
import { findCheckout } from '../../../src/modules/finance/checkout.repository.js';
import { isWebPage } from '@kiai/shared';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import {
  buyer,
  createPaymentsTestApp,
  deliveredRecords,
  FINANCE_ORDER,
  invoicePaymentLink,
  invoiceState,
  openInvoice,
  orderStatus,
  paymentLink,
  placeOrder,
  postEvent,
  type Buyer,
  type PlacedOrder,
} from './payment-kit.js';

const CHECKOUT = `query($sessionId: String!) {
  paymentTestCheckout(sessionId: $sessionId) { sessionId title amount amountDisplay currency open items { productName quantity totalDisplay } }
}`;
const CHOOSE = `mutation($sessionId: String!, $outcome: PaymentTestCheckoutOutcome!) {
  completePaymentTestCheckout(sessionId: $sessionId, outcome: $outcome) { redirectPath message }
}`;

// The built-in test provider (no Stripe keys): its checkout page's choices travel as signed events through
// the same webhook handler as Stripe's, queued as jobs.
describe('built-in test payment provider', () => {
  let t: TestApp;
  let tenClasses: OrganizationClasspass;

  beforeAll(async () => {
    t = await createPaymentsTestApp(null);
    tenClasses = await t.make.classpassProduct({ name: '10 classes', price: '110.00', classes: 10 });
  });
  afterAll(() => t.close());

  async function checkout(): Promise<{ b: Buyer; order: PlacedOrder; sessionId: string }> {
    const b = await buyer(t);
    const order = await placeOrder(t, b, tenClasses);
    const link = await paymentLink(t, b, order);
    const page = `${t.config.publicUrl}/testclub/shop/test-checkout/`;
    if (!link.startsWith(page)) throw new Error(`unexpected test payment link ${link}`);
    const sessionId = link.slice(page.length);
    return { b, order, sessionId };
  }

  const choose = (b: Buyer, sessionId: string, outcome: string) => t.gql(CHOOSE, { sessionId, outcome }, { token: b.token });

  it('is the provider without Stripe keys, and its checkout shows the order to its member only', async () => {
    expect(isTestProvider(t.app.payments)).toBe(true);
    const { b, order, sessionId } = await checkout();
    const { body } = await t.gql(CHECKOUT, { sessionId }, { token: b.token });
    expect(body.data?.paymentTestCheckout).toEqual({
      sessionId,
      title: expect.stringMatching(/^Order #\d+$/),
      amount: '110.00',
      amountDisplay: '€ 110.00',
      currency: 'EUR',
      open: true,
      items: [{ productName: '10 classes', quantity: '1', totalDisplay: '€ 110.00' }],
    });
    const stranger = await buyer(t);
    expect((await t.gql(CHECKOUT, { sessionId }, { token: stranger.token })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await choose(stranger, sessionId, 'PAY')).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(CHECKOUT, { sessionId: 'cs_test_made_up' }, { token: b.token })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
  });

  it('Pay returns to the success page and its signed event delivers the order once', async () => {
    const { b, order, sessionId } = await checkout();
    const { body } = await choose(b, sessionId, 'PAY');
    expect(body.data?.completePaymentTestCheckout).toEqual({ redirectPath: `/testclub/payment/success/?id=${encodeURIComponent(order.gid)}`, message: null });
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    await t.runJobs();
    expect(await orderStatus(t, order)).toBe('DELIVERED');
    expect(await deliveredRecords(t, b, order)).toEqual({
      passes: 1,
      invoices: 1,
      events: [{ eventType: 'checkout.session.completed', outcome: 'DELIVERED' }],
    });
    expect((await choose(b, sessionId, 'PAY')).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('the success page’s status read delivers a paid test checkout before its event arrives', async () => {
    const { b, order, sessionId } = await checkout();
    await choose(b, sessionId, 'PAY');
    const read = await t.gql(FINANCE_ORDER, { id: order.gid }, { token: b.token });
    expect(read.body.data?.financeOrder?.status).toBe('DELIVERED');
    await t.runJobs();
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1, events: [{ outcome: 'ALREADY_DELIVERED' }] });
  });

  it('delayed then paid: awaits payment, then the later event delivers', async () => {
    const { b, order, sessionId } = await checkout();
    expect((await choose(b, sessionId, 'DELAYED_PAID')).body.data?.completePaymentTestCheckout.redirectPath).toContain('/payment/success/');
    await t.runJobs();
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 0, events: [{ outcome: 'AWAITING_PAYMENT' }] });
    // The settling event is due later: the job queue holds it until then.
    await t.runJobs({ ignoreBackoff: true });
    expect(await orderStatus(t, order)).toBe('DELIVERED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('delayed then failed: never delivered, the order still awaits payment', async () => {
    const { b, order, sessionId } = await checkout();
    await choose(b, sessionId, 'DELAYED_FAILED');
    await t.runJobs();
    await t.runJobs({ ignoreBackoff: true });
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toEqual({
      passes: 0,
      invoices: 0,
      events: [
        { eventType: 'checkout.session.completed', outcome: 'AWAITING_PAYMENT' },
        { eventType: 'checkout.session.async_payment_failed', outcome: 'PAYMENT_FAILED' },
      ],
    });
  });

  it('declined keeps the checkout open with a message; cancel returns to the cancel page; neither changes the order', async () => {
    const { b, order, sessionId } = await checkout();
    expect((await choose(b, sessionId, 'DECLINE')).body.data?.completePaymentTestCheckout).toEqual({
      redirectPath: null,
      message: 'Your card was declined. Choose another outcome to try again.',
    });
    expect((await choose(b, sessionId, 'CANCEL')).body.data?.completePaymentTestCheckout.redirectPath).toBe(
      `/testclub/payment/cancel/?id=${encodeURIComponent(order.gid)}`,
    );
    await t.runJobs({ ignoreBackoff: true });
    const club = await t.make.defaultClub();
    expect((await findCheckout(t.app.db, club.id, 'test', sessionId))?.status).toBe('open');
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
  });

  it('pays an open invoice: its checkout shows the invoice, Pay records the payment once', async () => {
    const b = await buyer(t);
    const invoice = await openInvoice(t, b, tenClasses);
    const link = await invoicePaymentLink(t, b, invoice);
    const sessionId = link.split('/').at(-1)!;
    const { body } = await t.gql(CHECKOUT, { sessionId }, { token: b.token });
    expect(body.data?.paymentTestCheckout).toMatchObject({ title: expect.stringMatching(/^Invoice INV/), amount: '110.00', open: true });
    const paid = await choose(b, sessionId, 'PAY');
    expect(paid.body.data?.completePaymentTestCheckout.redirectPath).toBe(`/testclub/shop/invoices/${encodeURIComponent(invoice.gid)}?payment=success`);
    await t.runJobs();
    expect(await invoiceState(t, invoice)).toEqual({ status: 'PAID', paid: 110, payments: 1 });
  });

  it('its webhook refuses an event not signed with the test secret', async () => {
    const { order } = await checkout();
    const forged = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { object: 'checkout.session' } } });
    expect((await postEvent(t, 'test', { rawBody: forged, signature: 't=1,v1=00' })).status).toBe(400);
    expect((await postEvent(t, 'stripe', { rawBody: forged, signature: 't=1,v1=00' })).status).toBe(404);
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
  });
});

describe('the test provider\'s payment links', () => {
  const PUBLIC_URL = 'https://pay.kiai.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  it('are absolute URLs from PUBLIC_URL, as Stripe\'s are, that open the TEST MODE checkout page of the app', async () => {
    const b = await buyer(t);
    const product = await t.make.classpassProduct({ name: '10 classes', price: '110.00', classes: 10 });
    const links = [await paymentLink(t, b, await placeOrder(t, b, product)), await invoicePaymentLink(t, b, await openInvoice(t, b, product))];
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/pay\.kiai\.example\/testclub\/shop\/test-checkout\/cs_test_[\w-]+$/);
      const { pathname } = new URL(link);
      expect(isWebPage(pathname.slice('/testclub'.length)), link).toBe(true);
      const page = await t.server.inject({ method: 'GET', url: pathname });
      expect(page.statusCode, link).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
