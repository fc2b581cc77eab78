import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@kiai/shared';
import { book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';
import { deliver, orderFor, payment } from '../finance/finance-kit.js';

// The connections behind the account page's tabs: each pages with first/after and last/before, caps the page
// size, keeps its order, and shows another club's staff nothing of this club's account.
const ROWS = 3;
const PAGE_INFO = 'pageInfo { startCursor endCursor hasNextPage hasPreviousPage }';
const WINDOW = '$first: Int, $after: String, $last: Int, $before: String';
const PAGE_ARGS = 'first: $first, after: $after, last: $last, before: $before';

/** Each tab's connection, with the field the test reads its order from. */
const TABS = {
  accountNotes: `query(${WINDOW}, $account: ID!) { accountNotes(account: $account, ${PAGE_ARGS}) { ${PAGE_INFO} edges { node { id createdAt } } } }`,
  accountClasspasses: `query(${WINDOW}, $account: ID) { accountClasspasses(account: $account, ${PAGE_ARGS}) { ${PAGE_INFO} edges { node { id dateStart } } } }`,
  scheduleItemAttendances: `query(${WINDOW}, $account: ID) { scheduleItemAttendances(account: $account, orderBy: "-date", ${PAGE_ARGS}) { ${PAGE_INFO} edges { node { id date } } } }`,
  appointments: `query(${WINDOW}, $account: ID) { appointments(account: $account, ${PAGE_ARGS}) { ${PAGE_INFO} edges { node { id startsAt } } } }`,
  financeOrders: `query(${WINDOW}, $account: ID) { financeOrders(account: $account, ${PAGE_ARGS}) { ${PAGE_INFO} edges { node { id createdAt } } } }`,
  financeInvoices: `query(${WINDOW}, $account: ID) { financeInvoices(account: $account, ${PAGE_ARGS}) { ${PAGE_INFO} edges { node { id dateCreated } } } }`,
} as const;
type Tab = keyof typeof TABS;
const ORDER_FIELD: Record<Tab, string> = {
  accountNotes: 'createdAt',
  accountClasspasses: 'dateStart',
  scheduleItemAttendances: 'date',
  appointments: 'startsAt',
  financeOrders: 'createdAt',
  financeInvoices: 'dateCreated',
};

interface Page {
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
  edges: { node: Record<string, string> }[];
}

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe("the account page's tab connections", () => {
  const t = bookingTestAppPerFile();
  let admin: string;
  let otherAdmin: string;
  let otherClub: string;
  let account: string;

  beforeAll(async () => {
    const club = await t.make.defaultClub();
    admin = await tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'] }));
    const items = [];
    for (let i = 0; i < ROWS; i++) items.push(await t.make.scheduleClass({ dateStart: `2026-03-1${i}`, dateEnd: `2026-03-1${i}`, timeStart: '18:00:00', timeEnd: '19:00:00' }));
    const product = await t.make.classpassProduct({ forClasses: items, classes: 10 });
    const member = await booker(t, product);
    account = gid('AccountNode', member.account.id);
    for (const item of items) await book(t, member, item);
    for (let i = 0; i < ROWS; i++) {
      const note = await t.gql('mutation($input: CreateAccountNoteInput!) { createAccountNote(input: $input) { accountNote { id } } }', { input: { account, noteType: 'BACKOFFICE', note: `Note ${i}` } }, { token: admin });
      expect(note.body.errors).toBeUndefined();
      // Each delivered order gives the member another pass and an invoice.
      const order = await orderFor(t, club, member.account, product.id);
      await deliver(t, club, order, payment(product.price, `pay-${i}`));
    }
    const trainer = await t.make.trainer();
    const service = await t.make.appointmentService({ trainers: [trainer] });
    for (let i = 0; i < ROWS; i++) {
      const startsAt = new Date(`2026-03-2${i}T09:00:00Z`);
      const endsAt = new Date(startsAt.getTime() + 3_600_000);
      await t.app.db
        .insertInto('appointments')
        .values({ clubId: club.id, appointmentServiceId: service.id, trainerAccountId: trainer.id, accountId: member.account.id, accountClasspassId: member.pass.id, startsAt, endsAt, blockedFrom: startsAt, blockedUntil: endsAt })
        .execute();
    }
    const other = await t.make.club();
    otherClub = other.slug;
    otherAdmin = await tokenFor(t, await t.make.staff({ club: other, staffRoles: ['ADMIN'] }));
  });

  async function page(tab: Tab, window: Record<string, unknown>): Promise<Page> {
    const { body } = await t.gql(TABS[tab], { account, ...window }, { token: admin });
    expect(body.errors).toBeUndefined();
    return body.data[tab] as Page;
  }
  const ids = (p: Page) => p.edges.map((e) => e.node.id);

  for (const tab of Object.keys(TABS) as Tab[]) {
    describe(tab, () => {
      it('pages forward and back by cursor, newest first, and the pages add up to the whole list', async () => {
        const all = await page(tab, { first: MAX_PAGE_SIZE });
        expect(all.edges.length).toBeGreaterThanOrEqual(ROWS);
        const order = all.edges.map((e) => e.node[ORDER_FIELD[tab]]!);
        expect(order).toEqual([...order].sort().reverse());

        const first = await page(tab, { first: 2 });
        expect(ids(first)).toEqual(ids(all).slice(0, 2));
        expect(first.pageInfo.hasNextPage).toBe(true);
        const second = await page(tab, { first: MAX_PAGE_SIZE, after: first.pageInfo.endCursor });
        expect(ids(second)).toEqual(ids(all).slice(2));
        expect(second.pageInfo.hasNextPage).toBe(false);
        const back = await page(tab, { last: 2, before: second.pageInfo.startCursor });
        expect(ids(back)).toEqual(ids(first));
        expect(back.pageInfo.hasPreviousPage).toBe(false);
      });

      it('refuses a page above the cap', async () => {
        const { body } = await t.gql(TABS[tab], { account, first: MAX_PAGE_SIZE + 1 }, { token: admin });
        expect(errorCode(body)).toBe('BAD_REQUEST');
      });

      it("shows another club's admin nothing of the account", async () => {
        const { status, body } = await t.gql(TABS[tab], { account, first: MAX_PAGE_SIZE }, { token: otherAdmin, club: otherClub });
        expect(status).toBeLessThan(500);
        expect(errorCode(body) ?? 'OK').not.toBe('INTERNAL_SERVER_ERROR');
        expect((body.data?.[tab] as Page | null | undefined)?.edges ?? []).toEqual([]);
      });
    });
  }

  it('the classes run the earliest first unless asked for the latest first, and an unknown order is refused', async () => {
    const query = `query($account: ID, $orderBy: String) { scheduleItemAttendances(account: $account, orderBy: $orderBy, first: 10) { edges { node { date } } } }`;
    const dates = async (orderBy?: string) => {
      const { body } = await t.gql(query, { account, orderBy }, { token: admin });
      return (body.data.scheduleItemAttendances.edges as { node: { date: string } }[]).map((e) => e.node.date);
    };
    expect(await dates()).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    expect(await dates('date')).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    expect(await dates('-date')).toEqual(['2026-03-12', '2026-03-11', '2026-03-10']);
    const { body } = await t.gql(query, { account, orderBy: 'price' }, { token: admin });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
  });
});
