import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { OrganizationSubscription } from '../../../src/modules/subscription-records/index.js';
import { invoiceSubscriptionMonth } from '../../../src/modules/subscriptions/index.js';
import { ALREADY_SUBSCRIBED, NO_MANDATE_IN_FORCE, OPEN_SUBSCRIPTION_ORDER } from '../../../src/modules/finance/subscription-sign-up.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { errorCode, expectCleanAnswers, gid, tokenFor } from '../booking/booking-kit.js';
import { directDebitSettings, mandateFor } from '../direct-debit/direct-debit-kit.js';
import { buyer, paymentLink, type Buyer } from '../payments/payment-kit.js';
import { fieldsOf } from './subscription-kit.js';

const LIST = `{ shopSubscriptions { id name classesDisplay price priceDisplay registrationFeeDisplay minimumDurationDisplay noticePeriodDisplay requiredMembershipName } }`;
const PREVIEW = `query($id: ID!, $dateStart: Date) { shopSubscriptionSignUp(organizationSubscription: $id, dateStart: $dateStart) {
  name dateStart lines { productName description registrationFee total totalDisplay } total totalDisplay paymentOptions mandateInForce } }`;
const ORDER = `mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id status total items { edges { node { productName description total } } } } } }`;
const PAY = `mutation($sessionId: String!) { completePaymentTestCheckout(sessionId: $sessionId, outcome: PAY) { redirectPath } }`;
const CREDIT = `mutation($input: CreditFinanceInvoiceInput!) { creditFinanceInvoice(input: $input) { creditNote { id } } }`;
const FEE_PER = `mutation($per: RegistrationFeePer!) { updateClubSubscriptionSettings(input: { subscriptionRunDay: 1, subscriptionGraceDays: 14, pauseNoticeDays: 0, registrationFeePer: $per }) { registrationFeePer } }`;
const BUILD = `mutation { buildDirectDebitBatch(input: { collectionDate: "2026-04-17" }) { batch { items { endToEndId amount mandateReference } } leftOut { invoiceNumber reason } } }`;

// Issue 23: members sign up for a subscription in the shop (test plan M1, M4, M12): the order bills the first month as
// the monthly run would and the registration fee once; delivery starts the subscription, links the invoice, records the
// invoiced month and grants the month's credits. Today is Tuesday 17 March 2026 in the club.
describe('a subscription sign-up in the shop', () => {
  let t: TestApp;
  let club: Club;
  let admin: string;
  let twice: OrganizationSubscription;
  let unlimited: OrganizationSubscription;
  const subGid = (p: { id: number }) => gid('OrganizationSubscriptionNode', p.id);
  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => t.gql(query, variables, token === undefined ? {} : { token }).then((r): any => r.body);
  const order = (b: Buyer, input: Record<string, unknown>) => gql(ORDER, { input: { message: '', ...input } }, b.token);
  const signUp = (b: Buyer, product: { id: number }, more: Record<string, unknown> = {}) => order(b, { organizationSubscription: subGid(product), ...more });

  /** Rows a refused sign-up must not have written: orders, subscriptions, invoices of the member. */
  const written = async (b: Buyer) => {
    const count = async (table: 'financeOrders' | 'accountSubscriptions' | 'financeInvoices') =>
      (await t.app.db.selectFrom(table).select('id').where('accountId', '=', b.account.id).execute()).length;
    return { orders: await count('financeOrders'), subscriptions: await count('accountSubscriptions'), invoices: await count('financeInvoices') };
  };

  const subscriptionsOf = (b: Buyer) =>
    t.app.db
      .selectFrom('accountSubscriptions as s')
      .leftJoin('financePaymentMethods as pm', 'pm.id', 's.financePaymentMethodId')
      .select(['s.id', 's.dateStart', 's.note', 's.directDebitMandateId', 's.organizationSubscriptionId', 'pm.code as method'])
      .where('s.accountId', '=', b.account.id)
      .orderBy('s.id')
      .execute();

  const invoiceLinesOf = (subscriptionId: number) =>
    t.app.db
      .selectFrom('financeInvoiceItems as it')
      .innerJoin('financeInvoices as i', 'i.id', 'it.financeInvoiceId')
      .leftJoin('financePaymentMethods as pm', 'pm.id', 'i.financePaymentMethodId')
      .select(['it.id as itemId', 'it.productName', 'it.total', 'it.subscriptionMonth', 'it.registrationFee', 'i.id as invoiceId', 'i.status', 'i.invoiceNumber', 'i.financeOrderId', 'pm.code as method'])
      .where('it.accountSubscriptionId', '=', subscriptionId)
      .orderBy('it.id')
      .execute();

  const orderId = (answer: any) => Number(Buffer.from(answer.data.createFinanceOrder.financeOrder.id, 'base64').toString().split(':')[1]);

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-17T09:00:00Z'), env: { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    admin = await tokenFor(t, await t.make.staff());
    twice = await t.make.subscriptionProduct({ name: 'Twice a week', subscriptionUnit: 'WEEK', classes: 2, registrationFee: '25.00', price: '60.00', noticePeriod: 1, noticeUnit: 'MONTHS' });
    unlimited = await t.make.subscriptionProduct({ name: 'Unlimited monthly', unlimited: true, classes: 0, registrationFee: '25.00', price: '80.00' });
    await t.make.subscriptionProduct({ name: 'Hidden', displayShop: false });
    await t.make.subscriptionProduct({ name: 'Old', archived: true });
  });
  afterAll(() => t.close());

  it('lists the products in the shop to anyone, with the price valid today', async () => {
    const { data, errors } = await gql(LIST);
    expect(errors).toBeUndefined();
    expect(data.shopSubscriptions.map((s: { name: string }) => s.name)).toEqual(['Twice a week', 'Unlimited monthly']);
    expect(data.shopSubscriptions[0]).toMatchObject({
      id: subGid(twice),
      classesDisplay: '2 classes a week',
      price: '60.00',
      priceDisplay: '€ 60.00',
      registrationFeeDisplay: '€ 25.00',
      minimumDurationDisplay: 'None',
      noticePeriodDisplay: '1 month',
      requiredMembershipName: null,
    });
  });

  it('previews the first month prorated as the monthly run bills it, with the fee on its own line (M1, M4)', async () => {
    const b = await buyer(t);
    const { data, errors } = await gql(PREVIEW, { id: subGid(twice) }, b.token);
    expect(errors).toBeUndefined();
    expect(data.shopSubscriptionSignUp).toEqual({
      name: 'Twice a week',
      dateStart: '2026-03-17',
      lines: [
        { productName: 'Twice a week March 2026', description: '15 of 31 days', registrationFee: false, total: '29.03', totalDisplay: '€ 29.03' },
        { productName: 'Registration fee', description: 'Twice a week', registrationFee: true, total: '25.00', totalDisplay: '€ 25.00' },
      ],
      total: '54.03',
      totalDisplay: '€ 54.03',
      paymentOptions: ['CARD'],
      mandateInForce: false,
    });
    // A whole month from the first of the month after next, the latest start.
    const may = await gql(PREVIEW, { id: subGid(twice), dateStart: '2026-05-01' }, b.token);
    expect(may.data.shopSubscriptionSignUp.lines[0]).toMatchObject({ productName: 'Twice a week May 2026', description: '', total: '60.00' });
    // Anonymous visitors see the list, and sign in to sign up.
    expect(errorCode(await gql(PREVIEW, { id: subGid(twice) }))).toBe('USER_NOT_LOGGED_IN');
  });

  it('takes a card order through the test provider: delivered, subscription billed online, invoice linked, month recorded, credits granted', async () => {
    const b = await buyer(t);
    const placed = await signUp(b, twice);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.createFinanceOrder.financeOrder).toMatchObject({ status: 'RECEIVED', total: '54.03' });
    const id = orderId(placed);
    const sessionId = (await paymentLink(t, b, { gid: placed.data.createFinanceOrder.financeOrder.id })).split('/').at(-1)!;
    expect((await gql(PAY, { sessionId }, b.token)).errors).toBeUndefined();
    await t.runJobs();

    const row = await t.app.db.selectFrom('financeOrders').select(['status', 'paidAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('DELIVERED');
    const [sub] = await subscriptionsOf(b);
    expect(sub).toMatchObject({ dateStart: '2026-03-17', note: `Order #${id}`, method: 'TEST', directDebitMandateId: null, organizationSubscriptionId: twice.id });
    const lines = await invoiceLinesOf(sub!.id);
    expect(lines.map((l) => [l.productName, l.total, l.subscriptionMonth, l.registrationFee])).toEqual([
      ['Twice a week March 2026', '29.03', '2026-03', false],
      ['Registration fee', '25.00', null, true],
    ]);
    expect(lines[0]).toMatchObject({ status: 'PAID', financeOrderId: id, method: 'TEST' });
    const months = await t.app.db.selectFrom('accountSubscriptionInvoicedMonths').selectAll().where('accountSubscriptionId', '=', sub!.id).execute();
    expect(months).toMatchObject([{ month: '2026-03', financeInvoiceId: lines[0]!.invoiceId, financeInvoiceItemId: lines[0]!.itemId, billedDays: 15 }]);
    // 2 a week over 15 days: 30/7 = 4 whole credits, the fraction carried (test plan M6's rule).
    const credits = await t.app.db.selectFrom('accountSubscriptionCredits').select(['month', 'amount', 'kind']).where('accountSubscriptionId', '=', sub!.id).execute();
    expect(credits).toEqual([{ month: '2026-03', amount: 4, kind: 'MONTHLY' }]);
    const mail = await t.app.db.selectFrom('mailOutbox').select('subject').where('toAddress', '=', b.account.email).execute();
    expect(mail.length).toBeGreaterThan(0);

    // The monthly run never bills March (nor the fee) again; April is billed in full without the fee.
    const march = await t.app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, t.app, club, sub!.id, '2026-03'));
    expect(march).toEqual({ outcome: 'SKIPPED', reason: 'ALREADY_INVOICED' });
    const april = await t.app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, t.app, club, sub!.id, '2026-04'));
    expect(april).toMatchObject({ outcome: 'INVOICED', total: '60.00', registrationFee: false });

    // The fee is once per account: a second sign-up (another product) has none.
    const second = await gql(PREVIEW, { id: subGid(unlimited) }, b.token);
    expect(second.data.shopSubscriptionSignUp.lines.map((l: { registrationFee: boolean }) => l.registrationFee)).toEqual([false]);
    // The same product again over days it runs: refused, nothing written.
    const before = await written(b);
    const again = await signUp(b, twice, { subscriptionDateStart: '2026-04-01' });
    expect(again.errors[0].message).toBe(ALREADY_SUBSCRIBED);
    expect(fieldsOf(again)).toEqual({ organizationSubscription: ALREADY_SUBSCRIBED });
    expect(await written(b)).toEqual(before);

    // A credited fee is charged again.
    expect((await gql(CREDIT, { input: { invoice: gid('FinanceInvoiceNode', lines[1]!.invoiceId) } }, admin)).errors).toBeUndefined();
    const afterCredit = await gql(PREVIEW, { id: subGid(unlimited) }, b.token);
    expect(afterCredit.data.shopSubscriptionSignUp.lines.map((l: { registrationFee: boolean }) => l.registrationFee)).toEqual([false, true]);
  });

  it('delivers a direct debit sign-up at once: invoice open with direct debit, taken by the next collection batch', async () => {
    const b = await buyer(t);
    expect((await signUp(b, unlimited, { subscriptionPayment: 'DIRECT_DEBIT' })).errors[0].message).toBe('This club does not collect by direct debit: please pay by card.');
    await directDebitSettings(t, club);
    const preview = await gql(PREVIEW, { id: subGid(unlimited) }, b.token);
    expect(preview.data.shopSubscriptionSignUp).toMatchObject({ paymentOptions: ['CARD', 'DIRECT_DEBIT'], mandateInForce: false });
    const refused = await signUp(b, unlimited, { subscriptionPayment: 'DIRECT_DEBIT' });
    expect(fieldsOf(refused)).toEqual({ subscriptionPayment: NO_MANDATE_IN_FORCE });
    expect(await written(b)).toEqual({ orders: 0, subscriptions: 0, invoices: 0 });

    const mandate = await mandateFor(t, club, b.account);
    const placed = await signUp(b, unlimited, { subscriptionPayment: 'DIRECT_DEBIT', subscriptionDateStart: '2026-04-01' });
    expect(placed.errors).toBeUndefined();
    expect(placed.data.createFinanceOrder.financeOrder).toMatchObject({ status: 'DELIVERED', total: '105.00' });
    const [sub] = await subscriptionsOf(b);
    expect(sub).toMatchObject({ dateStart: '2026-04-01', method: 'DIRECT_DEBIT', directDebitMandateId: mandate.id });
    const lines = await invoiceLinesOf(sub!.id);
    expect(lines.map((l) => [l.productName, l.total, l.status, l.method])).toEqual([
      ['Unlimited monthly April 2026', '80.00', 'SENT', 'DIRECT_DEBIT'],
      ['Registration fee', '25.00', 'SENT', 'DIRECT_DEBIT'],
    ]);
    const credits = await t.app.db.selectFrom('accountSubscriptionCredits').select(['month']).where('accountSubscriptionId', '=', sub!.id).execute();
    expect(credits).toEqual([{ month: '2026-04' }]);

    // The order's invoice is due in the shop group's 30 days: the batch collecting on the day after takes it.
    const built = await gql(BUILD, {}, admin);
    expect(built.errors).toBeUndefined();
    expect(built.data.buildDirectDebitBatch.batch.items).toContainEqual({ endToEndId: lines[0]!.invoiceNumber, amount: '105.00', mandateReference: `KIAI-M-${b.account.id}` });
  });

  it('refuses what cannot be sold, writing nothing', async () => {
    const b = await buyer(t);
    const hidden = await t.make.subscriptionProduct({ name: 'Not in shop', displayShop: false });
    const archived = await t.make.subscriptionProduct({ name: 'Archived', archived: true });
    const otherClub = await t.make.club();
    const foreign = await t.make.subscriptionProduct({ club: otherClub });
    const later = await t.make.subscriptionProduct({ name: 'From April', price: null });
    await t.app.db.insertInto('organizationSubscriptionPrices').values({ clubId: club.id, organizationSubscriptionId: later.id, price: '50.00', dateStart: '2026-04-01' }).execute();
    const membership = await t.make.membershipProduct({ name: 'Club membership', displayShop: true });
    const needsMembership = await t.make.subscriptionProduct({ name: 'Members only', requiredMembershipId: membership.id });

    for (const product of [hidden, archived, foreign]) expect(errorCode(await signUp(b, product))).toBe('NOT_FOUND');
    expect(errorCode(await signUp(b, { id: 999999 }))).toBe('NOT_FOUND');
    expect(fieldsOf(await signUp(b, later, { subscriptionDateStart: '2026-03-20' }))).toEqual({ subscriptionDateStart: 'From April has no price on 2026-03-20: please choose another start date.' });
    expect(Object.keys(fieldsOf(await signUp(b, twice, { subscriptionDateStart: '2026-05-02' })) ?? {})).toEqual(['subscriptionDateStart']);
    expect(Object.keys(fieldsOf(await signUp(b, twice, { subscriptionDateStart: '2026-03-16' })) ?? {})).toEqual(['subscriptionDateStart']);
    for (const date of ['9999-01-01', '0001-01-01', '2026-02-30']) expect(errorCode(await signUp(b, twice, { subscriptionDateStart: date }))).toBe('VALIDATION_FAILED');
    expect(errorCode(await signUp(b, needsMembership))).toBe('MEMBERSHIP_REQUIRED');
    expect(errorCode(await order(b, {}))).toBe('VALIDATION_FAILED');
    const pass = await t.make.classpassProduct();
    expect(errorCode(await order(b, { organizationClasspass: gid('OrganizationClasspassNode', pass.id), organizationSubscription: subGid(twice) }))).toBe('VALIDATION_FAILED');
    await t.app.db.deleteFrom('financeInvoiceGroupDefaults').where('clubId', '=', club.id).where('saleKind', '=', 'SUBSCRIPTION').execute();
    expect(errorCode(await signUp(b, twice))).toBe('FINANCE_SETUP_INCOMPLETE');
    const group = await t.app.db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', club.id).where('name', '=', 'Shop sales').executeTakeFirstOrThrow();
    await t.app.db.insertInto('financeInvoiceGroupDefaults').values({ clubId: club.id, saleKind: 'SUBSCRIPTION', financeInvoiceGroupId: group.id }).execute();
    expect(await written(b)).toEqual({ orders: 0, subscriptions: 0, invoices: 0 });

    // With the required membership in the same order it is sold (M12): the membership's line comes first.
    const withMembership = await signUp(b, needsMembership, { organizationMembership: gid('OrganizationMembershipNode', membership.id) });
    expect(withMembership.errors).toBeUndefined();
    expect(withMembership.data.createFinanceOrder.financeOrder.items.edges.map((e: { node: { productName: string } }) => e.node.productName)).toEqual(['Club membership', 'Members only March 2026']);
  });

  it('turns a check-in device away and lets staff sign up for themselves', async () => {
    const kiosk = await t.make.kiosk();
    const refused = await gql(ORDER, { input: { organizationSubscription: subGid(twice) } }, await tokenFor(t, kiosk));
    expect(errorCode(refused)).toBe('PERMISSION_DENIED');
    const staff = await t.make.staff({ staffRoles: ['FRONT_DESK'] });
    const own = await gql(ORDER, { input: { organizationSubscription: subGid(twice) } }, await tokenFor(t, staff));
    expect(own.errors).toBeUndefined();
    const rows = await t.app.db.selectFrom('financeOrders').select('accountId').where('id', '=', orderId(own)).execute();
    expect(rows).toEqual([{ accountId: staff.id }]);
  });

  it('takes one of two sign-ups for one product placed at once and refuses the other (one running subscription per product)', async () => {
    const b = await buyer(t);
    const answers = await Promise.all([0, 1].map(() => t.gql(ORDER, { input: { organizationSubscription: subGid(unlimited) } }, { token: b.token })));
    expectCleanAnswers(answers);
    expect(answers.filter((a) => a.body.data?.createFinanceOrder)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errors).map((a) => a.body.errors![0]!.message)).toEqual([OPEN_SUBSCRIPTION_ORDER]);
    expect((await written(b)).orders).toBe(1);
    // The open order carries the account's registration fee: another product's sign-up meanwhile does not (M4).
    const other = await gql(PREVIEW, { id: subGid(twice) }, b.token);
    expect(other.data.shopSubscriptionSignUp.lines.map((l: { registrationFee: boolean }) => l.registrationFee)).toEqual([false]);
  });
  it('puts the fee on every new subscription’s order once staff set the fee per subscription (M4)', async () => {
    const b = await buyer(t);
    expect((await signUp(b, unlimited)).errors).toBeUndefined();
    const fees = async () => (await gql(PREVIEW, { id: subGid(twice) }, b.token)).data.shopSubscriptionSignUp.lines.map((l: { registrationFee: boolean }) => l.registrationFee);
    // Per account, the open order carries the account's fee: none on another product's sign-up.
    expect(await fees()).toEqual([false]);
    expect((await gql(FEE_PER, { per: 'SUBSCRIPTION' }, admin)).data).toEqual({ updateClubSubscriptionSettings: { registrationFeePer: 'SUBSCRIPTION' } });
    expect(await fees()).toEqual([false, true]);
    expect((await gql(FEE_PER, { per: 'ACCOUNT' }, admin)).errors).toBeUndefined();
    expect(await fees()).toEqual([false]);
  });
});
