import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { UPDATE, book, booker, createBookingTestApp, errorCode, gid, tokenFor } from './booking-kit.js';

const OPTIONS = `query Options($scheduleItem: ID!, $date: Date!, $account: ID) {
  scheduleClassBookingOptions(scheduleItem: $scheduleItem, date: $date, listType: SHOP_BOOK, account: $account) {
    date
    alreadyBooked
    account { id hasReachedTrialLimit }
    scheduleItem { id frequencyType frequencyInterval dateStart dateEnd walkInSpaces enrollmentSpaces infoMailEnabled infoMailContent }
    scheduleItemPrices {
      organizationClasspassDropin { id name priceDisplay }
      organizationClasspassTrial { id name priceDisplay }
    }
    classpasses { bookingType allowed accountClasspass { id classesRemainingDisplay organizationClasspass { name } } }
    subscriptions { bookingType allowed creditsOnDate accountSubscription { id dateStart dateEnd creditTotal organizationSubscription { name unlimited } } }
  }
}`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam. The class: Tuesday 10 March.
describe('scheduleClassBookingOptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createBookingTestApp();
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  async function setup() {
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-03-03', infoMailEnabled: true, infoMailContent: 'Bring gloves', enrollmentSpaces: 2 });
    const ten = await t.make.classpassProduct({ name: '10 classes', forClasses: [item] });
    const member = await booker(t, ten);
    return { item, ten, member, variables: { scheduleItem: gid('ScheduleItemNode', item.id), date: '2026-03-10' } };
  }

  it('offers the member’s passes valid on the date, allowed when the class takes them and they have classes left', async () => {
    const { item, member, variables } = await setup();
    const usedUp = await t.make.classpassProduct({ name: 'Single', classes: 1, forClasses: [item] });
    const single = await t.make.accountClasspass(member.account, usedUp);
    await t.app.db
      .insertInto('scheduleItemAttendances')
      .values({ clubId: item.clubId, accountId: member.account.id, scheduleItemId: item.id, date: '2026-03-03', attendanceType: 'CLASSPASS', accountClasspassId: single.id, bookingStatus: 'ATTENDING' })
      .execute();
    const otherGroup = await t.make.classpassProduct({ name: 'Yoga only', forClasses: [await t.make.scheduleClass()] });
    await t.make.accountClasspass(member.account, otherGroup);
    const expired = await t.make.classpassProduct({ name: 'Expired', validity: 1, validityUnit: 'DAYS', forClasses: [item] });
    await t.make.accountClasspass(member.account, expired, '2026-02-01');

    const { body } = await t.gql(OPTIONS, variables, { token: member.token });
    expect(body.errors).toBeUndefined();
    const options = body.data.scheduleClassBookingOptions;
    expect(options).toMatchObject({
      date: '2026-03-10',
      alreadyBooked: false,
      account: { id: gid('AccountNode', member.account.id), hasReachedTrialLimit: false },
      scheduleItem: { id: gid('ScheduleItemNode', item.id), frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-03-03', dateEnd: null, infoMailEnabled: true, infoMailContent: 'Bring gloves', enrollmentSpaces: 2 },
      scheduleItemPrices: { organizationClasspassDropin: null, organizationClasspassTrial: null },
      subscriptions: [],
    });
    const byName = Object.fromEntries(options.classpasses.map((o: any) => [o.accountClasspass.organizationClasspass.name, o]));
    expect(Object.keys(byName).sort()).toEqual(['10 classes', 'Single', 'Yoga only']);
    expect(byName['10 classes']).toEqual({
      bookingType: 'CLASSPASS',
      allowed: true,
      accountClasspass: { id: gid('AccountClasspassNode', member.pass.id), classesRemainingDisplay: '10', organizationClasspass: { name: '10 classes' } },
    });
    expect(byName['Single'].allowed).toBe(false);
    expect(byName['Yoga only'].allowed).toBe(false);
  });

  it('says alreadyBooked once the member has an attendance for the class, cancelled or not', async () => {
    const { item, member, variables } = await setup();
    const id = gid('ScheduleItemAttendanceNode', await book(t, member, item, '2026-03-10'));
    expect((await t.gql(OPTIONS, variables, { token: member.token })).body.data.scheduleClassBookingOptions.alreadyBooked).toBe(true);
    await t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token });
    expect((await t.gql(OPTIONS, variables, { token: member.token })).body.data.scheduleClassBookingOptions.alreadyBooked).toBe(true);
    const other = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
    expect((await t.gql(OPTIONS, variables, { token: other.token })).body.data.scheduleClassBookingOptions.alreadyBooked).toBe(false);
  });

  it('offers the drop-in and trial products of the price row in force on the date', async () => {
    const { item, member, variables } = await setup();
    const dropin = await t.make.classpassProduct({ name: 'Drop-in', price: '20', classes: 1, displayShop: false });
    const trial = await t.make.classpassProduct({ name: 'Trial', price: '12.5', classes: 1, trialPass: true });
    const older = await t.make.classpassProduct({ name: 'Old drop-in', price: '18', classes: 1 });
    await t.app.db
      .insertInto('scheduleItemPrices')
      .values([
        { clubId: item.clubId, scheduleItemId: item.id, dateStart: '2026-01-01', dateEnd: '2026-02-28', organizationClasspassDropinId: older.id },
        { clubId: item.clubId, scheduleItemId: item.id, dateStart: '2026-03-01', organizationClasspassDropinId: dropin.id, organizationClasspassTrialId: trial.id },
      ])
      .execute();
    const { body } = await t.gql(OPTIONS, variables, { token: member.token });
    expect(body.data.scheduleClassBookingOptions.scheduleItemPrices).toEqual({
      organizationClasspassDropin: { id: gid('OrganizationClasspassNode', dropin.id), name: 'Drop-in', priceDisplay: '€ 20.00' },
      organizationClasspassTrial: { id: gid('OrganizationClasspassNode', trial.id), name: 'Trial', priceDisplay: '€ 12.50' },
    });
  });

  it('needs a login, keeps other members’ options private and refuses classes that do not run that day', async () => {
    const { member, variables } = await setup();
    expect(errorCode((await t.gql(OPTIONS, variables)).body)).toBe('USER_NOT_LOGGED_IN');
    const other = await t.make.member();
    const forOther = await t.gql(OPTIONS, { ...variables, account: gid('AccountNode', other.id) }, { token: member.token });
    expect(errorCode(forOther.body)).toBe('PERMISSION_DENIED');
    const wrongDay = await t.gql(OPTIONS, { ...variables, date: '2026-03-11' }, { token: member.token });
    expect(errorCode(wrongDay.body)).toBe('NOT_FOUND');
    const staff = await tokenFor(t, await t.make.staff());
    const asStaff = await t.gql(OPTIONS, { ...variables, account: gid('AccountNode', member.account.id) }, { token: staff });
    expect(asStaff.body.data.scheduleClassBookingOptions.classpasses).toHaveLength(1);
  });
});
