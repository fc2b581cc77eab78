import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import { book, booker, bookingTestAppPerFile, errorCode, expectCleanAnswers, gid, tokenFor, UPDATE } from './booking-kit.js';

const LIST = `query List($item: ID!, $date: Date!) {
  scheduleClassAttendanceList(scheduleItem: $item, date: $date) {
    scheduleClass { date timeStart availableSpacesTotal organizationClasstype { name } }
    attendances { attendanceId accountId firstName lastName bookingStatus classpassName trialPass cancellationPossible }
  }
}`;

const CHECK_IN = `mutation CheckIn($input: CheckInScheduleItemAttendanceInput!) {
  checkInScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus onlineBooking accountClasspass { id classesRemaining } } }
}`;

const SEARCH = `query Search($search: String!) { accountsToBook(search: $search) { id firstName lastName } }`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam; the classes are on 10 March.
describe('a class occurrence’s attendance list and check-in at the desk', () => {
  const t = bookingTestAppPerFile();
  let admin: string;
  let item: ScheduleItem;
  let product: OrganizationClasspass;
  let trial: OrganizationClasspass;

  beforeAll(async () => {
    admin = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    item = await t.make.scheduleClass({ spaces: 5 });
    product = await t.make.classpassProduct({ forClasses: [item] });
    trial = await t.make.classpassProduct({ name: 'Trial', classes: 1, trialPass: true, forClasses: [item] });
  });

  const checkIn = (input: Record<string, unknown>, token = admin) => t.gql(CHECK_IN, { input }, { token });
  const checkInInput = (account: Pick<Account, 'id'>, extra: Record<string, unknown> = {}) => ({
    account: gid('AccountNode', account.id),
    scheduleItem: gid('ScheduleItemNode', item.id),
    date: item.dateStart,
    ...extra,
  });

  it('lists booked, attending and cancelled members by name with the pass used and its trial flag', async () => {
    const listed = await t.make.scheduleClass();
    const groupProduct = await t.make.classpassProduct({ forClasses: [listed] });
    const trialProduct = await t.make.classpassProduct({ name: 'Trial', classes: 1, trialPass: true, forClasses: [listed] });
    const ann = await booker(t, groupProduct);
    const bob = await booker(t, trialProduct);
    const cas = await booker(t, groupProduct);
    await t.app.db.updateTable('accounts').set({ firstName: 'Ann', lastName: 'Archer' }).where('id', '=', ann.account.id).execute();
    await t.app.db.updateTable('accounts').set({ firstName: 'Bob', lastName: 'Baker' }).where('id', '=', bob.account.id).execute();
    await t.app.db.updateTable('accounts').set({ firstName: 'Cas', lastName: 'Cole' }).where('id', '=', cas.account.id).execute();
    await book(t, ann, listed);
    await book(t, bob, listed);
    const casBooking = await book(t, cas, listed);
    await t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', casBooking), bookingStatus: 'CANCELLED' } }, { token: cas.token });
    const checked = await t.gql(CHECK_IN, { input: { account: gid('AccountNode', bob.account.id), scheduleItem: gid('ScheduleItemNode', listed.id), date: listed.dateStart } }, { token: admin });
    expect(checked.body.errors).toBeUndefined();

    const res = await t.gql(LIST, { item: gid('ScheduleItemNode', listed.id), date: listed.dateStart }, { token: admin });
    expect(res.body.errors).toBeUndefined();
    const list = res.body.data.scheduleClassAttendanceList;
    expect(list.scheduleClass).toMatchObject({ date: '2026-03-10', timeStart: '18:00:00', availableSpacesTotal: 8, organizationClasstype: { name: 'Boxing' } });
    expect(list.attendances).toMatchObject([
      { firstName: 'Ann', lastName: 'Archer', bookingStatus: 'BOOKED', classpassName: '10 classes', trialPass: false, cancellationPossible: true },
      { firstName: 'Bob', lastName: 'Baker', bookingStatus: 'ATTENDING', classpassName: 'Trial', trialPass: true, cancellationPossible: false },
      { firstName: 'Cas', lastName: 'Cole', bookingStatus: 'CANCELLED', classpassName: '10 classes', trialPass: false },
    ]);
  });

  it('shows an instructor only the lists of the classes they teach, a one-time change’s second instructor included', async () => {
    const coach = await t.make.staff({ staffRoles: ['INSTRUCTOR'], firstName: 'Coach' });
    const substitute = await t.make.staff({ staffRoles: ['INSTRUCTOR'], firstName: 'Sub' });
    const taught = await t.make.scheduleClass({ accountId: coach.id });
    await t.app.db.insertInto('scheduleItemChanges').values({ clubId: taught.clubId, scheduleItemId: taught.id, date: taught.dateStart, account2Id: substitute.id, role2: 'ASSISTANT' }).execute();
    const coachToken = await tokenFor(t, coach);
    const subToken = await tokenFor(t, substitute);
    const ask = (token: string, scheduleItem: ScheduleItem, date = scheduleItem.dateStart) => t.gql(LIST, { item: gid('ScheduleItemNode', scheduleItem.id), date }, { token });

    expect((await ask(coachToken, taught)).body.errors).toBeUndefined();
    expect((await ask(subToken, taught)).body.errors).toBeUndefined();
    // Another class, another date of the taught class (no change there, no second instructor), or no class at all.
    expect(errorCode((await ask(coachToken, item)).body)).toBe('PERMISSION_DENIED');
    expect(errorCode((await ask(subToken, taught, '2026-03-17')).body)).toBe('PERMISSION_DENIED');
    expect(errorCode((await t.gql(LIST, { item: gid('ScheduleItemNode', 999_999), date: '2026-03-10' }, { token: coachToken })).body)).toBe('PERMISSION_DENIED');
    // Staff with the full view: a missing class is NOT_FOUND; members are refused.
    expect(errorCode((await t.gql(LIST, { item: gid('ScheduleItemNode', 999_999), date: '2026-03-10' }, { token: admin })).body)).toBe('NOT_FOUND');
    const member = await tokenFor(t, await t.make.member());
    expect(errorCode((await ask(member, taught)).body)).toBe('PERMISSION_DENIED');
  });

  it('checks a booked member in once, however often it is sent', async () => {
    const member = await booker(t, product);
    const booked = await book(t, member, item);
    const first = await checkIn(checkInInput(member.account));
    const again = await checkIn(checkInInput(member.account));
    expect(first.body.data.checkInScheduleItemAttendance.scheduleItemAttendance).toMatchObject({ id: gid('ScheduleItemAttendanceNode', booked), bookingStatus: 'ATTENDING' });
    expect(again.body.data).toEqual(first.body.data);
  });

  it('books a member who is not booked with a valid pass (one class used), and sends one without to the desk', async () => {
    const member = await t.make.member();
    await t.make.accountClasspass(member, trial);
    const res = await checkIn(checkInInput(member));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.checkInScheduleItemAttendance.scheduleItemAttendance).toMatchObject({ bookingStatus: 'ATTENDING', onlineBooking: false, accountClasspass: { classesRemaining: 0 } });

    const passless = await t.make.member();
    const refused = await checkIn(checkInInput(passless));
    expect(refused.body.errors![0]).toMatchObject({ message: 'No valid class pass for this class: please see the desk.', extensions: { code: 'PASS_NOT_VALID' } });
    expect(await t.app.db.selectFrom('scheduleItemAttendances').select('id').where('accountId', '=', passless.id).execute()).toEqual([]);
  });

  it('answers a repeated client id with the first check-in, even after staff cancelled it, and refuses it for someone else', async () => {
    const member = await booker(t, product);
    const first = await checkIn(checkInInput(member.account, { clientId: 'tablet-1:42' }));
    const attendance = first.body.data.checkInScheduleItemAttendance.scheduleItemAttendance;
    await t.app.db.updateTable('scheduleItemAttendances').set({ bookingStatus: 'CANCELLED' }).where('accountId', '=', member.account.id).execute();
    const retry = await checkIn(checkInInput(member.account, { clientId: 'tablet-1:42' }));
    expect(retry.body.data.checkInScheduleItemAttendance.scheduleItemAttendance).toMatchObject({ id: attendance.id, bookingStatus: 'CANCELLED' });
    const other = await booker(t, product);
    expect(errorCode((await checkIn(checkInInput(other.account, { clientId: 'tablet-1:42' }))).body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await checkIn(checkInInput(other.account, { clientId: ' ' }))).body)).toBe('VALIDATION_FAILED');
  });

  it('K2: ten taps at once on a member who is not booked give one attendance, with or without one client id', async () => {
    for (const sameClientId of [false, true]) {
      const member = await booker(t, product);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => checkIn(checkInInput(member.account, { clientId: sameClientId ? 'tap' : `tap-${member.account.id}-${i}` }))),
      );
      expectCleanAnswers(results);
      const ids = new Set(results.map((r) => r.body.data?.checkInScheduleItemAttendance?.scheduleItemAttendance?.id));
      expect(ids.size, JSON.stringify(results.map((r) => r.body.errors))).toBe(1);
      const rows = await t.app.db.selectFrom('scheduleItemAttendances').select(['bookingStatus']).where('accountId', '=', member.account.id).execute();
      expect(rows).toEqual([{ bookingStatus: 'ATTENDING' }]);
    }
  });

  it('is for staff who may book: an instructor cannot check in at the desk (the kiosk will have its own way)', async () => {
    const member = await booker(t, product);
    const instructor = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    expect(errorCode((await checkIn(checkInInput(member.account), instructor)).body)).toBe('PERMISSION_DENIED');
  });

  it('finds members to book by first, last or full name', async () => {
    const member = await t.make.member({ firstName: 'Zora', lastName: 'Quist' });
    for (const search of ['zor', 'QUIST', 'Zora Qu']) {
      const res = await t.gql(SEARCH, { search }, { token: admin });
      expect(res.body.data.accountsToBook, search).toEqual([{ id: gid('AccountNode', member.id), firstName: 'Zora', lastName: 'Quist' }]);
    }
    expect((await t.gql(SEARCH, { search: 'z' }, { token: admin })).body.data.accountsToBook).toEqual([]);
    expect((await t.gql(SEARCH, { search: '%' }, { token: admin })).body.data.accountsToBook).toEqual([]);
  });
});
