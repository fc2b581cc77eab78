import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { MEMBERSHIP_RENEWALS_JOB, runMembershipRenewals } from '../../../src/modules/finance/membership-renewals.job.js';
import type { OrganizationMembership } from '../../../src/modules/memberships/account-membership.js';
import { grantAccountMembership } from '../../../src/modules/memberships/grant-account-membership.js';
import { createBookingTestApp } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';

// Membership renewals (domain notes "Memberships"): the club is in Amsterdam; the clock is 2 March 2026.
describe('the daily membership renewal', () => {
  let t: TestApp;
  let club: Club;
  let renewing: OrganizationMembership;

  beforeAll(async () => {
    t = await createBookingTestApp();
    club = await t.make.defaultClub();
    renewing = await t.make.membershipProduct({ name: 'Renewing membership', price: '30.00', validity: 1, validityUnit: 'MONTHS', renewal: true, renewalDaysBefore: 14 });
  });
  afterAll(() => t.close());

  const held = (member: Pick<Account, 'id'>, product: Pick<OrganizationMembership, 'id'>, dateStart: string) =>
    grantAccountMembership(t.app.db, club.id, { accountId: member.id, organizationMembershipId: product.id, dateStart });
  const periodsOf = (member: Pick<Account, 'id'>) =>
    t.app.db.selectFrom('accountMemberships').select(['id', 'dateStart', 'dateEnd', 'renewedFromId']).where('accountId', '=', member.id).orderBy('dateStart').execute();
  const invoiceLinesOf = (member: Pick<Account, 'id'>) =>
    t.app.db
      .selectFrom('financeInvoiceItems as i')
      .innerJoin('financeInvoices as f', 'f.id', 'i.financeInvoiceId')
      .select(['i.accountMembershipId', 'f.status', 'f.total'])
      .where('f.accountId', '=', member.id)
      .execute();
  const notices = (member: Pick<Account, 'email'>) =>
    t.app.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', member.email).where('subject', 'like', 'Your membership%').execute();
  const noLog = async () => {};

  it('makes the next period and its issued invoice the product’s days before the end, after a notice mail, once however often it runs', async () => {
    const member = await t.make.member();
    // 10 February – 9 March: 7 days left on 2 March, inside the 14.
    const current = await held(member, renewing, '2026-02-10');
    await Promise.all([runMembershipRenewals(t.app, club, '2026-03-02', noLog), runMembershipRenewals(t.app, club, '2026-03-02', noLog)]);
    await runMembershipRenewals(t.app, club, '2026-03-03', noLog);
    const periods = await periodsOf(member);
    expect(periods).toEqual([
      { id: current.id, dateStart: '2026-02-10', dateEnd: '2026-03-09', renewedFromId: null },
      { id: expect.any(Number), dateStart: '2026-03-10', dateEnd: '2026-04-09', renewedFromId: current.id },
    ]);
    expect(await invoiceLinesOf(member)).toEqual([{ accountMembershipId: periods[1]!.id, status: 'SENT', total: '30.00' }]);
    const mails = await notices(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your membership Renewing membership at ${club.name} renews on 2026-03-10`);
    expect(mails[0]!.textBody).toContain('from 2026-03-10 to 2026-04-09, at € 30.00');
  });

  it('leaves alone a period not yet due, one already ended, a product without renewal or archived, and an archived account', async () => {
    const notYet = await t.make.member();
    await held(notYet, renewing, '2026-03-01');
    const ended = await t.make.member();
    await held(ended, renewing, '2026-01-01');
    const once = await t.make.member();
    await held(once, await t.make.membershipProduct({ name: 'One-off', validity: 1, validityUnit: 'MONTHS', renewal: false }), '2026-02-10');
    const retired = await t.make.member();
    await held(retired, await t.make.membershipProduct({ name: 'Retired', validity: 1, validityUnit: 'MONTHS', renewal: true, archived: true }), '2026-02-10');
    const archivedAccount = await t.make.member({ active: false });
    await held(archivedAccount, renewing, '2026-02-10');
    await runMembershipRenewals(t.app, club, '2026-03-02', noLog);
    for (const member of [notYet, ended, once, retired, archivedAccount]) {
      expect(await periodsOf(member)).toHaveLength(1);
      expect(await notices(member)).toEqual([]);
    }
  });

  it('runs as the daily task of the club and records its counts in Automation; a failing membership skips only itself', async () => {
    const member = await t.make.member();
    await held(member, renewing, '2026-02-12');
    const broken = await t.make.member();
    const costly = await t.make.membershipProduct({ name: 'Costly', price: '10.00', validity: 1, validityUnit: 'MONTHS', renewal: true });
    await held(broken, costly, '2026-02-12');
    // Its tax rate is archived since: invoicing its next period is refused, and only that renewal rolls back.
    const rate = await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'Old 9%', percentage: '9', rateType: 'IN', archived: true }).returning('id').executeTakeFirstOrThrow();
    await t.app.db.updateTable('organizationMemberships').set({ financeTaxRateId: rate.id }).where('id', '=', costly.id).execute();
    const jobId = await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, MEMBERSHIP_RENEWALS_JOB, club.id, { period: '2026-03-02' }));
    await t.runJobs();
    expect(await periodsOf(member)).toHaveLength(2);
    expect(await periodsOf(broken)).toHaveLength(1);
    expect(await notices(broken)).toEqual([]);
    const log = await t.app.db.selectFrom('automationJobLog').select('message').where('clubId', '=', club.id).where('jobId', '=', String(jobId)).orderBy('id').execute();
    expect(log.map((l) => l.message)).toContain('On 2026-03-02: 1 membership(s) renewed, 1 failed.');
    expect(log.some((l) => l.message.includes('not renewed (Choose a tax rate of the club that is in use.)'))).toBe(true);
  });
});
