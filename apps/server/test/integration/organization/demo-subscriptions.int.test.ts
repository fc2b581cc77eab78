import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub } from '../../../src/seed/seed-demo-club.js';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../../src/seed/demo-accounts.js';
import type { TestApp } from '../../support/test-app.js';
import { createBookingTestApp, tokenFor } from '../booking/booking-kit.js';

// Seeded at 23:30 UTC on 31 March: already 1 April in Amsterdam: the prices start on the first of the month before, 1 March.
describe('the demo subscriptions', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createBookingTestApp(new Date('2026-03-31T23:30:00Z'));
    await seedDemoClub(t.app);
    const admin = await t.app.db.selectFrom('accounts').selectAll().where('email', '=', DEMO_ACCOUNTS.admin.email).executeTakeFirstOrThrow();
    adminToken = await tokenFor(t, admin);
  });
  afterAll(() => t.close());

  it("offers Unlimited monthly and Twice a week from the first of the month before the club's today, the membership, and every class to their group", async () => {
    const { body } = await t.gql(
      `{ organizationSubscriptions { edges { node { name unlimited classes subscriptionUnit registrationFee minimumDurationMonths
           priceToday { price dateStart } organizationSubscriptionGroups { name } } } }
         organizationMemberships { edges { node { name price validity validityUnit } } } }`,
      {},
      { club: DEMO_CLUB.slug, token: adminToken },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.organizationSubscriptions.edges.map((e: any) => e.node)).toEqual([
      { name: 'Twice a week', unlimited: false, classes: 2, subscriptionUnit: 'WEEK', registrationFee: '25.00', minimumDurationMonths: 0, priceToday: { price: '45.00', dateStart: '2026-03-01' }, organizationSubscriptionGroups: [{ name: 'Monthly members' }] },
      { name: 'Unlimited monthly', unlimited: true, classes: null, subscriptionUnit: 'MONTH', registrationFee: '25.00', minimumDurationMonths: 3, priceToday: { price: '60.00', dateStart: '2026-03-01' }, organizationSubscriptionGroups: [{ name: 'Monthly members' }] },
    ]);
    expect(body.data.organizationMemberships.edges.map((e: any) => e.node)).toEqual([{ name: 'Club membership', price: '30.00', validity: 1, validityUnit: 'YEARS' }]);
    const classes = await t.app.db.selectFrom('scheduleItems').select('id').where('scheduleItemType', '=', 'CLASS').execute();
    const allowed = await t.app.db.selectFrom('scheduleItemOrganizationSubscriptionGroups').select(['scheduleItemId', 'attend', 'shopBook', 'enroll']).execute();
    expect(allowed).toHaveLength(classes.length);
    expect(allowed.every((a) => a.attend && a.shopBook && !a.enroll)).toBe(true);
  });
});
