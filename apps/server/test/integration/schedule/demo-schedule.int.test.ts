import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub } from '../../../src/seed/seed-demo-club.js';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../../src/seed/demo-accounts.js';
import type { TestApp } from '../../support/test-app.js';
import { createBookingTestApp, expectBookingInvariants, tokenFor } from '../booking/booking-kit.js';

// Seeded on a Sunday evening in Amsterdam, the hardest moment for "this week's" classes.
describe('the demo timetable', () => {
  let t: TestApp;
  let memberToken: string;
  beforeAll(async () => {
    t = await createBookingTestApp(new Date('2026-03-08T19:30:00Z'));
    await seedDemoClub(t.app);
    const member = await t.app.db.selectFrom('accounts').selectAll().where('email', '=', DEMO_ACCOUNTS.member.email).executeTakeFirstOrThrow();
    memberToken = await tokenFor(t, member);
  });
  afterAll(() => t.close());

  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => t.gql(query, variables, { club: DEMO_CLUB.slug, token });

  it('has about 40 classes a week of boxing, kickboxing, conditioning and yoga with instructors', async () => {
    const { body } = await gql(`{ scheduleClasses(dateFrom: "2026-03-09", dateUntil: "2026-03-15") {
      classes { organizationClasstype { name } account { fullName } organizationLocationRoom { name } bookingStatus } } }`);
    const classes = body.data.scheduleClasses.flatMap((d: any) => d.classes);
    expect(classes).toHaveLength(40);
    expect(new Set(classes.map((c: any) => c.organizationClasstype.name))).toEqual(new Set(['Boxing', 'Kickboxing', 'Conditioning', 'Yoga']));
    expect(new Set(classes.map((c: any) => c.account.fullName)).size).toBe(4);
    expect(new Set(classes.map((c: any) => c.organizationLocationRoom.name)).size).toBe(4);
  });

  it('has one cancelled class next week and a holiday at one location in the coming weeks', async () => {
    const { body } = await gql(`{ scheduleClasses(dateFrom: "2026-03-09", dateUntil: "2026-03-29") { date classes { bookingStatus holidayName organizationLocationRoom { organizationLocation { name } } } } }`);
    const classes = body.data.scheduleClasses.flatMap((d: any) => d.classes.map((c: any) => ({ ...c, date: d.date })));
    expect(classes.filter((c: any) => c.bookingStatus === 'CANCELLED')).toHaveLength(1);
    const holiday = classes.filter((c: any) => c.bookingStatus === 'HOLIDAY');
    expect(holiday.length).toBeGreaterThan(0);
    expect(new Set(holiday.map((c: any) => `${c.holidayName} @ ${c.organizationLocationRoom.organizationLocation.name}`))).toEqual(
      new Set(['Harbour studio maintenance @ Northside Harbour']),
    );
  });

  it('sells a trial, a 5-class, a 10-class, an unlimited month and a personal-training pass', async () => {
    const { body } = await gql('{ organizationClasspasses(first: 100, archived: false, displayShop: true) { edges { node { name priceDisplay trialPass } } } }');
    expect(body.data.organizationClasspasses.edges.map((e: any) => [e.node.name, e.node.priceDisplay])).toEqual([
      ['Trial class', '€ 15.00'],
      ['5-class pass', '€ 85.00'],
      ['Personal training 5 sessions', '€ 200.00'],
      ['10-class pass', '€ 150.00'],
      ['Unlimited month', '€ 99.00'],
    ]);
  });

  it('gives the demo member a 10-class pass with two upcoming bookings they can still cancel, and a personal-training pass', async () => {
    const passes = await gql('{ accountClasspasses { edges { node { classesRemaining isExpired organizationClasspass { name } } } } }', {}, memberToken);
    expect(passes.body.data.accountClasspasses.edges.map((e: any) => e.node)).toEqual([
      { classesRemaining: 5, isExpired: false, organizationClasspass: { name: 'Personal training 5 sessions' } },
      { classesRemaining: 7, isExpired: false, organizationClasspass: { name: '10-class pass' } },
    ]);
    const upcoming = await gql('{ scheduleItemAttendances(date_Gte: "2026-03-08") { edges { node { bookingStatus cancellationPossible } } } }', {}, memberToken);
    expect(upcoming.body.data.scheduleItemAttendances.edges.map((e: any) => e.node)).toEqual([
      { bookingStatus: 'BOOKED', cancellationPossible: true },
      { bookingStatus: 'BOOKED', cancellationPossible: true },
    ]);
    await expectBookingInvariants(t);
  });
});
