import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { assertMembershipValidOn } from '../../../src/modules/memberships/index.js';
import type { OrganizationMembership } from '../../../src/modules/memberships/account-membership.js';
import { grantAccountMembership } from '../../../src/modules/memberships/grant-account-membership.js';
import { bookingTestAppPerFile, gid, tokenFor } from '../booking/booking-kit.js';
import { deliver, payment } from '../finance/finance-kit.js';

const ORDER = `mutation Order($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id total items { edges { node { productName totalDisplay } } } } } }`;
const SELL_PASS = `mutation Sell($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { accountClasspass { id dateStart } } }`;

// Test plan M12. The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('a pass that requires a membership', () => {
  const t = bookingTestAppPerFile();
  let club: Club;
  let staff: string;
  let membership: OrganizationMembership;
  let pass: OrganizationClasspass;

  beforeAll(async () => {
    club = await t.make.defaultClub();
    staff = await tokenFor(t, await t.make.staff());
    membership = await t.make.membershipProduct({ name: 'Fight club membership', price: '25.00', validity: 1, validityUnit: 'YEARS' });
    pass = await t.make.classpassProduct({ name: 'Sparring 10', price: '100.00', requiredMembershipId: membership.id });
  });

  const holding = (member: Pick<Account, 'id'>, dateStart: string) =>
    grantAccountMembership(t.app.db, club.id, { accountId: member.id, organizationMembershipId: membership.id, dateStart });
  const order = async (member: Account, extra: Record<string, unknown> = {}) =>
    t.gql(ORDER, { input: { organizationClasspass: gid('OrganizationClasspassNode', pass.id), ...extra } }, { token: await tokenFor(t, member) });
  const ordersOf = async (member: Pick<Account, 'id'>) =>
    Number((await t.app.db.selectFrom('financeOrders').select((eb) => eb.fn.countAll<number>().as('n')).where('accountId', '=', member.id).executeTakeFirstOrThrow()).n);

  it('refuses the shop order without a membership valid on the start date, naming the membership (MEMBERSHIP_REQUIRED), and writes nothing', async () => {
    const member = await t.make.member();
    const res = await order(member);
    expect(res.body.errors?.[0]).toMatchObject({ message: expect.stringContaining('Fight club membership'), extensions: { code: 'MEMBERSHIP_REQUIRED' } });
    expect(await ordersOf(member)).toBe(0);
    // One that ended before today does not count.
    await holding(member, '2025-03-01');
    expect((await order(member)).body.errors?.[0]?.extensions?.code).toBe('MEMBERSHIP_REQUIRED');
  });

  it('sells the pass to a member holding the membership today', async () => {
    const member = await t.make.member();
    await holding(member, '2026-01-15');
    const res = await order(member);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createFinanceOrder.financeOrder.total).toBe('100.00');
  });

  it('sells both when the order buys the membership too: delivery gives the membership, then the pass, on one invoice', async () => {
    const member = await t.make.member();
    const res = await order(member, { organizationMembership: gid('OrganizationMembershipNode', membership.id) });
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.createFinanceOrder.financeOrder;
    expect(created.total).toBe('125.00');
    expect(created.items.edges.map((e: any) => e.node.productName)).toEqual(['Fight club membership', 'Sparring 10']);
    const orderId = Number(Buffer.from(created.id, 'base64').toString().split(':')[1]);
    expect(await deliver(t, club, orderId, payment('125.00'))).toBe('DELIVERED');
    const held = await t.app.db.selectFrom('accountMemberships').select(['id', 'dateStart', 'dateEnd']).where('accountId', '=', member.id).execute();
    expect(held).toEqual([{ id: expect.any(Number), dateStart: '2026-03-02', dateEnd: '2027-03-01' }]);
    const lines = await t.app.db
      .selectFrom('financeInvoiceItems as i')
      .innerJoin('financeInvoices as f', 'f.id', 'i.financeInvoiceId')
      .select(['i.productName', 'i.accountMembershipId', 'i.accountClasspassId', 'f.status', 'f.total'])
      .where('f.accountId', '=', member.id)
      .orderBy('i.sortOrder')
      .execute();
    expect(lines).toEqual([
      { productName: 'Fight club membership', accountMembershipId: held[0]!.id, accountClasspassId: null, status: 'PAID', total: '125.00' },
      { productName: 'Sparring 10', accountMembershipId: null, accountClasspassId: expect.any(Number), status: 'PAID', total: '125.00' },
    ]);
  });

  it("refuses another club's membership, or an archived one, in the order", async () => {
    const member = await t.make.member();
    const otherClub = await t.make.club({ slug: 'elsewhere', name: 'Elsewhere' });
    const foreign = await t.make.membershipProduct({ club: otherClub });
    const archived = await t.make.membershipProduct({ name: 'Retired', archived: true });
    for (const id of [foreign.id, archived.id]) {
      expect((await order(member, { organizationMembership: gid('OrganizationMembershipNode', id) })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await ordersOf(member)).toBe(0);
  });

  it("refuses the desk sale without a membership valid on the pass's first day, and sells with one", async () => {
    const member = await t.make.member();
    const sell = (dateStart?: string) =>
      t.gql(SELL_PASS, { input: { account: gid('AccountNode', member.id), organizationClasspass: gid('OrganizationClasspassNode', pass.id), ...(dateStart ? { dateStart } : {}) } }, { token: staff });
    expect((await sell()).body.errors?.[0]?.extensions?.code).toBe('MEMBERSHIP_REQUIRED');
    await holding(member, '2026-03-02');
    // Valid until 1 March 2027: a pass starting after that needs the next period.
    expect((await sell('2027-03-02')).body.errors?.[0]?.extensions?.code).toBe('MEMBERSHIP_REQUIRED');
    expect(await ordersOf(member)).toBe(0);
    const sold = await sell('2027-03-01');
    expect(sold.body.errors).toBeUndefined();
    expect(sold.body.data.sellAccountClasspass.accountClasspass.dateStart).toBe('2027-03-01');
  });

  it('is the one check a subscription sale calls too (exported from the memberships door)', async () => {
    const member = await t.make.member();
    const product = await t.make.subscriptionProduct({ requiredMembershipId: membership.id });
    await expect(assertMembershipValidOn(t.app.db, club.id, member.id, product.requiredMembershipId, '2026-04-01')).rejects.toMatchObject({ code: 'MEMBERSHIP_REQUIRED' });
    await expect(assertMembershipValidOn(t.app.db, club.id, member.id, product.requiredMembershipId, '2026-04-01', { inSameOrder: true })).resolves.toBeUndefined();
    await holding(member, '2026-04-01');
    await expect(assertMembershipValidOn(t.app.db, club.id, member.id, product.requiredMembershipId, '2026-04-01')).resolves.toBeUndefined();
    await expect(assertMembershipValidOn(t.app.db, club.id, member.id, null, '2026-04-01')).resolves.toBeUndefined();
  });
});
