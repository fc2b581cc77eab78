import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { chargeSavedCard } from '../../../src/modules/finance/charge-saved-card.js';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe.js';
import type { TestApp } from '../../support/test-app.js';
import { applyInvoicePayment } from '../../../src/modules/finance/index.js';
import { gid } from '../booking/booking-kit.js';
import { buyer, createPaymentsTestApp, invoicePaymentLink, invoiceState, paymentLink, placeOrder, postEvent, type Buyer } from './payment-kit.js';
import { cardSubscription, chargeJobsOf, chargesOf, declineMails, invoiceMonth, savedCards, subscriptionOrder } from './saved-card-kit.js';

// Card subscriptions through the official Stripe SDK against the fake Stripe API: the sign-up's checkout keeps the
// card, the month's invoice is charged to it off-session, once (domain notes "Monthly jobs", test plan M14).
describe('saved cards at Stripe', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let club: Club;
  let carrier: OrganizationClasspass;
  let productId: number;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createPaymentsTestApp(stripe);
    club = await t.make.defaultClub();
    carrier = await t.make.classpassProduct({ name: 'Carrier', price: '60.00', classes: 1 });
    productId = (await t.make.subscriptionProduct({ name: 'Unlimited monthly', unlimited: true, classes: 0, price: '60.00' })).id;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** A member who signed up in the shop and paid the first month with `card` (kept by Stripe), with the subscription. */
  async function cardMember(card = '4242424242424242'): Promise<{ b: Buyer; subscriptionId: number }> {
    const b = await buyer(t);
    const order = await subscriptionOrder(t, b, productId);
    const link = await paymentLink(t, b, order);
    const session = [...stripe.sessions.values()].find((s) => s.url === link)!;
    const answer = await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id, { card })));
    expect(answer.body.outcome).toBe('DELIVERED');
    return { b, subscriptionId: (await cardSubscription(t, club, b.account.id, productId)).id };
  }

  /** The month's invoice of the subscription, issued as the run does. */
  async function monthInvoice(subscriptionId: number, month = '2026-04') {
    const result = await invoiceMonth(t, club, subscriptionId, month);
    if (result.outcome !== 'INVOICED') throw new Error(`not invoiced: ${result.reason}`);
    return result;
  }

  const intentRequests = () => stripe.requests.filter((r) => r.path === '/v1/payment_intents');

  it('asks Stripe to keep the card of a subscription order and saves it when the payment is recorded', async () => {
    const b = await buyer(t);
    const order = await subscriptionOrder(t, b, productId);
    const link = await paymentLink(t, b, order);
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      customer_creation: 'always',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'metadata[keep_card]': 'true',
    });
    const session = [...stripe.sessions.values()].find((s) => s.url === link)!;
    const event = stripe.event('checkout.session.completed', stripe.complete(session.id));
    expect((await postEvent(t, 'stripe', event)).body.outcome).toBe('DELIVERED');
    const [card] = await savedCards(t, b.account.id);
    const kept = [...stripe.paymentMethods.values()].find((m) => m.customer === session.customer)!;
    expect(card).toMatchObject({ provider: 'stripe', customerReference: session.customer, paymentMethodReference: kept.id, label: 'Visa •••• 4242', retiredAt: null });
    // The webhook read the session once with its payment intent expanded, to learn the card.
    expect(stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`)).toHaveLength(1);

    expect((await postEvent(t, 'stripe', event)).status).toBe(200);
    expect(await savedCards(t, b.account.id)).toHaveLength(1);
  });

  it('keeps no card for an order without a subscription', async () => {
    const b = await buyer(t);
    const order = await placeOrder(t, b, carrier);
    await paymentLink(t, b, order);
    const form = stripe.requests.at(-1)!.form;
    expect(form.customer_creation).toBeUndefined();
    expect(form['payment_intent_data[setup_future_usage]']).toBeUndefined();
  });

  it("queues one charge with the month's invoice and the job pays it with the invoice as idempotency key", async () => {
    const { b, subscriptionId } = await cardMember();
    const invoice = await monthInvoice(subscriptionId);
    expect(invoice.cardCharge).toBe(true);
    expect(await chargeJobsOf(t, invoice.invoiceId)).toBe(1);
    await t.runJobs();
    const key = `kiai-${club.id}-invoice-${invoice.invoiceId}-attempt-1`;
    const [intent] = stripe.paymentIntents.filter((p) => p.metadata.invoice === String(invoice.invoiceId));
    expect(intent).toMatchObject({ amount: 6000, currency: 'eur', status: 'succeeded', metadata: { club: String(club.id) } });
    expect(intentRequests().at(-1)).toMatchObject({ idempotencyKey: key, form: { off_session: 'true', confirm: 'true', customer: (await savedCards(t, b.account.id))[0]!.customerReference } });
    expect(await chargesOf(t, invoice.invoiceId)).toEqual([expect.objectContaining({ attempt: 1, status: 'CHARGED', reference: intent!.id, idempotencyKey: key })]);
    expect(await invoiceState(t, { id: invoice.invoiceId })).toEqual({ status: 'PAID', paid: 60, payments: 1 });
  });

  it.each(['status-500', 'drop-after-charging'] as const)('M14: a job retried after Stripe failed (%s) charges once', async (mode) => {
    const { subscriptionId } = await cardMember();
    const invoice = await monthInvoice(subscriptionId);
    const before = intentRequests().length;
    // Three failures outlast the SDK's own two retries: the job's try fails and the job is retried.
    stripe.chargeFailure = { mode, times: 3 };
    await t.runJobs();
    expect(await chargesOf(t, invoice.invoiceId)).toEqual([expect.objectContaining({ status: 'PENDING' })]);
    await t.runJobs({ ignoreBackoff: true });
    const asked = intentRequests().slice(before);
    expect(asked.length).toBe(4);
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([`kiai-${club.id}-invoice-${invoice.invoiceId}-attempt-1`]));
    expect(stripe.paymentIntents.filter((p) => p.metadata.invoice === String(invoice.invoiceId))).toHaveLength(1);
    expect(await chargesOf(t, invoice.invoiceId)).toEqual([expect.objectContaining({ status: 'CHARGED' })]);
    expect(await invoiceState(t, { id: invoice.invoiceId })).toEqual({ status: 'PAID', paid: 60, payments: 1 });
  });

  it('M14: two jobs of one invoice at once charge once', async () => {
    const { subscriptionId } = await cardMember();
    const invoice = await monthInvoice(subscriptionId);
    const answers = await Promise.all([1, 2].map(() => chargeSavedCard(t.app, club, invoice.invoiceId, 1, false)));
    expect(answers.filter((a) => a.includes('charged 60.00'))).toHaveLength(1);
    expect(stripe.paymentIntents.filter((p) => p.metadata.invoice === String(invoice.invoiceId))).toHaveLength(1);
    expect(await invoiceState(t, { id: invoice.invoiceId })).toEqual({ status: 'PAID', paid: 60, payments: 1 });
    await t.runJobs();
    expect(await invoiceState(t, { id: invoice.invoiceId })).toEqual({ status: 'PAID', paid: 60, payments: 1 });
  });

  it('M14: a declined card is recorded DECLINED, mailed once, and leaves the invoice open', async () => {
    const { b, subscriptionId } = await cardMember('4000000000000341');
    const invoice = await monthInvoice(subscriptionId);
    await t.runJobs();
    expect(await chargesOf(t, invoice.invoiceId)).toEqual([expect.objectContaining({ status: 'DECLINED', reference: null, reason: 'Your card was declined.' })]);
    expect(await invoiceState(t, { id: invoice.invoiceId })).toEqual({ status: 'SENT', paid: 0, payments: 0 });
    const mails = await declineMails(t, b.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`invoice ${invoice.invoiceNumber}`);
    expect(mails[0]!.textBody).toContain('Visa •••• 0341');

    expect(await chargeSavedCard(t.app, club, invoice.invoiceId, 1, false)).toContain('DECLINED already');
    await t.runJobs();
    expect(await declineMails(t, b.account.email)).toHaveLength(1);
  });

  it('charges nothing for an invoice paid in cash before the job runs', async () => {
    const { subscriptionId } = await cardMember();
    const invoice = await monthInvoice(subscriptionId);
    const cash = (await t.app.db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', club.id).where('code', '=', 'CASH').executeTakeFirstOrThrow()).id;
    await t.app.db.transaction().execute((trx) =>
      applyInvoicePayment(t.app, trx, club, { invoiceId: invoice.invoiceId, amount: '60.00', date: '2026-03-02', paymentMethodId: cash, reference: '', note: 'cash', recordedByAccountId: null }),
    );
    const before = intentRequests().length;
    await t.runJobs();
    expect(intentRequests().length).toBe(before);
    expect(await chargesOf(t, invoice.invoiceId)).toEqual([]);
    expect(await invoiceState(t, { id: invoice.invoiceId })).toEqual({ status: 'PAID', paid: 60, payments: 1 });
  });

  it('charges nothing without a saved card, nor to a retired one', async () => {
    const b = await buyer(t);
    const bare = await cardSubscription(t, club, b.account.id, productId);
    const open = await monthInvoice(bare.id);
    expect(open.cardCharge).toBe(false);
    expect(await chargeJobsOf(t, open.invoiceId)).toBe(0);

    const { b: retired, subscriptionId } = await cardMember();
    await t.app.db.updateTable('accountPaymentCards').set({ retiredAt: new Date() }).where('accountId', '=', retired.account.id).execute();
    const invoice = await monthInvoice(subscriptionId);
    expect(invoice.cardCharge).toBe(false);
    // A charge queued before the card was retired finds none to charge.
    expect(await chargeSavedCard(t.app, club, invoice.invoiceId, 1, false)).toContain('no saved card');
    expect(await invoiceState(t, { id: invoice.invoiceId })).toMatchObject({ status: 'SENT', payments: 0 });
  });

  it("an open subscription invoice paid online keeps the card, on the account's customer", async () => {
    const { b, subscriptionId } = await cardMember('4000000000000341');
    const invoice = await monthInvoice(subscriptionId);
    await t.runJobs();
    const link = await invoicePaymentLink(t, b, { gid: gid('FinanceInvoiceNode', invoice.invoiceId) });
    const [declining] = await savedCards(t, b.account.id);
    expect(stripe.requests.at(-1)?.form).toMatchObject({ customer: declining!.customerReference, 'payment_intent_data[setup_future_usage]': 'off_session' });
    const session = [...stripe.sessions.values()].find((s) => s.url === link)!;
    expect((await postEvent(t, 'stripe', stripe.event('checkout.session.completed', stripe.complete(session.id)))).body.outcome).toBe('INVOICE_PAID');
    const cards = await savedCards(t, b.account.id);
    expect(cards.map((c) => c.label)).toEqual(['Visa •••• 0341', 'Visa •••• 4242']);
    expect(cards[1]!.customerReference).toBe(declining!.customerReference);
  });
});
