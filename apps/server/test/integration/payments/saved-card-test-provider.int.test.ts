import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { TestApp } from '../../support/test-app.js';
import { errorCode, tokenFor } from '../booking/booking-kit.js';
import { buyer, createPaymentsTestApp, invoiceState, paymentLink, placeOrder, type Buyer } from './payment-kit.js';
import { cardSubscription, chargesOf, declineMails, invoiceMonth, savedCards, subscriptionOrder } from './saved-card-kit.js';

const CARDS = `query($account: ID) { financeSavedCards(account: $account) { id label provider } }`;
const CHARGES = `query($account: ID) { financeCardCharges(account: $account) { invoiceNumber attempt amountDisplay cardLabel status reason } }`;
const RETIRE = `mutation($card: ID!) { retireFinanceSavedCard(input: { card: $card }) { savedCard { id label retiredAt } } }`;
const CHECKOUT = `query($sessionId: String!) { paymentTestCheckout(sessionId: $sessionId) { open keepsCard } }`;
const CHOOSE = `mutation($sessionId: String!, $outcome: PaymentTestCheckoutOutcome!, $cardNumber: String) {
  completePaymentTestCheckout(sessionId: $sessionId, outcome: $outcome, cardNumber: $cardNumber) { redirectPath message }
}`;

// The built-in test provider keeps the card its checkout page's payer chose and charges it off-session from its own
// club-scoped rows, once per idempotency key; 4000 0000 0000 0341 declines as Stripe's test card does.
describe('saved cards at the built-in test provider', () => {
  let t: TestApp;
  let club: Club;
  let carrier: OrganizationClasspass;
  let productId: number;

  beforeAll(async () => {
    t = await createPaymentsTestApp(null);
    club = await t.make.defaultClub();
    carrier = await t.make.classpassProduct({ name: 'Carrier', price: '45.00', classes: 1 });
    productId = (await t.make.subscriptionProduct({ name: 'Eight a month', classes: 8, price: '45.00' })).id;
  });
  afterAll(() => t.close());

  /** The member's subscription order opened at the test checkout: its session id. */
  async function signUp(b: Buyer): Promise<string> {
    const link = await paymentLink(t, b, await subscriptionOrder(t, b, productId));
    return link.slice(link.lastIndexOf('/') + 1);
  }

  it('shows that the card is kept, keeps the chosen test card when paid, and refuses other numbers', async () => {
    const b = await buyer(t);
    const sessionId = await signUp(b);
    expect((await t.gql(CHECKOUT, { sessionId }, { token: b.token })).body.data.paymentTestCheckout).toEqual({ open: true, keepsCard: true });
    const wrong = await t.gql(CHOOSE, { sessionId, outcome: 'PAY', cardNumber: '4111 1111 1111 1111' }, { token: b.token });
    expect(errorCode(wrong.body)).toBe('VALIDATION_FAILED');

    const paid = await t.gql(CHOOSE, { sessionId, outcome: 'PAY', cardNumber: '4000 0000 0000 0341' }, { token: b.token });
    expect(paid.body.errors).toBeUndefined();
    await t.runJobs();
    expect(await savedCards(t, b.account.id)).toEqual([
      expect.objectContaining({ provider: 'test', customerReference: `cus_${sessionId}`, paymentMethodReference: `pm_${sessionId}`, label: 'Visa •••• 0341', retiredAt: null }),
    ]);
  });

  it('keeps no card for an order without a subscription', async () => {
    const b = await buyer(t);
    const link = await paymentLink(t, b, await placeOrder(t, b, carrier));
    const sessionId = link.slice(link.lastIndexOf('/') + 1);
    expect((await t.gql(CHECKOUT, { sessionId }, { token: b.token })).body.data.paymentTestCheckout.keepsCard).toBe(false);
    await t.gql(CHOOSE, { sessionId, outcome: 'PAY' }, { token: b.token });
    await t.runJobs();
    expect(await savedCards(t, b.account.id)).toEqual([]);
  });

  it('charges the month to a 4242 card once per key, and declines a 0341 card once with one mail', async () => {
    const members = [];
    for (const cardNumber of ['4242424242424242', '4000000000000341']) {
      const b = await buyer(t);
      await t.gql(CHOOSE, { sessionId: await signUp(b), outcome: 'PAY', cardNumber }, { token: b.token });
      await t.runJobs();
      const subscription = await cardSubscription(t, club, b.account.id, productId);
      const invoice = await invoiceMonth(t, club, subscription.id, '2026-04');
      if (invoice.outcome !== 'INVOICED') throw new Error('not invoiced');
      expect(invoice.cardCharge).toBe(true);
      members.push({ b, invoiceId: invoice.invoiceId });
    }
    await t.runJobs();
    const [paying, declining] = members;
    expect(await invoiceState(t, { id: paying!.invoiceId })).toEqual({ status: 'PAID', paid: 45, payments: 1 });
    const [charged] = await chargesOf(t, paying!.invoiceId);
    expect(charged).toMatchObject({ status: 'CHARGED', reference: expect.stringMatching(/^pi_test_/) });

    // The provider asked again with the attempt's key answers the first charge.
    const card = (await savedCards(t, paying!.b.account.id))[0]!;
    const again = await t.app.payments.chargeSavedCard({
      clubId: club.id,
      accountId: paying!.b.account.id,
      invoiceId: paying!.invoiceId,
      amount: '45.00',
      currency: 'EUR',
      customer: card.customerReference,
      paymentMethod: card.paymentMethodReference,
      description: 'again',
      idempotencyKey: charged!.idempotencyKey,
    });
    expect(again).toEqual({ charged: true, reference: charged!.reference });
    expect(await t.app.db.selectFrom('paymentTestCharges').select('id').where('idempotencyKey', '=', charged!.idempotencyKey).execute()).toHaveLength(1);

    expect(await invoiceState(t, { id: declining!.invoiceId })).toEqual({ status: 'SENT', paid: 0, payments: 0 });
    expect(await chargesOf(t, declining!.invoiceId)).toEqual([expect.objectContaining({ status: 'DECLINED', reason: 'Your card was declined.' })]);
    expect(await declineMails(t, declining!.b.account.email)).toHaveLength(1);
  });

  it("shows a member their own cards and charges, staff anyone's, and lets only them retire a card; never across clubs", async () => {
    const a = await buyer(t);
    await t.gql(CHOOSE, { sessionId: await signUp(a), outcome: 'PAY', cardNumber: '4000000000000341' }, { token: a.token });
    await t.runJobs();
    const subscription = await cardSubscription(t, club, a.account.id, productId);
    const invoice = await invoiceMonth(t, club, subscription.id, '2026-04');
    await t.runJobs();
    const other = await buyer(t);

    const own = (await t.gql(CARDS, {}, { token: a.token })).body.data.financeSavedCards;
    expect(own).toEqual([{ id: expect.any(String), label: 'Visa •••• 0341', provider: 'test' }]);
    expect((await t.gql(CARDS, {}, { token: other.token })).body.data.financeSavedCards).toEqual([]);
    const staff = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    const accountGid = Buffer.from(`AccountNode:${a.account.id}`).toString('base64');
    expect((await t.gql(CARDS, { account: accountGid }, { token: staff })).body.data.financeSavedCards).toEqual(own);
    const number = invoice.outcome === 'INVOICED' ? invoice.invoiceNumber : '';
    expect((await t.gql(CHARGES, { account: accountGid }, { token: staff })).body.data.financeCardCharges).toEqual([
      { invoiceNumber: number, attempt: 1, amountDisplay: '€ 45.00', cardLabel: 'Visa •••• 0341', status: 'DECLINED', reason: 'Your card was declined.' },
    ]);

    expect(errorCode((await t.gql(RETIRE, { card: own[0].id }, { token: other.token })).body)).toBe('NOT_FOUND');
    const elsewhere = await t.make.club({ slug: 'other-cards-club' });
    const elsewhereAdmin = await tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'], club: elsewhere }));
    expect(errorCode((await t.gql(RETIRE, { card: own[0].id }, { token: elsewhereAdmin, club: elsewhere.slug })).body)).toBe('NOT_FOUND');
    expect((await t.gql(CARDS, {}, { token: a.token })).body.data.financeSavedCards).toHaveLength(1);

    const removed = await t.gql(RETIRE, { card: own[0].id }, { token: a.token });
    expect(removed.body.data.retireFinanceSavedCard.savedCard).toMatchObject({ label: 'Visa •••• 0341', retiredAt: expect.any(String) });
    expect((await t.gql(CARDS, {}, { token: a.token })).body.data.financeSavedCards).toEqual([]);
    const next = await invoiceMonth(t, club, subscription.id, '2026-05');
    expect(next).toMatchObject({ outcome: 'INVOICED', cardCharge: false });
  });
});
