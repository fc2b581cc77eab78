import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEND_FOR_SUBSCRIPTION, FORM_MESSAGES, PRICE_OVERLAPS, TWO_DECIMALS } from '@kiai/shared';
import type { Club } from '../../../src/modules/clubs/club.js';
import { subscriptionPriceOn } from '../../../src/modules/organization/index.js';
import { subscriptionProductIdsAllowedForItem } from '../../../src/modules/subscription-records/index.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';

const FIELDS = `id name description subscriptionUnit classes unlimited dailyCap registrationFee registrationFeeDisplay minimumDurationMonths noticePeriod noticeUnit
  renewalMode reconcileLaterClasses creditValidityDays financeTaxRateId financeGlAccountId financeCostCentreId displayPublic displayShop archived
  requiredMembership { id name } organizationSubscriptionGroups { id name } organizationSubscriptionPrices { id price dateStart dateEnd } priceToday { price }`;
const CREATE = `mutation($input: CreateOrganizationSubscriptionInput!) { createOrganizationSubscription(input: $input) { organizationSubscription { ${FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateOrganizationSubscriptionInput!) { updateOrganizationSubscription(input: $input) { organizationSubscription { id name } } }`;
const ARCHIVE = `mutation($id: ID!, $archived: Boolean) { archiveOrganizationSubscription(input: { id: $id, archived: $archived }) { organizationSubscription { id archived } } }`;
const LIST = `query($archived: Boolean) { organizationSubscriptions(archived: $archived) { edges { node { id name } } } }`;
const ADD_PRICE = `mutation($input: CreateOrganizationSubscriptionPriceInput!) {
  createOrganizationSubscriptionPrice(input: $input) { organizationSubscription { organizationSubscriptionPrices { id price dateStart dateEnd } } }
}`;
const DELETE_PRICE = `mutation($id: ID!) { deleteOrganizationSubscriptionPrice(input: { id: $id }) { organizationSubscription { organizationSubscriptionPrices { price } } } }`;
const CREATE_GROUP = `mutation($name: String!) { createOrganizationSubscriptionGroup(input: { name: $name }) { organizationSubscriptionGroup { id name archived } } }`;
const CREATE_MEMBERSHIP = `mutation($input: CreateOrganizationMembershipInput!) {
  createOrganizationMembership(input: $input) { organizationMembership { id name description price priceDisplay validity validityUnit terms renewal renewalDaysBefore financeTaxRateId archived } }
}`;

const UNLIMITED = { name: 'Unlimited monthly', subscriptionUnit: 'MONTH', unlimited: true, registrationFee: '25', minimumDurationMonths: 3 };

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('subscription and membership products', () => {
  let t: TestApp;
  let club: Club;
  let other: Club;
  let admin: string;
  let frontDesk: string;
  let instructor: string;
  let member: string;
  const as = (token: string) => (query: string, variables?: Record<string, unknown>) => t.gql(query, variables, { token }).then((r) => r.body as { data?: any; errors?: any[] });
  const asAdmin = (query: string, variables?: Record<string, unknown>) => as(admin)(query, variables);
  const count = async (table: 'organizationSubscriptions' | 'organizationSubscriptionPrices' | 'organizationMemberships') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const create = async (input: Record<string, unknown>) => {
    const body = await asAdmin(CREATE, { input });
    if (!body.data?.createOrganizationSubscription) throw new Error(JSON.stringify(body.errors));
    return body.data.createOrganizationSubscription.organizationSubscription;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
    club = await t.make.defaultClub();
    other = await t.make.club({ slug: 'other-products-club' });
    admin = (await t.make.session(await t.make.staff())).token;
    frontDesk = (await t.make.session(await t.make.staff({ staffRoles: ['FRONT_DESK'] }))).token;
    instructor = (await t.make.session(await t.make.staff({ staffRoles: ['INSTRUCTOR'], instructor: true }))).token;
    member = (await t.make.session(await t.make.account())).token;
  });
  afterAll(() => t.close());

  it('creates an unlimited monthly subscription with its groups, membership and ledger, the description sanitised', async () => {
    const vat = await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'VAT 21%', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    const gl = await t.app.db.insertInto('financeGlAccounts').values({ clubId: club.id, code: '8000', name: 'Subscriptions' }).returning('id').executeTakeFirstOrThrow();
    const cc = await t.app.db.insertInto('financeCostCentres').values({ clubId: club.id, code: 'GYM', name: 'Gym' }).returning('id').executeTakeFirstOrThrow();
    const group = (await asAdmin(CREATE_GROUP, { name: 'All classes' })).data.createOrganizationSubscriptionGroup.organizationSubscriptionGroup;
    const membership = (await asAdmin(CREATE_MEMBERSHIP, { input: { name: 'Club membership', price: '30', validity: 1, validityUnit: 'YEARS' } })).data.createOrganizationMembership.organizationMembership;
    const product = await create({
      ...UNLIMITED,
      description: '<p onclick="steal()">Train <b>every</b> day<script>alert(1)</script> <a href="javascript:alert(1)">terms</a></p>',
      dailyCap: 2,
      noticePeriod: 1,
      noticeUnit: 'MONTHS',
      creditValidityDays: 45,
      requiredMembership: membership.id,
      financeTaxRate: vat.id,
      financeGlAccount: gid('FinanceGlAccountNode', gl.id),
      financeCostCentre: gid('FinanceCostCentreNode', cc.id),
      organizationSubscriptionGroups: [group.id],
    });
    expect(product).toMatchObject({
      name: 'Unlimited monthly',
      description: '<p>Train <b>every</b> day <a>terms</a></p>',
      subscriptionUnit: 'MONTH',
      classes: null,
      unlimited: true,
      dailyCap: 2,
      registrationFee: '25.00',
      registrationFeeDisplay: '€ 25.00',
      minimumDurationMonths: 3,
      noticePeriod: 1,
      noticeUnit: 'MONTHS',
      renewalMode: 'MONTHLY',
      reconcileLaterClasses: 0,
      creditValidityDays: 45,
      financeTaxRateId: vat.id,
      financeGlAccountId: gid('FinanceGlAccountNode', gl.id),
      financeCostCentreId: gid('FinanceCostCentreNode', cc.id),
      requiredMembership: { id: membership.id, name: 'Club membership' },
      organizationSubscriptionGroups: [{ id: group.id, name: 'All classes' }],
      organizationSubscriptionPrices: [],
      priceToday: null,
      archived: false,
    });
  });

  it('refuses bad input under its fields, extreme numbers included, and writes nothing', async () => {
    const before = await count('organizationSubscriptions');
    const empty = await asAdmin(CREATE, { input: { name: ' ', subscriptionUnit: 'WEEK', unlimited: false } });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: FORM_MESSAGES.required, classes: FORM_MESSAGES.required } });
    const huge = await asAdmin(CREATE, {
      input: { name: 'Huge', subscriptionUnit: 'WEEK', classes: 2_000_000_000, registrationFee: '25.999', minimumDurationMonths: 1000, noticePeriod: -1, creditValidityDays: 0 },
    });
    expect(huge.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        classes: 'Please input a number of at most 1000',
        registrationFee: TWO_DECIMALS,
        minimumDurationMonths: 'Please input a number of at most 120',
        noticePeriod: FORM_MESSAGES.positiveNumber,
        creditValidityDays: FORM_MESSAGES.aboveZero,
      },
    });
    expect(await count('organizationSubscriptions')).toBe(before);
  });

  it("answers another club's product NOT_FOUND, and refuses another club's group, membership and ledger under their fields", async () => {
    const foreign = await t.app.db.insertInto('organizationSubscriptions').values({ clubId: other.id, name: 'Theirs', subscriptionUnit: 'MONTH', classes: 4 }).returning('id').executeTakeFirstOrThrow();
    const foreignGroup = await t.app.db.insertInto('organizationSubscriptionGroups').values({ clubId: other.id, name: 'Theirs' }).returning('id').executeTakeFirstOrThrow();
    const foreignMembership = await t.app.db
      .insertInto('organizationMemberships')
      .values({ clubId: other.id, name: 'Theirs', price: '10', validity: 1, validityUnit: 'YEARS' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreignVat = await t.app.db.insertInto('financeTaxRates').values({ clubId: other.id, name: 'VAT', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    const foreignGl = await t.app.db.insertInto('financeGlAccounts').values({ clubId: other.id, code: '1', name: 'Theirs' }).returning('id').executeTakeFirstOrThrow();
    const productId = gid('OrganizationSubscriptionNode', foreign.id);

    for (const body of [
      await asAdmin(UPDATE, { input: { id: productId, ...UNLIMITED } }),
      await asAdmin(ARCHIVE, { id: productId }),
      await asAdmin(ADD_PRICE, { input: { organizationSubscription: productId, price: '50', dateStart: '2026-03-01' } }),
      await asAdmin(`query($id: ID!) { node(id: $id) { id } }`, { id: productId }).then((b) => ({ errors: b.data.node === null ? [{ extensions: { code: 'NOT_FOUND' } }] : [] })),
    ]) {
      expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const refused = async (input: Record<string, unknown>) => (await asAdmin(CREATE, { input: { ...UNLIMITED, ...input } })).errors?.[0]?.extensions?.fields;
    expect(await refused({ organizationSubscriptionGroups: [gid('OrganizationSubscriptionGroupNode', foreignGroup.id)] })).toEqual({ groups: 'Choose subscription groups of this club.' });
    expect(await refused({ requiredMembership: gid('OrganizationMembershipNode', foreignMembership.id) })).toEqual({ requiredMembership: 'Choose a membership of this club.' });
    expect(await refused({ financeTaxRate: foreignVat.id })).toEqual({ taxRate: 'Choose a tax rate of this club.' });
    expect(await refused({ financeGlAccount: gid('FinanceGlAccountNode', foreignGl.id) })).toEqual({ glAccount: 'Choose a GL account of this club.' });
    expect(await refused({ financeCostCentre: gid('OrganizationSubscriptionNode', 1) })).toEqual({ costCentre: 'Choose a cost centre of this club.' });
    const untouched = await t.app.db.selectFrom('organizationSubscriptions').select(['name', 'archived']).where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ name: 'Theirs', archived: false });
  });

  it('keeps prices over time: a later open price ends the one before, an overlap is refused by the database, M3', async () => {
    const product = await create({ name: 'Twice a week', subscriptionUnit: 'WEEK', classes: 2 });
    const addPrice = (input: Record<string, unknown>) => asAdmin(ADD_PRICE, { input: { organizationSubscription: product.id, ...input } });
    await addPrice({ price: '45', dateStart: '2026-03-02' });
    const rise = await addPrice({ price: '49.50', dateStart: '2026-05-01' });
    expect(rise.data.createOrganizationSubscriptionPrice.organizationSubscription.organizationSubscriptionPrices).toMatchObject([
      { price: '45.00', dateStart: '2026-03-02', dateEnd: '2026-04-30' },
      { price: '49.50', dateStart: '2026-05-01', dateEnd: null },
    ]);
    const productId = Number(Buffer.from(product.id, 'base64').toString().split(':')[1]);
    expect((await subscriptionPriceOn(t.app.db, club.id, productId, '2026-04-01'))?.price).toBe('45.00');
    expect((await subscriptionPriceOn(t.app.db, club.id, productId, '2026-04-30'))?.price).toBe('45.00');
    expect((await subscriptionPriceOn(t.app.db, club.id, productId, '2026-05-01'))?.price).toBe('49.50');
    expect(await subscriptionPriceOn(t.app.db, club.id, productId, '2026-03-01')).toBeUndefined();
    expect(await subscriptionPriceOn(t.app.db, other.id, productId, '2026-04-01')).toBeUndefined();

    const before = await count('organizationSubscriptionPrices');
    const overlap = await addPrice({ price: '40', dateStart: '2026-04-15', dateEnd: '2026-05-15' });
    expect(overlap.errors?.[0]).toMatchObject({ message: PRICE_OVERLAPS, extensions: { code: 'VALIDATION_FAILED', fields: { dateStart: PRICE_OVERLAPS } } });
    // An open price from the same start as the open one would end it before it began: refused, nothing changed.
    const sameStart = await addPrice({ price: '50', dateStart: '2026-05-01' });
    expect(sameStart.errors?.[0]?.extensions?.fields).toEqual({ dateStart: PRICE_OVERLAPS });
    const backwards = await addPrice({ price: '40', dateStart: '2026-09-01', dateEnd: '2026-08-31' });
    expect(backwards.errors?.[0]?.extensions?.fields).toEqual({ dateEnd: 'The end date must be on or after the start date.' });
    const extreme = await addPrice({ price: '40', dateStart: '2150-01-01' });
    expect(extreme.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(await count('organizationSubscriptionPrices')).toBe(before);
    expect((await subscriptionPriceOn(t.app.db, club.id, productId, '2026-04-30'))?.price).toBe('45.00');

    const [first] = rise.data.createOrganizationSubscriptionPrice.organizationSubscription.organizationSubscriptionPrices;
    const removed = await asAdmin(DELETE_PRICE, { id: first.id });
    expect(removed.data.deleteOrganizationSubscriptionPrice.organizationSubscription.organizationSubscriptionPrices).toEqual([{ price: '49.50' }]);
    expect((await asAdmin(DELETE_PRICE, { id: first.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('archives a product and a group, never deletes them, and brings them back', async () => {
    const product = await create({ name: 'Ten a month', subscriptionUnit: 'MONTH', classes: 10 });
    await asAdmin(ARCHIVE, { id: product.id });
    const ids = async (archived: boolean) => (await asAdmin(LIST, { archived })).data.organizationSubscriptions.edges.map((e: any) => e.node.id);
    expect(await ids(false)).not.toContain(product.id);
    expect(await ids(true)).toContain(product.id);
    await asAdmin(ARCHIVE, { id: product.id, archived: false });
    expect(await ids(false)).toContain(product.id);

    const group = (await asAdmin(CREATE_GROUP, { name: 'Evening classes' })).data.createOrganizationSubscriptionGroup.organizationSubscriptionGroup;
    await asAdmin(`mutation($id: ID!) { archiveOrganizationSubscriptionGroup(input: { id: $id }) { organizationSubscriptionGroup { archived } } }`, { id: group.id });
    const groups = await asAdmin(`{ organizationSubscriptionGroups(archived: true) { edges { node { id } } } }`);
    expect(groups.data.organizationSubscriptionGroups.edges.map((e: any) => e.node.id)).toContain(group.id);
  });

  it('lets the front desk read the products but not change them, and shows them to no instructor or member', async () => {
    const product = await create({ name: 'Front desk reads', subscriptionUnit: 'MONTH', classes: 4 });
    expect((await as(frontDesk)(LIST)).data.organizationSubscriptions.edges.map((e: any) => e.node.id)).toContain(product.id);
    expect((await as(frontDesk)(UPDATE, { input: { id: product.id, ...UNLIMITED } })).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await as(frontDesk)(ADD_PRICE, { input: { organizationSubscription: product.id, price: '1', dateStart: '2026-03-02' } })).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await as(instructor)(LIST)).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await as(member)(`{ organizationMemberships { edges { node { id } } } }`)).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await as(member)(`query($id: ID!) { node(id: $id) { id } }`, { id: product.id })).data.node).toBeNull();
    expect((await as(member)(CREATE_GROUP, { name: 'Mine' })).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });

  it('creates a membership product with sanitised terms, refuses a validity over ten years and archives it', async () => {
    const body = await asAdmin(CREATE_MEMBERSHIP, {
      input: { name: 'Club membership', price: '30', validity: 1, validityUnit: 'YEARS', terms: '<p>Yearly.<img src=x onerror=alert(1)></p>', renewal: true, renewalDaysBefore: 30 },
    });
    const membership = body.data.createOrganizationMembership.organizationMembership;
    expect(membership).toMatchObject({ price: '30.00', priceDisplay: '€ 30.00', validity: 1, validityUnit: 'YEARS', terms: '<p>Yearly.</p>', renewal: true, renewalDaysBefore: 30, archived: false });
    const before = await count('organizationMemberships');
    const tooLong = await asAdmin(CREATE_MEMBERSHIP, { input: { name: 'Forever', price: '-1', validity: 11, validityUnit: 'YEARS', renewalDaysBefore: 400 } });
    expect(tooLong.errors?.[0]?.extensions?.fields).toEqual({
      price: FORM_MESSAGES.positiveNumber,
      validity: 'A membership may be valid for at most 10 years.',
      renewalDaysBefore: 'Please input a number of at most 365',
    });
    expect(await count('organizationMemberships')).toBe(before);
    const archived = await asAdmin(`mutation($id: ID!) { archiveOrganizationMembership(input: { id: $id }) { organizationMembership { archived } } }`, { id: membership.id });
    expect(archived.data.archiveOrganizationMembership.organizationMembership).toEqual({ archived: true });
  });

  it("sets a class's subscription groups per way of booking, keeps attend on for enroll and the shop, and tells booking which products may use it", async () => {
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-03-03', timeStart: '18:00:00', timeEnd: '19:00:00' });
    const shop = (await asAdmin(CREATE_GROUP, { name: 'Shop bookers' })).data.createOrganizationSubscriptionGroup.organizationSubscriptionGroup;
    const desk = (await asAdmin(CREATE_GROUP, { name: 'Desk only' })).data.createOrganizationSubscriptionGroup.organizationSubscriptionGroup;
    const online = await create({ name: 'Online', subscriptionUnit: 'MONTH', classes: 4, organizationSubscriptionGroups: [shop.id] });
    const atDesk = await create({ name: 'At the desk', subscriptionUnit: 'MONTH', classes: 4, organizationSubscriptionGroups: [desk.id] });
    const classInput = {
      id: gid('ScheduleItemNode', item.id),
      frequencyType: 'WEEKLY',
      dateStart: '2026-03-03',
      timeStart: '18:00',
      timeEnd: '19:00',
      organizationLocationRoom: gid('OrganizationLocationRoomNode', item.organizationLocationRoomId),
      organizationClasstype: gid('OrganizationClasstypeNode', item.organizationClasstypeId),
      spaces: 10,
      displayPublic: true,
      infoMailEnabled: false,
    };
    const save = (subscriptionGroups: unknown[]) =>
      asAdmin(`mutation($input: UpdateScheduleItemInput!) { updateScheduleItem(input: $input) { scheduleItem { subscriptionGroups { organizationSubscriptionGroupId name attend shopBook enroll } } } }`, {
        input: { ...classInput, subscriptionGroups },
      });
    const rule = (group: { id: string }, attend: boolean, shopBook: boolean, enroll: boolean) => ({ organizationSubscriptionGroup: group.id, attend, shopBook, enroll });

    const refused = await save([rule(shop, false, true, false)]);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { subscriptionGroups: ATTEND_FOR_SUBSCRIPTION } });
    const foreign = await t.app.db.insertInto('organizationSubscriptionGroups').values({ clubId: other.id, name: 'Theirs' }).returning('id').executeTakeFirstOrThrow();
    expect((await save([rule({ id: gid('OrganizationSubscriptionGroupNode', foreign.id) }, true, false, false)])).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.app.db.selectFrom('scheduleItemOrganizationSubscriptionGroups').selectAll().where('scheduleItemId', '=', item.id).execute()).toEqual([]);

    const saved = await save([rule(shop, true, true, true), rule(desk, true, false, false)]);
    expect(saved.data.updateScheduleItem.scheduleItem.subscriptionGroups).toEqual([
      { organizationSubscriptionGroupId: desk.id, name: 'Desk only', attend: true, shopBook: false, enroll: false },
      { organizationSubscriptionGroupId: shop.id, name: 'Shop bookers', attend: true, shopBook: true, enroll: true },
    ]);
    const idOf = (node: { id: string }) => Number(Buffer.from(node.id, 'base64').toString().split(':')[1]);
    expect(await subscriptionProductIdsAllowedForItem(t.app.db, club.id, item.id, 'attend')).toEqual(new Set([idOf(online), idOf(atDesk)]));
    expect(await subscriptionProductIdsAllowedForItem(t.app.db, club.id, item.id, 'shopBook')).toEqual(new Set([idOf(online)]));
    expect(await subscriptionProductIdsAllowedForItem(t.app.db, club.id, item.id, 'enroll')).toEqual(new Set([idOf(online)]));
    expect(await subscriptionProductIdsAllowedForItem(t.app.db, other.id, item.id, 'attend')).toEqual(new Set());
    const options = await asAdmin(`{ scheduleItemFormOptions { organizationSubscriptionGroups { id name } } }`);
    expect(options.data.scheduleItemFormOptions.organizationSubscriptionGroups.map((g: any) => g.name)).toEqual(expect.arrayContaining(['Desk only', 'Shop bookers']));
  });
});
