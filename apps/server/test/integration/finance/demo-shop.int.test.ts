import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub } from '../../../src/seed/seed-demo-club.js';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../../src/seed/demo-accounts.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { findInvoiceOfOrder } from '../../../src/modules/finance/invoice.repository.js';
import type { TestApp } from '../../support/test-app.js';
import { createBookingTestApp, tokenFor } from '../booking/booking-kit.js';
import { deliver, payment } from './finance-kit.js';

const CREATE = `mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id totalDisplay items { edges { node { productName } } } } } }`;

// Seeded on Monday 2 March 2026, 10:00 in Amsterdam.
describe('the demo club sells', () => {
  let t: TestApp;
  let club: Club;
  let token: string;
  const gql = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { club: DEMO_CLUB.slug, token });
  const numeric = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);

  beforeAll(async () => {
    t = await createBookingTestApp();
    club = (await seedDemoClub(t.app))!;
    const member = await t.app.db.selectFrom('accounts').selectAll().where('email', '=', DEMO_ACCOUNTS.member.email).executeTakeFirstOrThrow();
    token = await tokenFor(t, member);
  });
  afterAll(() => t.close());

  it('its class passes with 21% VAT included, invoiced in the shop sales group with its terms and footer', async () => {
    const { body } = await gql(`{ organizationClasspasses(first: 100, archived: false, displayShop: true) { edges { node { id name priceDisplay } } } }`);
    const ten = body.data.organizationClasspasses.edges.map((e: any) => e.node).find((p: any) => p.name === '10-class pass');
    expect(ten.priceDisplay).toBe('€ 150.00');
    const created = await gql(CREATE, { input: { organizationClasspass: ten.id, message: '' } });
    const orderId = numeric(created.body.data.createFinanceOrder.financeOrder.id);
    expect(await deliver(t, club, orderId, payment('150.00'))).toBe('DELIVERED');
    const invoice = await findInvoiceOfOrder(t.app.db, club.id, orderId);
    expect(invoice).toMatchObject({ invoiceNumber: 'INV2026-0001', status: 'PAID', subtotal: '123.97', tax: '26.03', total: '150.00' });
    expect(invoice!.terms).toContain('Paid online');
    expect(invoice!.footer).toContain('Northside Boxing & Fitness');
  });

  it("a class's drop-in from its booking page, booking the class on delivery", async () => {
    const { body: week } = await gql(`{ scheduleClasses(dateFrom: "2026-03-04", dateUntil: "2026-03-04") { date classes { scheduleItemId bookingStatus } } }`);
    const open = week.data.scheduleClasses[0].classes.find((c: any) => c.bookingStatus === 'OK');
    const { body: options } = await gql(
      `query($item: ID!) { scheduleClassBookingOptions(scheduleItem: $item, date: "2026-03-04", listType: SHOP_BOOK) { scheduleItemPrices { organizationClasspassDropin { id name priceDisplay } } } }`,
      { item: open.scheduleItemId },
    );
    const dropin = options.data.scheduleClassBookingOptions.scheduleItemPrices.organizationClasspassDropin;
    expect(dropin).toMatchObject({ name: 'Drop-in class', priceDisplay: '€ 20.00' });
    const created = await gql(CREATE, { input: { organizationClasspass: dropin.id, scheduleItem: open.scheduleItemId, attendanceDate: '2026-03-04' } });
    const orderId = numeric(created.body.data.createFinanceOrder.financeOrder.id);
    expect(await deliver(t, club, orderId, payment('20.00'))).toBe('DELIVERED');
    const booked = await t.app.db
      .selectFrom('scheduleItemAttendances')
      .select(['date', 'bookingStatus'])
      .where('scheduleItemId', '=', numeric(open.scheduleItemId))
      .where('accountId', '=', (await t.app.db.selectFrom('financeOrders').select('accountId').where('id', '=', orderId).executeTakeFirstOrThrow()).accountId)
      .execute();
    expect(booked).toEqual([{ date: '2026-03-04', bookingStatus: 'BOOKED' }]);
  });

  it('and every new club gets shop and desk sales groups, a default group for every kind of sale and the payment methods', async () => {
    const fresh = await t.make.club();
    const groups = await t.app.db.selectFrom('financeInvoiceGroups').select(['name', 'kind', 'prefix', 'nextNumber', 'dueAfterDays']).where('clubId', '=', fresh.id).orderBy('id').execute();
    expect(groups).toEqual([
      { name: 'Shop sales', kind: 'INVOICE', prefix: 'INV', nextNumber: 1, dueAfterDays: 30 },
      { name: 'Desk sales', kind: 'INVOICE', prefix: 'DESK', nextNumber: 1, dueAfterDays: 30 },
    ]);
    const defaults = await t.app.db
      .selectFrom('financeInvoiceGroupDefaults as d')
      .innerJoin('financeInvoiceGroups as g', 'g.id', 'd.financeInvoiceGroupId')
      .select(['d.saleKind', 'g.prefix'])
      .where('d.clubId', '=', fresh.id)
      .orderBy('d.saleKind')
      .execute();
    expect(defaults.map((d) => `${d.saleKind}:${d.prefix}`)).toEqual([
      'CATEGORY_BATCH:DESK',
      'CLASSPASS:INV',
      'DESK_SALES:DESK',
      'DROPIN:INV',
      'EVENT_TICKET:INV',
      'MEMBERSHIP:INV',
      'PRODUCT:INV',
      'RETURN_FEE:DESK',
      'SHOP_SALES:INV',
      'SUBSCRIPTION:INV',
      'TRIAL:INV',
    ]);
    const methods = await t.app.db.selectFrom('financePaymentMethods').select('code').where('clubId', '=', fresh.id).orderBy('code').execute();
    expect(methods.map((m) => m.code)).toEqual(['CARD_DESK', 'CASH', 'CREDIT_NOTE', 'DIRECT_DEBIT', 'MANUAL', 'STRIPE', 'TEST', 'WIRE_TRANSFER']);
  });
});
