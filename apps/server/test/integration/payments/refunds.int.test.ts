import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { findOrder } from '../../../src/modules/finance/order.repository.js';
import { REFUNDED_IS_FINAL } from '../../../src/modules/finance/update-finance-order.js';
import { findCheckout } from '../../../src/modules/finance/checkout.repository.js';
import type { PaymentProvider } from '../../../src/platform/payment-provider.js';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../../support/fake-stripe.js';
import type { TestApp } from '../../support/test-app.js';
import { errorCode, gid, tokenFor } from '../booking/booking-kit.js';
import { buyer, createPaymentsTestApp, deliveredRecords, paymentLink, placeOrder, postEvent, type Buyer, type PlacedOrder } from './payment-kit.js';
import { TRIAL_PASS } from '../finance/finance-kit.js';

const REFUNDS_DUE = `{ financeOrderRefundsDue(first: 100) {
  edges { node { id orderNumber status totalDisplay deliveryError refundStatus refundError account { fullName } } }
} }`;
const MARK_REFUNDED = `mutation($id: ID!) { markFinanceOrderRefunded(id: $id) { financeOrder { id refundStatus refundedAt } } }`;
const SET_STATUS = `mutation($id: ID!, $status: FinanceOrderStatus!) { updateFinanceOrder(input: { id: $id, status: $status }) { financeOrder { id status } } }`;
const CHOOSE = `mutation($sessionId: String!, $outcome: PaymentTestCheckoutOutcome!) { completePaymentTestCheckout(sessionId: $sessionId, outcome: $outcome) { redirectPath } }`;

/** The order's refund as recorded on it. */
async function refundOf(t: TestApp, order: PlacedOrder) {
  const row = await findOrder(t.app.db, (await t.make.defaultClub()).id, order.id);
  return row && { status: row.status, refundStatus: row.refundStatus, refundReference: row.refundReference, refundError: row.refundError, refundedAt: row.refundedAt };
}

/** Runs `run` with the app's payment provider's refunds replaced, then puts the provider back. */
async function withRefunds<T>(t: TestApp, refundPayment: PaymentProvider['refundPayment'], run: () => Promise<T>): Promise<T> {
  const provider = t.app.payments;
  t.app.payments = { ...provider, refundPayment };
  try {
    return await run();
  } finally {
    t.app.payments = provider;
  }
}

async function staffToken(t: TestApp, role: 'FINANCE' | 'FRONT_DESK' | 'INSTRUCTOR'): Promise<string> {
  return tokenFor(t, await t.make.staff({ staffRoles: [role] }));
}

// Issue 20: a paid order that cannot be delivered (DELIVERY_ERROR) gives the money back, through the provider
// by a job queued with the failure, or, when the provider cannot, by staff from the back office's home.
describe('refunds of paid orders that could not be delivered, through Stripe', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let trial: OrganizationClasspass;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createPaymentsTestApp(stripe);
    trial = await t.make.classpassProduct(TRIAL_PASS);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** A trial order paid at Stripe after the desk gave the member a trial pass meanwhile: DELIVERY_ERROR, money taken. */
  async function paidUndeliverable(): Promise<{ b: Buyer; order: PlacedOrder; session: FakeSession }> {
    const b = await buyer(t);
    const order = await placeOrder(t, b, trial);
    const link = await paymentLink(t, b, order);
    const session = [...stripe.sessions.values()].find((s) => s.url === link)!;
    await t.make.accountClasspass(b.account, trial);
    const answer = await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id)));
    expect(answer.body.outcome).toBe('DELIVERY_ERROR');
    return { b, order, session };
  }

  const refundsOf = (session: FakeSession) => stripe.refunds.filter((r) => r.payment_intent === `pi_${session.id}`);

  it('refunds all of it once the failure is committed, records the refund on the order, and never twice', async () => {
    const { b, order, session } = await paidUndeliverable();
    // The failure's transaction queued the refund; nothing was asked of Stripe inside it.
    expect(await refundOf(t, order)).toMatchObject({ status: 'DELIVERY_ERROR', refundStatus: 'PENDING', refundReference: null });
    expect(refundsOf(session)).toEqual([]);

    await t.runJobs();
    const [refund] = refundsOf(session);
    expect(refundsOf(session)).toHaveLength(1);
    expect(refund).toMatchObject({ amount: 1500, currency: 'eur', metadata: { order: String(order.id) } });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)?.idempotencyKey).toBe(`kiai-refund-pi_${session.id}`);
    expect(await refundOf(t, order)).toEqual({ status: 'DELIVERY_ERROR', refundStatus: 'REFUNDED', refundReference: refund!.id, refundError: '', refundedAt: t.clock.now() });
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 0 });

    // Stripe sends the event again (a new id, as after a redelivery): no second refund is queued.
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', session))).body.outcome).toBe('DELIVERY_ERROR');
    await t.runJobs({ ignoreBackoff: true });
    expect(refundsOf(session)).toHaveLength(1);
    // Delivering it by hand now would give away what was refunded.
    const admin = await tokenFor(t, await t.make.staff());
    const byHand = await t.gql(SET_STATUS, { id: order.gid, status: 'DELIVERED' }, { token: admin });
    expect(errorCode(byHand.body)).toBe('CONFLICT');
    expect(byHand.body.errors?.[0]?.message).toBe(REFUNDED_IS_FINAL);
  });

  it('asks again with the same key after a try that died once Stripe had refunded: one refund', async () => {
    const { order, session } = await paidUndeliverable();
    const provider = t.app.payments;
    let tries = 0;
    await withRefunds(
      t,
      async (request) => {
        const answer = await provider.refundPayment(request);
        if (++tries === 1) throw new Error('connection lost after the refund');
        return answer;
      },
      async () => {
        await t.runJobs();
        expect(await refundOf(t, order)).toMatchObject({ refundStatus: 'PENDING' });
        await t.runJobs({ ignoreBackoff: true });
      },
    );
    expect(tries).toBe(2);
    const calls = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === `pi_${session.id}`);
    expect(calls.map((c) => c.idempotencyKey)).toEqual([`kiai-refund-pi_${session.id}`, `kiai-refund-pi_${session.id}`]);
    expect(refundsOf(session)).toHaveLength(1);
    expect(await refundOf(t, order)).toMatchObject({ refundStatus: 'REFUNDED', refundReference: refundsOf(session)[0]!.id });
  });

  it('leaves a refund Stripe refuses to staff: listed on the home for finance.orders.view until marked refunded', async () => {
    const { b, order } = await paidUndeliverable();
    stripe.refundFailure = { status: 400, message: 'Charge for this payment has been disputed.' };
    try {
      await t.runJobs();
    } finally {
      stripe.refundFailure = null;
    }
    expect(await refundOf(t, order)).toMatchObject({
      status: 'DELIVERY_ERROR',
      refundStatus: 'DUE',
      refundReference: null,
      refundError: 'Stripe refused the refund: Charge for this payment has been disputed.',
      refundedAt: null,
    });

    const finance = await staffToken(t, 'FINANCE');
    const listed = (await t.gql(REFUNDS_DUE, {}, { token: finance })).body.data?.financeOrderRefundsDue.edges.map((e: any) => e.node);
    expect(listed).toContainEqual({
      id: order.gid,
      orderNumber: order.id,
      status: 'DELIVERY_ERROR',
      totalDisplay: '€ 15.00',
      deliveryError: 'You cannot purchase this classpass again.',
      refundStatus: 'DUE',
      refundError: 'Stripe refused the refund: Charge for this payment has been disputed.',
      account: { fullName: `${b.account.firstName} ${b.account.lastName}` },
    });
    for (const token of [b.token, await staffToken(t, 'INSTRUCTOR')]) {
      expect(errorCode((await t.gql(REFUNDS_DUE, {}, { token })).body)).toBe('PERMISSION_DENIED');
      expect(errorCode((await t.gql(MARK_REFUNDED, { id: order.gid }, { token })).body)).toBe('PERMISSION_DENIED');
    }
    expect(await refundOf(t, order)).toMatchObject({ refundStatus: 'DUE' });

    const desk = await t.make.staff({ staffRoles: ['FRONT_DESK'] });
    const frontDesk = await tokenFor(t, desk);
    const marked = await t.gql(MARK_REFUNDED, { id: order.gid }, { token: frontDesk });
    expect(marked.body.data?.markFinanceOrderRefunded.financeOrder).toEqual({ id: order.gid, refundStatus: 'HANDLED', refundedAt: t.clock.now().toISOString() });
    expect((await t.gql(MARK_REFUNDED, { id: order.gid }, { token: frontDesk })).body.data?.markFinanceOrderRefunded.financeOrder.refundStatus).toBe('HANDLED');
    const after = (await t.gql(REFUNDS_DUE, {}, { token: finance })).body.data?.financeOrderRefundsDue.edges.map((e: any) => e.node.id);
    expect(after).not.toContain(order.gid);
    const row = await findOrder(t.app.db, (await t.make.defaultClub()).id, order.id);
    expect(row?.refundHandledByAccountId).toBe(desk.id);
    expect(stripe.refunds.filter((r) => r.metadata.order === String(order.id))).toEqual([]);
  });

  it('retries while Stripe cannot be reached and leaves the refund to staff after the last try', async () => {
    const { order } = await paidUndeliverable();
    let tries = 0;
    await withRefunds(
      t,
      async () => {
        tries++;
        throw new Error('connect ECONNREFUSED');
      },
      () => t.runJobs({ ignoreBackoff: true }),
    );
    expect(tries).toBe(5);
    expect(await refundOf(t, order)).toMatchObject({ refundStatus: 'DUE', refundError: 'The payment provider could not be reached: connect ECONNREFUSED' });
  });

  it('refuses to mark refunded an order whose refund is not left to staff', async () => {
    const { order } = await paidUndeliverable();
    const finance = await staffToken(t, 'FINANCE');
    const pending = await t.gql(MARK_REFUNDED, { id: order.gid }, { token: finance });
    expect(errorCode(pending.body)).toBe('CONFLICT');
    expect(pending.body.errors?.[0]?.message).toBe('This order has no refund left to staff.');
    expect(errorCode((await t.gql(MARK_REFUNDED, { id: gid('FinanceOrderNode', 999_999) }, { token: finance })).body)).toBe('NOT_FOUND');
    await t.runJobs();
    expect(await refundOf(t, order)).toMatchObject({ refundStatus: 'REFUNDED' });
  });
});

describe('refunds of paid orders that could not be delivered, through the built-in test provider', () => {
  let t: TestApp;
  let trial: OrganizationClasspass;

  beforeAll(async () => {
    t = await createPaymentsTestApp(null);
    trial = await t.make.classpassProduct(TRIAL_PASS);
  });
  afterAll(() => t.close());

  /** A trial order whose test checkout is open, the desk having given the member a trial pass meanwhile. */
  async function undeliverable(): Promise<{ b: Buyer; order: PlacedOrder; sessionId: string }> {
    const b = await buyer(t);
    const order = await placeOrder(t, b, trial);
    const sessionId = (await paymentLink(t, b, order)).split('/').at(-1)!;
    await t.make.accountClasspass(b.account, trial);
    return { b, order, sessionId };
  }

  const checkoutOf = async (sessionId: string) => findCheckout(t.app.db, (await t.make.defaultClub()).id, 'test', sessionId);

  it('refunds the payment once and records the refund on the order and on its checkout', async () => {
    const { b, order, sessionId } = await undeliverable();
    await t.gql(CHOOSE, { sessionId, outcome: 'PAY' }, { token: b.token });
    await t.runJobs();
    const checkout = await checkoutOf(sessionId);
    expect(checkout?.refundId).toMatch(/^re_test_/);
    expect(await refundOf(t, order)).toEqual({ status: 'DELIVERY_ERROR', refundStatus: 'REFUNDED', refundReference: checkout!.refundId, refundError: '', refundedAt: t.clock.now() });
    // Asked again (another try of the job): the same refund.
    const club = await t.make.defaultClub();
    const again = await t.app.payments.refundPayment({ clubId: club.id, orderId: order.id, paymentReference: `pi_${sessionId}`, amount: '15.00', currency: 'EUR', idempotencyKey: 'x' });
    expect(again).toEqual({ refunded: true, refundId: checkout!.refundId });
  });

  it('leaves to staff a payment made with refunds refused', async () => {
    const { b, order, sessionId } = await undeliverable();
    await t.gql(CHOOSE, { sessionId, outcome: 'PAY_REFUND_REFUSED' }, { token: b.token });
    await t.runJobs();
    expect(await refundOf(t, order)).toMatchObject({ status: 'DELIVERY_ERROR', refundStatus: 'DUE', refundError: 'The test payment was made with refunds refused.' });
    expect((await checkoutOf(sessionId))?.refundId).toBeNull();
    const listed = await t.gql(REFUNDS_DUE, {}, { token: await staffToken(t, 'FINANCE') });
    expect(listed.body.data?.financeOrderRefundsDue.edges.map((e: any) => e.node.id)).toContain(order.gid);
  });

  it('refunds a first payment of an order whose delivery by hand had already failed', async () => {
    const { b, order, sessionId } = await undeliverable();
    const admin = await tokenFor(t, await t.make.staff());
    expect((await t.gql(SET_STATUS, { id: order.gid, status: 'DELIVERED' }, { token: admin })).body.data?.updateFinanceOrder.financeOrder.status).toBe('DELIVERY_ERROR');
    expect(await refundOf(t, order)).toMatchObject({ refundStatus: null });

    await t.gql(CHOOSE, { sessionId, outcome: 'PAY' }, { token: b.token });
    await t.runJobs();
    expect(await refundOf(t, order)).toMatchObject({ status: 'DELIVERY_ERROR', refundStatus: 'REFUNDED', refundReference: (await checkoutOf(sessionId))!.refundId });
  });
});
