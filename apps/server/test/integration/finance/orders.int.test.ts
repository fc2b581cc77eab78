import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { findOrder } from '../../../src/modules/finance/order.repository.js';
import { findInvoiceOfOrder } from '../../../src/modules/finance/invoice.repository.js';
import { createBookingTestApp, errorCode, gid, tokenFor } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';
import { deliver, payment, TRIAL_PASS } from './finance-kit.js';

const CREATE = `mutation Create($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id } } }`;
const ORDER = `query Order($id: ID!) {
  financeOrder(id: $id) {
    id orderNumber message status total totalDisplay createdAt
    account { id fullName hasCompleteEnoughProfile }
    items { edges { node { id productName description quantity totalDisplay scheduleItem { id } attendanceDate } } }
    deliveryError financeInvoice { id invoiceNumber status }
  }
}`;
const DELETE = `mutation Delete($input: DeleteFinanceOrderInput!) { deleteFinanceOrder(input: $input) { ok } }`;
const UPDATE = `mutation Update($input: UpdateFinanceOrderInput!) { updateFinanceOrder(input: $input) { financeOrder { id status financeInvoice { status balance } } } }`;
const ORDERS = `query Orders($status: FinanceOrderStatus, $account: ID, $first: Int, $after: String) {
  financeOrders(status: $status, account: $account, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { id status account { id } } }
  }
}`;
const INVOICES = `query Invoices($status: FinanceInvoiceStatus, $account: ID) {
  financeInvoices(status: $status, account: $account, first: 100) {
    edges { node { id invoiceNumber status totalDisplay balanceDisplay pdfUrl account { id } items { edges { node { productName taxPercentage totalDisplay } } } payments { amountDisplay paymentMethod } } }
  }
}`;

type Member = Account & { password: string; token: string };

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('shop orders through the API', () => {
  let t: TestApp;
  let club: Club;
  let ten: OrganizationClasspass;
  let trial: OrganizationClasspass;
  let archived: OrganizationClasspass;
  let hidden: OrganizationClasspass;
  let dropin: OrganizationClasspass;
  let admin: string;

  async function member(): Promise<Member> {
    const account = await t.make.member({ firstName: 'Mia', lastName: 'Member' });
    return { ...account, token: await tokenFor(t, account) };
  }

  async function staff(role: 'ADMIN' | 'FRONT_DESK' | 'FINANCE' | 'INSTRUCTOR' | 'MANAGER'): Promise<string> {
    return tokenFor(t, await t.make.staff({ staffRoles: [role] }));
  }

  async function order(m: Member, product: OrganizationClasspass, extra: Record<string, unknown> = {}) {
    const { body } = await t.gql(CREATE, { input: { organizationClasspass: gid('OrganizationClasspassNode', product.id), message: '', ...extra } }, { token: m.token });
    return body;
  }

  async function orderId(m: Member, product: OrganizationClasspass): Promise<string> {
    const body = await order(m, product);
    const id = body.data?.createFinanceOrder?.financeOrder?.id as string | undefined;
    if (!id) throw new Error(JSON.stringify(body.errors));
    return id;
  }

  const numeric = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);

  beforeAll(async () => {
    t = await createBookingTestApp();
    club = await t.make.defaultClub();
    const vat = await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'VAT 21%', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    ten = await t.make.classpassProduct({ name: '10 classes', price: '150.00', financeTaxRateId: vat.id });
    trial = await t.make.classpassProduct(TRIAL_PASS);
    archived = await t.make.classpassProduct({ name: 'Old card', price: '10', archived: true });
    hidden = await t.make.classpassProduct({ name: 'Staff deal', price: '10', displayShop: false });
    dropin = await t.make.classpassProduct({ name: 'Drop-in', price: '20', validity: 1, validityUnit: 'DAYS', classes: 1, displayShop: false });
    admin = await staff('ADMIN');
  });
  afterAll(() => t.close());

  it('creates a RECEIVED order the member reads with every field of the contract', async () => {
    const m = await member();
    const body = await order(m, ten, { message: '  See you Monday  ' });
    const id = body.data.createFinanceOrder.financeOrder.id as string;
    const { body: read } = await t.gql(ORDER, { id }, { token: m.token });
    expect(read.data.financeOrder).toEqual({
      id,
      orderNumber: numeric(id),
      message: 'See you Monday',
      status: 'RECEIVED',
      total: '150.00',
      totalDisplay: '€ 150.00',
      createdAt: '2026-03-02T09:00:00.000Z',
      account: { id: gid('AccountNode', m.id), fullName: 'Mia Member', hasCompleteEnoughProfile: false },
      items: {
        edges: [
          {
            node: {
              id: expect.any(String),
              productName: '10 classes',
              description: '10 classes, valid for 3 months',
              quantity: '1.00',
              totalDisplay: '€ 150.00',
              scheduleItem: null,
              attendanceDate: null,
            },
          },
        ],
      },
      deliveryError: null,
      financeInvoice: null,
    });
  });

  it('refuses unknown, undecodable and archived passes as NOT_FOUND, and passes not in the shop', async () => {
    const m = await member();
    expect(errorCode(await order(m, { ...ten, id: 999_999 }))).toBe('NOT_FOUND');
    expect(errorCode((await t.gql(CREATE, { input: { organizationClasspass: 'nonsense' } }, { token: m.token })).body)).toBe('NOT_FOUND');
    expect(errorCode((await t.gql(CREATE, { input: { organizationClasspass: gid('AccountNode', ten.id) } }, { token: m.token })).body)).toBe('NOT_FOUND');
    const gone = await order(m, archived);
    expect(errorCode(gone)).toBe('NOT_FOUND');
    expect(gone.errors![0]!.message).toBe('This class pass could not be found.');
    const notSold = await order(m, hidden);
    expect(errorCode(notSold)).toBe('VALIDATION_FAILED');
    expect(notSold.errors![0]!.message).toBe('This class pass is not sold in the shop.');
    // A drop-in is sold from a class's booking page only.
    expect(errorCode(await order(m, dropin))).toBe('VALIDATION_FAILED');
    expect(await t.app.db.selectFrom('financeOrders').select('id').where('accountId', '=', m.id).execute()).toEqual([]);
  });

  it('refuses a trial pass at the trial limit', async () => {
    const m = await member();
    await t.make.accountClasspass(m, trial);
    const body = await order(m, trial);
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(body.errors![0]!.message).toBe('You cannot purchase this classpass again.');
  });

  it('asks for a sign-in, and refuses a check-in device', async () => {
    const anonymous = await t.gql(CREATE, { input: { organizationClasspass: gid('OrganizationClasspassNode', ten.id) } });
    expect(errorCode(anonymous.body)).toBe('USER_NOT_LOGGED_IN');
    const kiosk = await tokenFor(t, await t.make.kiosk());
    expect(errorCode((await t.gql(CREATE, { input: { organizationClasspass: gid('OrganizationClasspassNode', ten.id) } }, { token: kiosk })).body)).toBe('PERMISSION_DENIED');
  });

  describe('buy and book', () => {
    it('takes a class whose drop-in price the pass is, and refuses other passes and dates the class does not run', async () => {
      const item = await t.make.scheduleClass();
      await t.app.db.insertInto('scheduleItemPrices').values({ clubId: club.id, scheduleItemId: item.id, dateStart: '2026-01-01', organizationClasspassDropinId: dropin.id }).execute();
      const m = await member();
      const withClass = { scheduleItem: gid('ScheduleItemNode', item.id), attendanceDate: '2026-03-10' };
      const ok = await order(m, dropin, withClass);
      const id = ok.data.createFinanceOrder.financeOrder.id;
      const { body } = await t.gql(ORDER, { id }, { token: m.token });
      expect(body.data.financeOrder.items.edges[0].node).toMatchObject({ productName: 'Drop-in', scheduleItem: { id: gid('ScheduleItemNode', item.id) }, attendanceDate: '2026-03-10' });

      expect((await order(m, ten, withClass)).errors![0]!.message).toBe('This class pass is not sold for this class.');
      expect(errorCode(await order(m, dropin, { ...withClass, attendanceDate: '2026-03-11' }))).toBe('NOT_FOUND');
      expect(errorCode(await order(m, dropin, { ...withClass, scheduleItem: gid('ScheduleItemNode', 999_999) }))).toBe('NOT_FOUND');
    });
  });

  it("answers NOT_FOUND for someone else's order, and for an order of another club", async () => {
    const a = await member();
    const b = await member();
    const id = await orderId(a, ten);
    const stranger = await t.gql(ORDER, { id }, { token: b.token });
    const missing = await t.gql(ORDER, { id: gid('FinanceOrderNode', 999_999) }, { token: b.token });
    expect(errorCode(stranger.body)).toBe('NOT_FOUND');
    expect(stranger.body).toEqual(missing.body);
    const instructor = await staff('INSTRUCTOR');
    expect(errorCode((await t.gql(ORDER, { id }, { token: instructor })).body)).toBe('NOT_FOUND');
    const frontDesk = await staff('FRONT_DESK');
    expect((await t.gql(ORDER, { id }, { token: frontDesk })).body.data.financeOrder.status).toBe('RECEIVED');
  });

  describe('cancelling', () => {
    it('lets the member cancel their own unpaid order, which leaves their list', async () => {
      const m = await member();
      const id = await orderId(m, ten);
      const { body } = await t.gql(DELETE, { input: { id, fromUser: true } }, { token: m.token });
      expect(body.data.deleteFinanceOrder.ok).toBe(true);
      expect(await findOrder(t.app.db, club.id, numeric(id))).toMatchObject({ status: 'CANCELLED' });
      const mine = await t.gql(ORDERS, {}, { token: m.token });
      expect(mine.body.data.financeOrders.edges).toEqual([]);
      const cancelled = await t.gql(ORDERS, { status: 'CANCELLED' }, { token: m.token });
      expect(cancelled.body.data.financeOrders.edges.map((e: any) => e.node.id)).toEqual([id]);
      // Cancelling again (a second click, the cancel page reloaded) is fine.
      expect((await t.gql(DELETE, { input: { id, fromUser: true } }, { token: m.token })).body.data.deleteFinanceOrder.ok).toBe(true);
    });

    it("answers NOT_FOUND for someone else's order and leaves it as it was, even for staff with fromUser", async () => {
      const a = await member();
      const b = await member();
      const id = await orderId(a, ten);
      expect(errorCode((await t.gql(DELETE, { input: { id, fromUser: true } }, { token: b.token })).body)).toBe('NOT_FOUND');
      expect(errorCode((await t.gql(DELETE, { input: { id, fromUser: true } }, { token: admin })).body)).toBe('NOT_FOUND');
      expect(errorCode((await t.gql(DELETE, { input: { id, fromUser: false } }, { token: b.token })).body)).toBe('PERMISSION_DENIED');
      expect(await findOrder(t.app.db, club.id, numeric(id))).toMatchObject({ status: 'RECEIVED' });
      expect((await t.gql(DELETE, { input: { id, fromUser: false } }, { token: await staff('FRONT_DESK') })).body.data.deleteFinanceOrder.ok).toBe(true);
      expect(await findOrder(t.app.db, club.id, numeric(id))).toMatchObject({ status: 'CANCELLED' });
    });

    it('never cancels a delivered order', async () => {
      const m = await member();
      const id = await orderId(m, ten);
      await deliver(t, club, numeric(id), payment('150.00'));
      const { body } = await t.gql(DELETE, { input: { id, fromUser: true } }, { token: m.token });
      expect(errorCode(body)).toBe('VALIDATION_FAILED');
      expect(body.errors![0]!.message).toBe('This order has been paid and can no longer be cancelled.');
      expect(await findOrder(t.app.db, club.id, numeric(id))).toMatchObject({ status: 'DELIVERED' });
    });
  });

  describe('staff', () => {
    it('list every order with a status filter and cursors; members see their own only', async () => {
      const a = await member();
      const b = await member();
      const first = await orderId(a, ten);
      const second = await orderId(b, ten);
      await deliver(t, club, numeric(second), payment('150.00'));
      const finance = await staff('FINANCE');

      const received = await t.gql(ORDERS, { status: 'RECEIVED', first: 100 }, { token: finance });
      const receivedIds = received.body.data.financeOrders.edges.map((e: any) => e.node.id);
      expect(receivedIds).toContain(first);
      expect(receivedIds).not.toContain(second);
      const delivered = await t.gql(ORDERS, { status: 'DELIVERED', account: gid('AccountNode', b.id) }, { token: finance });
      expect(delivered.body.data.financeOrders.edges.map((e: any) => e.node.id)).toEqual([second]);
      const page = await t.gql(ORDERS, { first: 1 }, { token: finance });
      expect(page.body.data.financeOrders.pageInfo.hasNextPage).toBe(true);
      const next = await t.gql(ORDERS, { first: 1, after: page.body.data.financeOrders.pageInfo.endCursor }, { token: finance });
      expect(next.body.data.financeOrders.edges[0].node.id).not.toBe(page.body.data.financeOrders.edges[0].node.id);

      const mine = await t.gql(ORDERS, {}, { token: a.token });
      expect(mine.body.data.financeOrders.edges.map((e: any) => e.node.id)).toEqual([first]);
      expect(errorCode((await t.gql(ORDERS, { account: gid('AccountNode', b.id) }, { token: a.token })).body)).toBe('PERMISSION_DENIED');
      // Staff without finance.orders.view are members here: their own orders only.
      expect((await t.gql(ORDERS, {}, { token: await staff('INSTRUCTOR') })).body.data.financeOrders.edges).toEqual([]);
      expect(errorCode((await t.gql(ORDERS, { account: gid('AccountNode', a.id) }, { token: await staff('INSTRUCTOR') })).body)).toBe('PERMISSION_DENIED');
    });

    it('deliver an order by hand: the pass is sold and the invoice stays open without a payment', async () => {
      const m = await member();
      const id = await orderId(m, ten);
      const frontDesk = await staff('FRONT_DESK');
      const { body } = await t.gql(UPDATE, { input: { id, status: 'DELIVERED' } }, { token: frontDesk });
      // The front desk delivers but does not read invoices (finance.invoices.read).
      expect(body.data.updateFinanceOrder.financeOrder).toEqual({ id, status: 'DELIVERED', financeInvoice: null });
      const asAdmin = await t.gql(ORDER, { id }, { token: admin });
      expect(asAdmin.body.data.financeOrder.financeInvoice).toMatchObject({ status: 'SENT' });
      expect(await findInvoiceOfOrder(t.app.db, club.id, numeric(id))).toMatchObject({ status: 'SENT', paid: '0.00', payments: [] });
      expect(await t.app.db.selectFrom('accountClasspasses').select('organizationClasspassId').where('accountId', '=', m.id).execute()).toEqual([{ organizationClasspassId: ten.id }]);
      // Delivered again by hand, or by a late payment event: nothing more.
      expect((await t.gql(UPDATE, { input: { id, status: 'DELIVERED' } }, { token: frontDesk })).body.data.updateFinanceOrder.financeOrder.status).toBe('DELIVERED');
      expect(await deliver(t, club, numeric(id), payment('150.00'))).toBe('ALREADY_DELIVERED');
      expect(await t.app.db.selectFrom('accountClasspasses').select('id').where('accountId', '=', m.id).execute()).toHaveLength(1);
      const back = await t.gql(UPDATE, { input: { id, status: 'RECEIVED' } }, { token: frontDesk });
      expect(back.body.errors![0]!.message).toBe('A delivered order cannot be changed.');
    });

    it('show why a delivery failed', async () => {
      const m = await member();
      const second = await orderId(m, trial);
      // Meanwhile the desk gives the member a trial pass.
      await t.make.accountClasspass(m, trial);
      await deliver(t, club, numeric(second), payment('15.00'));
      const asStaff = await t.gql(ORDER, { id: second }, { token: admin });
      expect(asStaff.body.data.financeOrder).toMatchObject({ status: 'DELIVERY_ERROR', deliveryError: 'You cannot purchase this classpass again.' });
      const asMember = await t.gql(ORDER, { id: second }, { token: m.token });
      expect(asMember.body.data.financeOrder).toMatchObject({ status: 'DELIVERY_ERROR', deliveryError: null });
    });

    it('are refused other statuses without finance.orders.edit, and DELIVERY_ERROR by hand', async () => {
      const m = await member();
      const id = await orderId(m, ten);
      for (const token of [m.token, await staff('INSTRUCTOR')]) {
        expect(errorCode((await t.gql(UPDATE, { input: { id, status: 'DELIVERED' } }, { token })).body)).toBe('PERMISSION_DENIED');
      }
      expect(errorCode((await t.gql(UPDATE, { input: { id, status: 'DELIVERY_ERROR' } }, { token: admin })).body)).toBe('VALIDATION_FAILED');
      expect(errorCode((await t.gql(UPDATE, { input: { id: gid('FinanceOrderNode', 999_999), status: 'PAID' } }, { token: admin })).body)).toBe('NOT_FOUND');
      expect(await findOrder(t.app.db, club.id, numeric(id))).toMatchObject({ status: 'RECEIVED' });
      expect((await t.gql(UPDATE, { input: { id, status: 'AWAITING_PAYMENT' } }, { token: admin })).body.data.updateFinanceOrder.financeOrder.status).toBe('AWAITING_PAYMENT');
    });
  });

  describe('invoices', () => {
    it('the member reads their own, staff with finance.invoices.read every one', async () => {
      const a = await member();
      const b = await member();
      const id = await orderId(a, ten);
      await deliver(t, club, numeric(id), payment('150.00'));
      await deliver(t, club, numeric(await orderId(b, ten)), payment('150.00'));

      const mine = await t.gql(INVOICES, {}, { token: a.token });
      const invoices = mine.body.data.financeInvoices.edges.map((e: any) => e.node);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        status: 'PAID',
        totalDisplay: '€ 150.00',
        balanceDisplay: '€ 0.00',
        account: { id: gid('AccountNode', a.id) },
        items: { edges: [{ node: { productName: '10 classes', taxPercentage: '21.000', totalDisplay: '€ 150.00' } }] },
        payments: [{ amountDisplay: '€ 150.00', paymentMethod: 'Online payment (test mode)' }],
      });
      expect(invoices[0].pdfUrl).toBe(`/${club.slug}/d/api/finance/invoices/${invoices[0].id}/pdf/`);
      const byId = await t.gql(`query($id: ID!) { financeInvoice(id: $id) { invoiceNumber financeOrder { id } } }`, { id: invoices[0].id }, { token: a.token });
      expect(byId.body.data.financeInvoice).toEqual({ invoiceNumber: invoices[0].invoiceNumber, financeOrder: { id } });
      const stranger = await t.gql(`query($id: ID!) { financeInvoice(id: $id) { id } }`, { id: invoices[0].id }, { token: b.token });
      expect(errorCode(stranger.body)).toBe('NOT_FOUND');

      const finance = await staff('FINANCE');
      const all = await t.gql(INVOICES, { status: 'PAID' }, { token: finance });
      expect(all.body.data.financeInvoices.edges.length).toBeGreaterThanOrEqual(2);
      const frontDesk = await staff('FRONT_DESK');
      expect((await t.gql(INVOICES, {}, { token: frontDesk })).body.data.financeInvoices.edges).toEqual([]);
      expect(errorCode((await t.gql(INVOICES, { account: gid('AccountNode', a.id) }, { token: frontDesk })).body)).toBe('PERMISSION_DENIED');
    });
  });
});
