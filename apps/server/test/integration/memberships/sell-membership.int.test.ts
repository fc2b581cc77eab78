import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { OrganizationMembership } from '../../../src/modules/memberships/account-membership.js';
import { bookingTestAppPerFile, gid, tokenFor } from '../booking/booking-kit.js';

const SELL = `mutation Sell($input: SellAccountMembershipInput!) {
  sellAccountMembership(input: $input) {
    accountMembership { id dateStart dateEnd status organizationMembership { name } }
    financeInvoice { status total invoiceNumber }
  }
}`;
const LIST = `query List($account: ID) {
  accountMemberships(account: $account) { edges { node { id dateStart dateEnd status organizationMembership { name } financeInvoice { invoiceNumber status } } } }
}`;
const DELETE = `mutation Delete($input: DeleteAccountMembershipInput!) { deleteAccountMembership(input: $input) { ok } }`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('selling memberships on the account page', () => {
  const t = bookingTestAppPerFile();
  let club: Club;
  let admin: string;
  let yearly: OrganizationMembership;
  let monthly: OrganizationMembership;

  beforeAll(async () => {
    club = await t.make.defaultClub();
    admin = await tokenFor(t, await t.make.staff());
    yearly = await t.make.membershipProduct({ name: 'Club membership', price: '30.00', validity: 1, validityUnit: 'YEARS' });
    monthly = await t.make.membershipProduct({ name: 'Monthly membership', price: '5.00', validity: 1, validityUnit: 'MONTHS' });
  });

  const sell = (input: Record<string, unknown>, token = admin) => t.gql(SELL, { input }, { token });
  const input = (member: Pick<Account, 'id'>, product: Pick<OrganizationMembership, 'id'>, dateStart?: string) => ({
    account: gid('AccountNode', member.id),
    organizationMembership: gid('OrganizationMembershipNode', product.id),
    ...(dateStart ? { dateStart } : {}),
  });
  const counts = async (accountId: number) => ({
    memberships: Number((await t.app.db.selectFrom('accountMemberships').select((eb) => eb.fn.countAll<number>().as('n')).where('accountId', '=', accountId).executeTakeFirstOrThrow()).n),
    invoices: Number((await t.app.db.selectFrom('financeInvoices').select((eb) => eb.fn.countAll<number>().as('n')).where('accountId', '=', accountId).executeTakeFirstOrThrow()).n),
  });

  it('gives the period from today for the validity and issues its invoice at once in the memberships group, its line naming the period', async () => {
    const member = await t.make.member();
    const res = await sell(input(member, yearly));
    expect(res.body.errors).toBeUndefined();
    const sold = res.body.data.sellAccountMembership;
    expect(sold.accountMembership).toMatchObject({ dateStart: '2026-03-02', dateEnd: '2027-03-01', status: 'ACTIVE', organizationMembership: { name: 'Club membership' } });
    expect(sold.financeInvoice).toMatchObject({ status: 'SENT', total: '30.00' });
    expect(sold.financeInvoice.invoiceNumber).toMatch(/^INV/);
    const line = await t.app.db
      .selectFrom('financeInvoiceItems as i')
      .innerJoin('financeInvoices as f', 'f.id', 'i.financeInvoiceId')
      .innerJoin('financeInvoiceGroupDefaults as d', (j) => j.onRef('d.financeInvoiceGroupId', '=', 'f.financeInvoiceGroupId').on('d.saleKind', '=', 'MEMBERSHIP').onRef('d.clubId', '=', 'f.clubId'))
      .select(['i.accountMembershipId', 'i.productName', 'i.price'])
      .where('f.accountId', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ accountMembershipId: Number(Buffer.from(sold.accountMembership.id, 'base64').toString().split(':')[1]), productName: 'Club membership', price: '30.00' });
    // An invoice mail is queued by the issue step.
    const list = await t.gql(LIST, { account: gid('AccountNode', member.id) }, { token: admin });
    expect(list.body.data.accountMemberships.edges.map((e: any) => e.node)).toEqual([
      expect.objectContaining({ dateEnd: '2027-03-01', status: 'ACTIVE', financeInvoice: { invoiceNumber: sold.financeInvoice.invoiceNumber, status: 'SENT' } }),
    ]);
  });

  it('ends a month from 28, 29, 30 and 31 January and 29 February by the one period rule (M13)', async () => {
    const member = await t.make.member();
    const ends: string[] = [];
    for (const start of ['2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31', '2028-01-30', '2028-02-29']) {
      const res = await sell(input(member, monthly, start));
      expect(res.body.errors).toBeUndefined();
      ends.push(res.body.data.sellAccountMembership.accountMembership.dateEnd);
    }
    expect(ends).toEqual(['2026-02-27', '2026-02-28', '2026-02-28', '2026-02-28', '2028-02-29', '2028-03-28']);
    const leapYear = await sell(input(member, yearly, '2028-02-29'));
    expect(leapYear.body.data.sellAccountMembership.accountMembership.dateEnd).toBe('2029-02-28');
  });

  it('shows FUTURE before the start and ENDED after the end, latest start first, to the member themselves', async () => {
    const member = await t.make.member();
    await sell(input(member, monthly, '2026-01-10'));
    await sell(input(member, monthly, '2026-04-01'));
    const own = await t.gql(LIST, {}, { token: await tokenFor(t, member) });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.accountMemberships.edges.map((e: any) => [e.node.dateStart, e.node.status, e.node.financeInvoice?.status])).toEqual([
      ['2026-04-01', 'FUTURE', 'SENT'],
      ['2026-01-10', 'ENDED', 'SENT'],
    ]);
    const other = await t.make.member();
    const stranger = await t.gql(LIST, { account: gid('AccountNode', member.id) }, { token: await tokenFor(t, other) });
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });

  it('lets the front desk sell, not an instructor, the finance role or a member; nothing is written on a refusal', async () => {
    const member = await t.make.member();
    for (const role of ['INSTRUCTOR', 'FINANCE'] as const) {
      const token = await tokenFor(t, await t.make.staff({ staffRoles: [role] }));
      expect((await sell(input(member, yearly), token)).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    }
    expect((await sell(input(member, yearly), await tokenFor(t, member))).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect(await counts(member.id)).toEqual({ memberships: 0, invoices: 0 });
    const frontDesk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    const res = await sell(input(member, yearly), frontDesk);
    expect(res.body.errors).toBeUndefined();
    // The desk does not read invoices (finance.invoices.read).
    expect(res.body.data.sellAccountMembership.financeInvoice).toBeNull();
    expect(await counts(member.id)).toEqual({ memberships: 1, invoices: 1 });
  });

  it("refuses another club's account or product, an archived product, and dates outside the business years, writing nothing", async () => {
    const member = await t.make.member();
    const otherClub = await t.make.club({ slug: 'otherclub', name: 'Other Club' });
    const stranger = await t.make.member({ club: otherClub, email: 'stranger@example.test' });
    const foreignProduct = await t.make.membershipProduct({ club: otherClub });
    const archived = await t.make.membershipProduct({ name: 'Old', archived: true });
    expect((await sell(input(stranger, yearly))).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await sell(input(member, foreignProduct))).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await sell(input(member, archived))).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await sell(input(member, yearly, '1999-12-31'))).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await sell(input(member, yearly, '2026-02-30'))).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await sell({ account: 'not-an-id', organizationMembership: 'nope' })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await counts(member.id)).toEqual({ memberships: 0, invoices: 0 });
    // The longest validity from the last business day still has an end.
    const long = await t.make.membershipProduct({ name: 'Lifetime', validity: 1000, validityUnit: 'YEARS' });
    const far = await sell(input(member, long, '2100-12-31'));
    expect(far.body.errors).toBeUndefined();
    expect(far.body.data.sellAccountMembership.accountMembership.dateEnd).toBe('3100-12-30');
  });

  it('is a set-up error without a default group for memberships, before anything is written', async () => {
    const member = await t.make.member();
    const defaults = await t.app.db.deleteFrom('financeInvoiceGroupDefaults').where('clubId', '=', club.id).where('saleKind', '=', 'MEMBERSHIP').returningAll().execute();
    try {
      expect((await sell(input(member, yearly))).body.errors?.[0]?.extensions?.code).toBe('FINANCE_SETUP_INCOMPLETE');
      expect(await counts(member.id)).toEqual({ memberships: 0, invoices: 0 });
    } finally {
      await t.app.db.insertInto('financeInvoiceGroupDefaults').values(defaults).execute();
    }
  });

  it('deletes a free membership, refuses one an issued invoice bills (CONFLICT), and answers another club like a missing id', async () => {
    const member = await t.make.member();
    const free = await t.make.membershipProduct({ name: 'Free trial membership', price: '0.00' });
    const freeSale = await sell(input(member, free));
    expect(freeSale.body.data.sellAccountMembership.financeInvoice).toBeNull();
    const invoiced = await sell(input(member, yearly));
    const del = (id: string, token = admin) => t.gql(DELETE, { input: { id } }, { token });
    const invoicedId = invoiced.body.data.sellAccountMembership.accountMembership.id;
    const refused = await del(invoicedId);
    expect(refused.body.errors?.[0]).toMatchObject({ message: expect.stringContaining('Credit the invoice instead'), extensions: { code: 'CONFLICT' } });
    const instructor = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    expect((await del(freeSale.body.data.sellAccountMembership.accountMembership.id, instructor)).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect(await counts(member.id)).toEqual({ memberships: 2, invoices: 1 });
    // One a club closure extended waits for the closure to be undone.
    const extended = await sell(input(member, free));
    const extendedId = Number(Buffer.from(extended.body.data.sellAccountMembership.accountMembership.id, 'base64').toString().split(':')[1]);
    const location = await t.app.db.insertInto('organizationLocations').values({ clubId: club.id, name: 'Harbour' }).returning('id').executeTakeFirstOrThrow();
    const closure = await t.app.db.insertInto('clubClosures').values({ clubId: club.id, organizationLocationId: location.id, dateStart: '2026-08-01', dateEnd: '2026-08-14' }).returning('id').executeTakeFirstOrThrow();
    await t.app.db.insertInto('clubClosureMembershipExtensions').values({ clubId: club.id, clubClosureId: closure.id, accountMembershipId: extendedId, days: 14 }).execute();
    expect((await del(extended.body.data.sellAccountMembership.accountMembership.id)).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await t.app.db.deleteFrom('clubClosureMembershipExtensions').where('accountMembershipId', '=', extendedId).execute();
    expect((await del(extended.body.data.sellAccountMembership.accountMembership.id)).body.errors).toBeUndefined();
    const ok = await del(freeSale.body.data.sellAccountMembership.accountMembership.id);
    expect(ok.body.errors).toBeUndefined();
    expect(await counts(member.id)).toEqual({ memberships: 1, invoices: 1 });
    // Another club's admin does not find this club's membership.
    const otherClub = await t.make.club({ slug: 'thirdclub', name: 'Third Club' });
    const foreignAdmin = await t.make.staff({ club: otherClub, email: 'admin@third.test' });
    const foreign = await t.gql(DELETE, { input: { id: invoicedId } }, { token: await tokenFor(t, foreignAdmin), club: 'thirdclub' });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
