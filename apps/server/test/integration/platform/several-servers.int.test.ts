import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LISTENER_APPLICATION_NAME } from '../../../src/platform/cache-invalidation.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { testDbKind } from '../../support/test-database.js';
import { book, booker, gid, tokenFor } from '../booking/booking-kit.js';

const GENERAL = `mutation($input: UpdateClubGeneralSettingsInput!) { updateClubGeneralSettings(input: $input) { name } }`;
const UPDATE_PASS = `mutation($id: ID!, $price: Decimal!) {
  updateOrganizationClasspass(input: { id: $id, name: "10 classes", price: $price, validity: 3, validityUnit: MONTHS, classes: 10 }) { organizationClasspass { id } }
}`;
const ORDER = `mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { total totalDisplay } } }`;
const WEEK = `query($from: Date!, $until: Date!) { scheduleClasses(dateFrom: $from, dateUntil: $until) { classes { scheduleItemId countBooked } } }`;

const general = { name: 'Test Club', address: 'Ringweg 1, 1000 AA Amsterdam', timeZone: 'Europe/Amsterdam', dateFormat: 'DD-MM-YYYY', timeFormat: '24hr', currencySymbol: '€' };
const A_SECOND = 1000;

/** Asks until `seen` answers true; answers how long that took, or fails after a second. */
async function withinASecond(seen: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await seen())) {
    if (performance.now() - start > A_SECOND) throw new Error('not seen within a second');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - start;
}

// Test plan S4: two servers on one database, each with its own caches (on PostgreSQL its own connections and
// listener; PGlite runs in one process, so there they share them). The schedule is cached for ten minutes and
// clubs for 30 s: only the invalidation can make the other server see a change within a second.
describe('several servers on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let slug: string;
  const env = { SCHEDULE_CACHE_MS: '600000', ACCESS_TOKEN_TTL_SECONDS: String(365 * 24 * 3600) };
  const clubName = async (server: TestApp) => (await server.server.inject({ method: 'GET', url: `/${slug}/d/api/portal-config/` })).json().clubName;

  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await createTestApp({ env, besides: a });
    slug = (await a.make.defaultClub()).slug;
    admin = await tokenFor(a, await a.make.staff());
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('puts a setting changed through one server in force on the other within a second', async () => {
    expect(await clubName(b)).toBe('Test Club');
    const changed = await a.gql(GENERAL, { input: { ...general, name: 'Northside Boxing', currencySymbol: '£' } }, { token: admin });
    expect(changed.body.errors).toBeUndefined();
    expect(await clubName(a)).toBe('Northside Boxing');
    await withinASecond(async () => (await clubName(b)) === 'Northside Boxing');
  });

  it('sells at the price changed through the other server, at once', async () => {
    const product = await a.make.classpassProduct({ price: '150.00', displayShop: true });
    const member = await tokenFor(a, await a.make.member());
    const order = async () => {
      const { body } = await b.gql(ORDER, { input: { organizationClasspass: gid('OrganizationClasspassNode', product.id) } }, { token: member, club: slug });
      expect(body.errors).toBeUndefined();
      return body.data.createFinanceOrder.financeOrder.total;
    };
    expect(await order()).toBe('150.00');
    const changed = await a.gql(UPDATE_PASS, { id: gid('OrganizationClasspassNode', product.id), price: '120.00' }, { token: admin });
    expect(changed.body.errors).toBeUndefined();
    // The price is read in the selling transaction, never from a cache: no waiting at all.
    expect(await order()).toBe('120.00');
  });

  it("shows a booking made through one server in the other's cached week within a second", async () => {
    const item = await a.make.scheduleClass();
    const product = await a.make.classpassProduct({ forClasses: [item] });
    const member = await booker(a, product);
    const countBooked = async () => {
      const { body } = await b.gql(WEEK, { from: item.dateStart, until: item.dateStart }, { club: slug });
      return body.data.scheduleClasses[0].classes.find((c: { scheduleItemId: string }) => c.scheduleItemId === gid('ScheduleItemNode', item.id)).countBooked;
    };
    expect(await countBooked()).toBe(0);
    await book(a, member, item);
    await withinASecond(async () => (await countBooked()) === 1);
  });

  it.runIf(testDbKind() === 'postgres')('listens again after its connection is cut, and changes arrive again', async () => {
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`.execute(a.app.db);
    await withinASecond(async () => !b.app.cacheInvalidation.live);
    // A change whose message nobody could hear: each server drops everything once it listens again.
    await a.app.db.updateTable('clubs').set({ name: 'Changed unheard' }).where('slug', '=', slug).execute();
    await withinASecond(async () => a.app.cacheInvalidation.live && b.app.cacheInvalidation.live);
    expect(await clubName(b)).toBe('Changed unheard');

    const changed = await a.gql(GENERAL, { input: { ...general, name: 'Southside Boxing' } }, { token: admin });
    expect(changed.body.errors).toBeUndefined();
    await withinASecond(async () => (await clubName(b)) === 'Southside Boxing');
  });
});
