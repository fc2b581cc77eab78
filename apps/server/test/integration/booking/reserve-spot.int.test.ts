import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { BOOK, book, bookInput, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from './booking-kit.js';

// The clock: Monday 2 March 2026, 10:00 in Amsterdam (the club's zone). Classes default to Tuesday 10 March 18:00.
describe('createScheduleItemAttendance', () => {
  const t = bookingTestAppPerFile();

  async function classWithPass(classOverrides: Parameters<TestApp['make']['scheduleClass']>[0] = {}, productOverrides = {}) {
    const item = await t.make.scheduleClass(classOverrides);
    const product = await t.make.classpassProduct({ forClasses: [item], ...productOverrides });
    return { item, product, member: await booker(t, product) };
  }

  it('books a class with a pass and takes one class off it', async () => {
    const { item, member } = await classWithPass();
    const { body } = await t.gql(BOOK, bookInput(item, member.pass), { token: member.token });
    expect(body.errors).toBeUndefined();
    expect(body.data.createScheduleItemAttendance.scheduleItemAttendance).toMatchObject({
      bookingStatus: 'BOOKED',
      date: '2026-03-10',
      onlineBooking: true,
      accountClasspass: { id: gid('AccountClasspassNode', member.pass.id), classesRemaining: 9 },
    });
    const cls = await t.gql(`{ scheduleClass(scheduleItemId: "${gid('ScheduleItemNode', item.id)}", date: "2026-03-10") { countBooked availableSpacesOnline bookingStatus } }`);
    expect(cls.body.data.scheduleClass).toEqual({ countBooked: 1, availableSpacesOnline: 9, bookingStatus: 'OK' });
  });

  it('asks for a login without a token', async () => {
    const { item, member } = await classWithPass();
    const { body } = await t.gql(BOOK, bookInput(item, member.pass));
    expect(errorCode(body)).toBe('USER_NOT_LOGGED_IN');
  });

  it('refuses a second booking of the same class by the same member', async () => {
    const { item, member } = await classWithPass();
    await book(t, member, item);
    const { body } = await t.gql(BOOK, bookInput(item, member.pass), { token: member.token });
    expect(errorCode(body)).toBe('ALREADY_BOOKED');
    expect(body.errors?.[0]?.message).toBe('You have an existing booking for this class.');
  });

  it('refuses a booking when the online spaces are taken, keeping walk-in spaces for the desk', async () => {
    const { item, product, member } = await classWithPass({ spaces: 2, walkInSpaces: 1 });
    await book(t, member, item);
    const other = await booker(t, product);
    const { body } = await t.gql(BOOK, bookInput(item, other.pass), { token: other.token });
    expect(errorCode(body)).toBe('CLASS_FULL');
  });

  it('lets staff book a member at the desk into a walk-in space', async () => {
    const { item, product, member } = await classWithPass({ spaces: 2, walkInSpaces: 1 });
    await book(t, member, item);
    const other = await booker(t, product);
    const staff = await t.make.staff();
    const { body } = await t.gql(BOOK, bookInput(item, other.pass, item.dateStart, { account: gid('AccountNode', other.account.id), onlineBooking: false }), {
      token: await tokenFor(t, staff),
    });
    expect(body.data?.createScheduleItemAttendance.scheduleItemAttendance).toMatchObject({ bookingStatus: 'BOOKED', onlineBooking: false });
    const third = await booker(t, product);
    const full = await t.gql(BOOK, bookInput(item, third.pass, item.dateStart, { account: gid('AccountNode', third.account.id), onlineBooking: false }), {
      token: await tokenFor(t, staff),
    });
    expect(errorCode(full.body)).toBe('CLASS_FULL');
  });

  it('refuses a class whose booking window has not opened yet', async () => {
    const { item, member } = await classWithPass({ dateStart: '2026-04-20' }, { validity: 12 });
    const { body } = await t.gql(BOOK, bookInput(item, member.pass), { token: member.token });
    expect(errorCode(body)).toBe('BOOKING_NOT_OPEN');
    expect(body.errors?.[0]?.message).toBe('Booking for this class opens on 2026-03-20.');
  });

  it('refuses a class that has finished, is running, is cancelled or falls on a holiday', async () => {
    const finished = await classWithPass({ dateStart: '2026-03-01' });
    const ongoing = await classWithPass({ dateStart: '2026-03-02', timeStart: '09:30:00', timeEnd: '11:00:00' });
    const cancelled = await classWithPass();
    await t.app.db.insertInto('scheduleItemChanges').values({ clubId: cancelled.item.clubId, scheduleItemId: cancelled.item.id, date: '2026-03-10', status: 'CANCELLED' }).execute();
    const holiday = await classWithPass();
    const room = await t.app.db.selectFrom('organizationLocationRooms').select('organizationLocationId').where('id', '=', holiday.item.organizationLocationRoomId).executeTakeFirstOrThrow();
    const h = await t.app.db.insertInto('organizationHolidays').values({ clubId: holiday.item.clubId, name: 'Spring break', dateStart: '2026-03-09', dateEnd: '2026-03-11' }).returning('id').executeTakeFirstOrThrow();
    await t.app.db.insertInto('organizationHolidayLocations').values({ clubId: holiday.item.clubId, organizationHolidayId: h.id, organizationLocationId: room.organizationLocationId }).execute();

    for (const [c, status] of [[finished, 'FINISHED'], [ongoing, 'ONGOING'], [cancelled, 'CANCELLED'], [holiday, 'HOLIDAY']] as const) {
      const { body } = await t.gql(BOOK, bookInput(c.item, c.member.pass), { token: c.member.token });
      expect(errorCode(body), status).toBe('CLASS_NOT_BOOKABLE');
      expect(body.errors?.[0]?.extensions).toMatchObject({ bookingStatus: status });
    }
  });

  it('refuses a pass that is not valid on the class date', async () => {
    const item = await t.make.scheduleClass();
    const product = await t.make.classpassProduct({ forClasses: [item], validity: 5, validityUnit: 'DAYS' });
    const member = await booker(t, product, '2026-03-01');
    const { body } = await t.gql(BOOK, bookInput(item, member.pass), { token: member.token });
    expect(errorCode(body)).toBe('PASS_NOT_VALID');
    expect(body.errors?.[0]?.extensions).toMatchObject({ reason: 'NOT_VALID_ON_DATE' });
  });

  it('refuses a pass with no classes left', async () => {
    const first = await t.make.scheduleClass();
    const second = await t.make.scheduleClass({ organizationLocationRoomId: first.organizationLocationRoomId, timeStart: '19:00:00', timeEnd: '20:00:00' });
    const product = await t.make.classpassProduct({ forClasses: [first, second], classes: 1 });
    const member = await booker(t, product);
    await book(t, member, first);
    const { body } = await t.gql(BOOK, bookInput(second, member.pass), { token: member.token });
    expect(errorCode(body)).toBe('PASS_NOT_VALID');
    expect(body.errors?.[0]?.extensions).toMatchObject({ reason: 'NO_CLASSES_LEFT' });
  });

  it("refuses a pass whose groups don't allow the class, or allow it only at the desk", async () => {
    const item = await t.make.scheduleClass();
    const otherClass = await t.make.scheduleClass();
    const wrongGroup = await booker(t, await t.make.classpassProduct({ forClasses: [otherClass] }));
    const deskOnly = await booker(t, await t.make.classpassProduct({ forClasses: [item], shopBook: false }));
    for (const member of [wrongGroup, deskOnly]) {
      const { body } = await t.gql(BOOK, bookInput(item, member.pass), { token: member.token });
      expect(errorCode(body)).toBe('PASS_NOT_VALID');
      expect(body.errors?.[0]?.extensions).toMatchObject({ reason: 'NOT_ALLOWED_FOR_CLASS' });
    }
  });

  it("answers someone else's pass exactly like a pass that does not exist", async () => {
    const { item, product, member } = await classWithPass();
    const other = await booker(t, product);
    const theirs = await t.gql(BOOK, bookInput(item, other.pass), { token: member.token });
    const missing = await t.gql(BOOK, bookInput(item, { id: 999_999 }), { token: member.token });
    const forged = await t.gql(BOOK, { input: { ...bookInput(item, member.pass).input, accountClasspass: gid('OrganizationClasspassNode', member.pass.id) } }, { token: member.token });
    expect(theirs.body.errors).toEqual(missing.body.errors);
    expect(forged.body.errors).toEqual(missing.body.errors);
    expect(errorCode(theirs.body)).toBe('NOT_FOUND');
  });

  it('refuses a class that does not exist or does not run on the date', async () => {
    const { item, member } = await classWithPass({ frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-03-03' });
    const wrongDay = await t.gql(BOOK, bookInput(item, member.pass, '2026-03-11'), { token: member.token });
    const missing = await t.gql(BOOK, { input: { ...bookInput(item, member.pass).input, scheduleItem: gid('ScheduleItemNode', 999_999) } }, { token: member.token });
    const garbage = await t.gql(BOOK, { input: { ...bookInput(item, member.pass).input, scheduleItem: 'not-an-id' } }, { token: member.token });
    for (const r of [wrongDay, missing, garbage]) expect(errorCode(r.body)).toBe('NOT_FOUND');
    expect(await book(t, member, item, '2026-03-10')).toBeGreaterThan(0);
  });

  it('hides classes not displayed publicly from members', async () => {
    const { item, member } = await classWithPass({ displayPublic: false });
    const { body } = await t.gql(BOOK, bookInput(item, member.pass), { token: member.token });
    expect(errorCode(body)).toBe('NOT_FOUND');
  });

  it("refuses a member booking for another member's account, existing or not", async () => {
    const { item, product, member } = await classWithPass();
    const other = await booker(t, product);
    const forOther = await t.gql(BOOK, bookInput(item, other.pass, item.dateStart, { account: gid('AccountNode', other.account.id) }), { token: member.token });
    const forNobody = await t.gql(BOOK, bookInput(item, other.pass, item.dateStart, { account: gid('AccountNode', 999_999) }), { token: member.token });
    expect(errorCode(forOther.body)).toBe('PERMISSION_DENIED');
    expect(forNobody.body.errors).toEqual(forOther.body.errors);
    const count = await t.app.db.selectFrom('scheduleItemAttendances').select((eb) => eb.fn.countAll<number>().as('n')).where('scheduleItemId', '=', item.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('lets staff book for a member with their pass', async () => {
    const { item, member } = await classWithPass();
    const staff = await t.make.staff();
    const { body } = await t.gql(BOOK, bookInput(item, member.pass, item.dateStart, { account: gid('AccountNode', member.account.id) }), {
      token: await tokenFor(t, staff),
    });
    expect(body.data?.createScheduleItemAttendance.scheduleItemAttendance.bookingStatus).toBe('BOOKED');
  });

  it('only creates bookings as BOOKED, with what their attendance type names', async () => {
    const { item, member } = await classWithPass();
    const cancelled = await t.gql(BOOK, bookInput(item, member.pass, item.dateStart, { bookingStatus: 'CANCELLED' }), { token: member.token });
    const subscription = await t.gql(BOOK, bookInput(item, member.pass, item.dateStart, { attendanceType: 'SUBSCRIPTION' }), { token: member.token });
    expect(errorCode(cancelled.body)).toBe('VALIDATION_FAILED');
    expect(errorCode(subscription.body)).toBe('VALIDATION_FAILED');
  });
});
