import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { findCheckout } from '../../../src/modules/finance/checkout.repository.js';
import { RECONCILE_CHECKOUTS_JOB } from '../../../src/modules/finance/reconcile-checkouts.job.js';
import { RECONCILE_AFTER_SECONDS } from '../../../src/modules/finance/reconcile-checkouts.js';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../../support/fake-stripe.js';
import type { TestApp } from '../../support/test-app.js';
import { buyer, createPaymentsTestApp, deliveredRecords, openStripeCheckout, orderStatus, paymentLink, placeOrder, postEvent } from './payment-kit.js';

const MINUTE = 60_000;

/** What pg-boss's cron starts every minute, run by hand; answers its log line. */
async function runReconciliation(t: TestApp): Promise<string> {
  const lines: string[] = [];
  const log = async (line: string) => void lines.push(line);
  await RECONCILE_CHECKOUTS_JOB.run(t.app, { id: 'cron', clubId: null, data: {}, attempt: 1, lastAttempt: true, log });
  return lines.join('\n');
}

// Test plan S3: a lost webhook delivers within minutes, through the same finance use case, exactly once.
describe('checkout reconciliation with Stripe', () => {
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

  /** How often the server asked Stripe about the session (checkout.sessions.retrieve). */
  const asked = (session: FakeSession) => stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`).length;

  it('delivers a paid checkout whose webhook never came once it is 5 minutes old, exactly once, also when the webhook comes late', async () => {
    const { b, order, session } = await checkout();
    stripe.complete(session.id);

    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000 - 1000);
    await runReconciliation(t);
    expect(asked(session)).toBe(0);
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');

    t.clock.advance(1000);
    expect(await runReconciliation(t)).toMatch(/1 DELIVERED/);
    expect(asked(session)).toBe(1);
    expect(await orderStatus(t, order)).toBe('DELIVERED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });

    // Settled: never asked again, and the late webhook finds it delivered.
    t.clock.advance(60 * MINUTE);
    await runReconciliation(t);
    expect(asked(session)).toBe(1);
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', session))).body.outcome).toBe('ALREADY_DELIVERED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('delivers once when the job and the webhook race', async () => {
    const { b, order, session } = await checkout();
    stripe.complete(session.id);
    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    const [, webhook] = await Promise.all([runReconciliation(t), postEvent(t, 'stripe', stripe.event('checkout.session.completed', session))]);
    expect(['DELIVERED', 'ALREADY_DELIVERED']).toContain(webhook.body.outcome);
    expect(await orderStatus(t, order)).toBe('DELIVERED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('leaves an unpaid open checkout alone and asks about it ever less often', async () => {
    const { b, order, session } = await checkout();
    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    await runReconciliation(t);
    expect(asked(session)).toBe(1);
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 0, invoices: 0 });

    // Asked again 5 minutes later, not every minute; at 2 hours old, only after a quarter of its age (40 minutes).
    for (let minute = 1; minute <= 5; minute++) {
      t.clock.advance(MINUTE);
      await runReconciliation(t);
    }
    expect(asked(session)).toBe(2);
    t.clock.advance(110 * MINUTE);
    await runReconciliation(t);
    const atTwoHours = asked(session);
    t.clock.advance(39 * MINUTE);
    await runReconciliation(t);
    expect(asked(session)).toBe(atTwoHours);
    t.clock.advance(MINUTE);
    await runReconciliation(t);
    expect(asked(session)).toBe(atTwoHours + 1);
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
  });

  it('cancels the order of an expired checkout whose event was lost, as the event would', async () => {
    const { b, order, session } = await checkout();
    session.status = 'expired';
    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    expect(await runReconciliation(t)).toMatch(/CANCELLED/);
    expect(await orderStatus(t, order)).toBe('CANCELLED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 0, invoices: 0 });
    const club = await t.make.defaultClub();
    expect((await findCheckout(t.app.db, club.id, 'stripe', session.id))?.status).toBe('expired');
  });

  it('delivers a delayed payment whose success event was lost once the money is in', async () => {
    const { b, order, session } = await checkout();
    await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id, { paid: false })));
    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    await runReconciliation(t);
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');

    stripe.settle(session.id);
    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    await runReconciliation(t);
    expect(await orderStatus(t, order)).toBe('DELIVERED');
    expect(await deliveredRecords(t, b, order)).toMatchObject({ passes: 1, invoices: 1 });
  });

  it('keeps going when Stripe cannot be reached about one checkout', async () => {
    const { order, session } = await checkout();
    stripe.sessions.delete(session.id);
    const other = await checkout();
    stripe.complete(other.session.id);
    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    expect(await runReconciliation(t)).toMatch(/UNAVAILABLE/);
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
    expect(await orderStatus(t, other.order)).toBe('DELIVERED');
  });
});

describe('checkout reconciliation with the test provider', () => {
  let t: TestApp;
  let tenClasses: OrganizationClasspass;

  beforeAll(async () => {
    t = await createPaymentsTestApp(null);
    tenClasses = await t.make.classpassProduct({ name: '10 classes', price: '110.00', classes: 10 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers from its own records: a checkout still open on its page is asked about and left alone', async () => {
    const b = await buyer(t);
    const order = await placeOrder(t, b, tenClasses);
    await paymentLink(t, b, order);
    t.clock.advance(RECONCILE_AFTER_SECONDS * 1000);
    expect(await runReconciliation(t)).toBe('Asked about checkouts: 1 UNCHANGED.');
    expect(await runReconciliation(t)).toBe('No checkouts to ask about.');
    expect(await orderStatus(t, order)).toBe('AWAITING_PAYMENT');
  });
});
