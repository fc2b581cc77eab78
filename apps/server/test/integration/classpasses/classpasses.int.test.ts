import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { book, booker, createBookingTestApp, errorCode, gid, tokenFor } from '../booking/booking-kit.js';

const PRODUCT_FIELDS = `id archived displayPublic displayShop trialPass name description price priceDisplay validity validityUnit
  validityUnitDisplay classes unlimited quickStatsAmount`;

const SHOP = `query Shop($archived: Boolean, $displayShop: Boolean, $orderBy: String, $first: Int, $after: String) {
  organizationClasspasses(first: $first, after: $after, archived: $archived, displayShop: $displayShop, orderBy: $orderBy) {
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
    edges { node { ${PRODUCT_FIELDS} } }
  }
}`;

const MY_PASSES = `query Mine($account: ID) {
  accountClasspasses(account: $account, first: 100) {
    edges { node { id dateStart dateEnd classesRemaining classesRemainingDisplay isExpired organizationClasspass { name } } }
  }
}`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('class passes', () => {
  let t: TestApp;
  let ten: OrganizationClasspass;
  let trial: OrganizationClasspass;
  let unlimited: OrganizationClasspass;
  let five: OrganizationClasspass;
  let archived: OrganizationClasspass;
  let dropin: OrganizationClasspass;

  beforeAll(async () => {
    t = await createBookingTestApp();
    await t.make.defaultClub();
    unlimited = await t.make.classpassProduct({ name: 'Unlimited month', price: '99', validity: 1, unlimited: true, classes: 0 });
    ten = await t.make.classpassProduct({ name: '10 classes', description: '<p>Ten <b>classes</b></p>', price: '150.00', quickStatsAmount: '15.00' });
    trial = await t.make.classpassProduct({ name: 'Trial', price: '15', validity: 14, validityUnit: 'DAYS', classes: 1, trialPass: true });
    five = await t.make.classpassProduct({ name: '5 classes', price: '85.50', validity: 2, classes: 5 });
    archived = await t.make.classpassProduct({ name: 'Old card', price: '10', archived: true });
    dropin = await t.make.classpassProduct({ name: 'Drop-in', price: '20', validity: 1, validityUnit: 'DAYS', classes: 1, displayShop: false });
  });
  afterAll(() => t.close());

  it('lists the shop’s passes fewest classes first, unlimited last, with display fields', async () => {
    const { body } = await t.gql(SHOP, { first: 100, archived: false, displayShop: true });
    const nodes = body.data.organizationClasspasses.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.name)).toEqual(['Trial', '5 classes', '10 classes', 'Unlimited month']);
    expect(nodes[2]).toEqual({
      id: gid('OrganizationClasspassNode', ten.id),
      archived: false,
      displayPublic: true,
      displayShop: true,
      trialPass: false,
      name: '10 classes',
      description: '<p>Ten <b>classes</b></p>',
      price: '150.00',
      priceDisplay: '€ 150.00',
      validity: 3,
      validityUnit: 'MONTHS',
      validityUnitDisplay: 'Months',
      classes: 10,
      unlimited: false,
      quickStatsAmount: '15.00',
    });
    expect(nodes[3]).toMatchObject({ classes: null, unlimited: true, validityUnitDisplay: 'Month', priceDisplay: '€ 99.00' });
    expect(nodes[1].priceDisplay).toBe('€ 85.50');
    expect(body.data.organizationClasspasses.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('pages with cursors and sorts as asked', async () => {
    const first = await t.gql(SHOP, { first: 2, displayShop: true });
    expect(first.body.data.organizationClasspasses.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql(SHOP, { first: 2, displayShop: true, after: first.body.data.organizationClasspasses.pageInfo.endCursor });
    expect(next.body.data.organizationClasspasses.edges.map((e: any) => e.node.name)).toEqual(['10 classes', 'Unlimited month']);
    const byPrice = await t.gql(SHOP, { first: 10, displayShop: true, orderBy: '-price' });
    expect(byPrice.body.data.organizationClasspasses.edges.map((e: any) => e.node.name)).toEqual(['10 classes', 'Unlimited month', '5 classes', 'Trial']);
    expect(errorCode((await t.gql(SHOP, { orderBy: 'colour' })).body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await t.gql(SHOP, { first: 101 })).body)).toBe('BAD_REQUEST');
  });

  it('shows archived products to staff only', async () => {
    const anonymous = await t.gql(SHOP, { archived: true });
    expect(anonymous.body.data.organizationClasspasses.edges).toEqual([]);
    const staff = await tokenFor(t, await t.make.staff());
    const asStaff = await t.gql(SHOP, { archived: true }, { token: staff });
    expect(asStaff.body.data.organizationClasspasses.edges.map((e: any) => e.node.name)).toEqual(['Old card']);
    const one = `query One($id: ID!) { organizationClasspass(id: $id) { name } }`;
    expect(errorCode((await t.gql(one, { id: gid('OrganizationClasspassNode', archived.id) })).body)).toBe('NOT_FOUND');
    expect((await t.gql(one, { id: gid('OrganizationClasspassNode', archived.id) }, { token: staff })).body.data.organizationClasspass.name).toBe('Old card');
  });

  it('reads one product by id, including one not shown in the shop, and refuses forged ids', async () => {
    const one = `query One($id: ID!) { organizationClasspass(id: $id) { id name priceDisplay } }`;
    const { body } = await t.gql(one, { id: gid('OrganizationClasspassNode', dropin.id) });
    expect(body.data.organizationClasspass).toEqual({ id: gid('OrganizationClasspassNode', dropin.id), name: 'Drop-in', priceDisplay: '€ 20.00' });
    expect(errorCode((await t.gql(one, { id: gid('AccountClasspassNode', dropin.id) })).body)).toBe('NOT_FOUND');
    expect(errorCode((await t.gql(one, { id: 'x' })).body)).toBe('NOT_FOUND');
  });

  it("lists a member's passes newest first with what is left, Unlimited and expiry", async () => {
    const item = await t.make.scheduleClass({ dateStart: '2026-03-10' });
    const member = await t.make.member();
    const old = await t.make.accountClasspass(member, five, '2025-11-01');
    const current = await t.make.accountClasspass(member, ten, '2026-02-15');
    await t.make.accountClasspass(member, unlimited, '2026-03-01');
    await t.app.db
      .insertInto('scheduleItemAttendances')
      .values({ clubId: member.clubId, accountId: member.id, scheduleItemId: item.id, date: item.dateStart, attendanceType: 'CLASSPASS', accountClasspassId: current.id, bookingStatus: 'BOOKED' })
      .execute();
    const { body } = await t.gql(MY_PASSES, { account: gid('AccountNode', member.id) }, { token: await tokenFor(t, member) });
    expect(body.data.accountClasspasses.edges.map((e: any) => e.node)).toEqual([
      expect.objectContaining({ dateStart: '2026-03-01', dateEnd: '2026-03-31', classesRemaining: null, classesRemainingDisplay: 'Unlimited', isExpired: false }),
      expect.objectContaining({
        id: gid('AccountClasspassNode', current.id),
        dateStart: '2026-02-15',
        dateEnd: '2026-05-14',
        classesRemaining: 9,
        classesRemainingDisplay: '9',
        isExpired: false,
        organizationClasspass: { name: '10 classes' },
      }),
      expect.objectContaining({ id: gid('AccountClasspassNode', old.id), dateEnd: '2025-12-31', isExpired: true }),
    ]);
  });

  it("keeps a member's passes from other members, answering like a missing account", async () => {
    const a = await t.make.member();
    await t.make.accountClasspass(a, ten);
    const b = await t.make.member();
    const bToken = await tokenFor(t, b);
    const theirs = await t.gql(MY_PASSES, { account: gid('AccountNode', a.id) }, { token: bToken });
    const nobody = await t.gql(MY_PASSES, { account: gid('AccountNode', 999_999) }, { token: bToken });
    expect(errorCode(theirs.body)).toBe('PERMISSION_DENIED');
    expect(nobody.body.errors).toEqual(theirs.body.errors);
    expect((await t.gql(MY_PASSES, {}, { token: bToken })).body.data.accountClasspasses.edges).toEqual([]);
    const passId = (await t.app.db.selectFrom('accountClasspasses').select('id').where('accountId', '=', a.id).executeTakeFirstOrThrow()).id;
    const node = await t.gql(`query N($id: ID!) { node(id: $id) { id } }`, { id: gid('AccountClasspassNode', passId) }, { token: bToken });
    expect(node.body.data?.node ?? null).toBeNull();
    expect(errorCode((await t.gql(MY_PASSES, {})).body)).toBe('USER_NOT_LOGGED_IN');
    const staff = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    expect((await t.gql(MY_PASSES, { account: gid('AccountNode', a.id) }, { token: staff })).body.data.accountClasspasses.edges).toHaveLength(1);
  });

  it('reports the trial limit once the account has held as many trial passes as the club allows', async () => {
    const member = await t.make.member();
    const token = await tokenFor(t, member);
    const flag = async () => (await t.gql('{ currentAccount { hasReachedTrialLimit } }', {}, { token })).body.data.currentAccount.hasReachedTrialLimit;
    expect(await flag()).toBe(false);
    await t.make.accountClasspass(member, ten);
    expect(await flag()).toBe(false);
    await t.make.accountClasspass(member, trial, '2025-01-01');
    expect(await flag()).toBe(true);
  });

  it('takes the classes a pass is booked for off what is left', async () => {
    const item = await t.make.scheduleClass({ dateStart: '2026-03-11' });
    const product = await t.make.classpassProduct({ forClasses: [item], classes: 3 });
    const member = await booker(t, product);
    await book(t, member, item);
    const { body } = await t.gql(MY_PASSES, {}, { token: member.token });
    expect(body.data.accountClasspasses.edges[0].node.classesRemaining).toBe(2);
  });
});
