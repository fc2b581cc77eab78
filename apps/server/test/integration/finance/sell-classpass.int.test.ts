import { beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import { bookingTestAppPerFile, gid, tokenFor } from '../booking/booking-kit.js';

const SELL = `mutation Sell($input: SellAccountClasspassInput!) {
  sellAccountClasspass(input: $input) {
    accountClasspass { id classesRemaining dateStart }
    financeOrder { id status total financeInvoice { status total paid } }
    attendance { id bookingStatus onlineBooking date }
  }
}`;

async function rowCounts(t: ReturnType<typeof bookingTestAppPerFile>, accountId: number) {
  const count = async (table: 'accountClasspasses' | 'financeOrders' | 'scheduleItemAttendances' | 'financeInvoices') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('accountId', '=', accountId).executeTakeFirstOrThrow()).n);
  return { passes: await count('accountClasspasses'), orders: await count('financeOrders'), bookings: await count('scheduleItemAttendances'), invoices: await count('financeInvoices') };
}

// The clock: Monday 2 March 2026, 10:00 in Amsterdam; the test classes are on 10 March.
describe('sellAccountClasspass (selling a pass at the desk)', () => {
  const t = bookingTestAppPerFile();
  let staffToken: string;
  let item: ScheduleItem;
  let ten: OrganizationClasspass;
  let trial: OrganizationClasspass;

  beforeAll(async () => {
    staffToken = await tokenFor(t, await t.make.staff());
    item = await t.make.scheduleClass({ spaces: 2, walkInSpaces: 1 });
    // Not in the shop: the desk may still sell it.
    ten = await t.make.classpassProduct({ forClasses: [item], displayShop: false });
    trial = await t.make.classpassProduct({ name: 'Trial', price: '15.00', classes: 1, trialPass: true, forClasses: [item] });
  });

  const sell = (input: Record<string, unknown>, token = staffToken) => t.gql(SELL, { input }, { token });

  it('gives the pass, writes the order DELIVERED with its invoice left open for the desk', async () => {
    const member = await t.make.member();
    const res = await sell({ account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', ten.id) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sellAccountClasspass).toMatchObject({
      accountClasspass: { classesRemaining: 10, dateStart: '2026-03-02' },
      financeOrder: { status: 'DELIVERED', total: '150.00', financeInvoice: { status: 'SENT', total: '150.00', paid: '0.00' } },
      attendance: null,
    });
    expect(await rowCounts(t, member.id)).toEqual({ passes: 1, orders: 1, bookings: 0, invoices: 1 });
  });

  it('records the money taken on the spot (cash or card at the desk): the invoice is PAID in the same sale; another method sells nothing', async () => {
    const methods = new Map((await t.app.db.selectFrom('financePaymentMethods').select(['id', 'code']).where('clubId', '=', (await t.make.defaultClub()).id).execute()).map((m) => [m.code, gid('FinancePaymentMethodNode', m.id)]));
    const member = await t.make.member();
    const input = { account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', ten.id) };
    const wire = await sell({ ...input, paidWith: methods.get('WIRE_TRANSFER') });
    expect(wire.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'paymentMethod' });
    expect(await rowCounts(t, member.id)).toEqual({ passes: 0, orders: 0, bookings: 0, invoices: 0 });
    const card = await sell({ ...input, paidWith: methods.get('CARD_DESK') });
    expect(card.body.errors).toBeUndefined();
    expect(card.body.data.sellAccountClasspass.financeOrder.financeInvoice).toEqual({ status: 'PAID', total: '150.00', paid: '150.00' });
    const instructorToken = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    expect((await sell({ ...input, paidWith: methods.get('CASH') }, instructorToken)).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });

  it("lists the desk's methods (cash, card at the desk) to the front desk, who sells with one of them", async () => {
    const frontDesk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    const read = await t.gql(`{ financeDeskPaymentMethods { id name code } }`, {}, { token: frontDesk });
    expect(read.body.errors).toBeUndefined();
    const methods: { id: string; name: string; code: string }[] = read.body.data.financeDeskPaymentMethods;
    expect(methods.map((m) => m.code).sort()).toEqual(['CARD_DESK', 'CASH']);
    const member = await t.make.member();
    const cash = methods.find((m) => m.code === 'CASH')?.id;
    const sold = await sell({ account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', ten.id), paidWith: cash }, frontDesk);
    expect(sold.body.errors).toBeUndefined();
    // The desk does not read invoices (finance.invoices.read): the row says it is paid.
    const invoice = await t.app.db.selectFrom('financeInvoices').select(['status', 'paid']).where('accountId', '=', member.id).executeTakeFirstOrThrow();
    expect(invoice).toEqual({ status: 'PAID', paid: '150.00' });
  });

  it('starts the pass on the date the desk chose; a chosen date with a class, or not a date, is refused and writes nothing', async () => {
    const member = await t.make.member();
    const input = { account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', ten.id) };
    const res = await sell({ ...input, dateStart: '2026-03-16' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sellAccountClasspass.accountClasspass).toMatchObject({ classesRemaining: 10, dateStart: '2026-03-16' });
    const withClass = await sell({ ...input, dateStart: '2026-03-16', scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart });
    expect(withClass.body.errors![0]).toMatchObject({ message: "A pass sold with a class starts on the class's date.", extensions: { code: 'VALIDATION_FAILED' } });
    const notADate = await sell({ ...input, dateStart: '2026-02-30' });
    expect(notADate.body.errors![0]!.extensions!.code).toBe('VALIDATION_FAILED');
    expect(await rowCounts(t, member.id)).toEqual({ passes: 1, orders: 1, bookings: 0, invoices: 1 });
  });

  it('sells and books in one step, at the desk (the walk-in space when online is full)', async () => {
    const online = await t.make.member();
    const first = await sell({ account: gid('AccountNode', online.id), organizationClasspass: gid('OrganizationClasspassNode', ten.id), scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart });
    expect(first.body.errors).toBeUndefined();
    // One online space (2 spaces, 1 walk-in) is now taken: the next one only fits at the desk.
    const member = await t.make.member();
    const res = await sell({ account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', ten.id), scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sellAccountClasspass).toMatchObject({
      accountClasspass: { classesRemaining: 9 },
      attendance: { bookingStatus: 'BOOKED', onlineBooking: false, date: '2026-03-10' },
      financeOrder: { status: 'DELIVERED' },
    });
  });

  it('writes nothing when the class is full: the reason is answered, no order is left in DELIVERY_ERROR', async () => {
    const member = await t.make.member();
    const res = await sell({ account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', ten.id), scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart });
    expect(res.body.errors![0]).toMatchObject({ message: 'This class is full.', extensions: { code: 'CLASS_FULL' } });
    expect(await rowCounts(t, member.id)).toEqual({ passes: 0, orders: 0, bookings: 0, invoices: 0 });
  });

  it('applies the trial limit as the shop does', async () => {
    const member = await t.make.member();
    const input = { account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', trial.id) };
    expect((await sell(input)).body.errors).toBeUndefined();
    const again = await sell(input);
    expect(again.body.errors![0]).toMatchObject({ message: 'You cannot purchase this classpass again.', extensions: { code: 'VALIDATION_FAILED' } });
    expect(await rowCounts(t, member.id)).toMatchObject({ passes: 1, orders: 1 });
  });

  it('refuses archived products, a pass the class does not accept, and unknown accounts or classes', async () => {
    const member = await t.make.member();
    const account = gid('AccountNode', member.id);
    const archived = await t.make.classpassProduct({ name: 'Old', archived: true });
    const otherClass = await t.make.scheduleClass();
    const cases: [Record<string, unknown>, string][] = [
      [{ account, organizationClasspass: gid('OrganizationClasspassNode', archived.id) }, 'NOT_FOUND'],
      [{ account, organizationClasspass: gid('OrganizationClasspassNode', ten.id), scheduleItem: gid('ScheduleItemNode', otherClass.id), date: otherClass.dateStart }, 'VALIDATION_FAILED'],
      [{ account: gid('AccountNode', 999_999), organizationClasspass: gid('OrganizationClasspassNode', ten.id) }, 'NOT_FOUND'],
      [{ account, organizationClasspass: gid('OrganizationClasspassNode', ten.id), scheduleItem: gid('ScheduleItemNode', item.id) }, 'NOT_FOUND'],
    ];
    for (const [input, code] of cases) expect((await sell(input)).body.errors![0]!.extensions!.code, JSON.stringify(input)).toBe(code);
    expect(await rowCounts(t, member.id)).toEqual({ passes: 0, orders: 0, bookings: 0, invoices: 0 });
  });

  it('is for staff who may give passes: an instructor is refused', async () => {
    const member = await t.make.member();
    const instructor = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    const res = await sell({ account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', ten.id) }, instructor);
    expect(res.body.errors![0]!.extensions!.code).toBe('PERMISSION_DENIED');
  });
});
