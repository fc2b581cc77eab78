import { describe, expect, it } from 'vitest';
import { book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from './booking-kit.js';

const CHECK_IN = `mutation($input: CheckInScheduleItemAttendanceInput!) { checkInScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus } } }`;
const UNDO = `mutation($input: UndoCheckInScheduleItemAttendanceInput!) { undoCheckInScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus accountClasspass { classesRemaining } } } }`;
const CHECK_IN_ALL = `mutation($input: CheckInAllBookedInput!) { checkInAllBooked(input: $input) { checkedIn } }`;

// The desk (issue 24): a check-in can be undone, and a class's booked members checked in at once. The clock:
// Monday 2 March 2026, 10:00 in Amsterdam; the classes are on 10 March.
describe('undoing a check-in and checking in a whole class at the desk', () => {
  const t = bookingTestAppPerFile();

  async function classWithBookings(count: number) {
    const item = await t.make.scheduleClass({ spaces: 10 });
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const members = [];
    for (let i = 0; i < count; i++) {
      const member = await booker(t, product);
      members.push({ ...member, attendanceId: await book(t, member, item) });
    }
    return { item, members };
  }

  const statuses = (ids: number[]) =>
    t.app.db.selectFrom('scheduleItemAttendances').select(['id', 'bookingStatus']).where('id', 'in', ids).orderBy('id').execute().then((rows) => rows.map((r) => r.bookingStatus));

  it('undoes a check-in back to booked, keeping the class on the pass, and refuses undoing what is not checked in', async () => {
    const { item, members } = await classWithBookings(1);
    const [ann] = members;
    const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    await t.gql(CHECK_IN, { input: { account: gid('AccountNode', ann!.account.id), scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart } }, { token: desk });
    const id = gid('ScheduleItemAttendanceNode', ann!.attendanceId);
    const undone = await t.gql(UNDO, { input: { id } }, { token: desk });
    expect(undone.body.data.undoCheckInScheduleItemAttendance.scheduleItemAttendance).toEqual({ id, bookingStatus: 'BOOKED', accountClasspass: { classesRemaining: 9 } });
    const again = await t.gql(UNDO, { input: { id } }, { token: desk });
    expect(errorCode(again.body)).toBe('CONFLICT');
    expect(again.body.errors?.[0]?.message).toBe('This member is not checked in for this class.');
  });

  it('checks in every booked member of a class in one go and answers how many; cancelled and checked-in ones stay as they are', async () => {
    const { item, members } = await classWithBookings(4);
    const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    const [, bob, cas] = members;
    await t.gql(`mutation($input: UpdateScheduleItemAttendanceInput!) { updateScheduleItemAttendance(input: $input) { __typename } }`, { input: { id: gid('ScheduleItemAttendanceNode', cas!.attendanceId), bookingStatus: 'CANCELLED' } }, { token: cas!.token });
    await t.gql(CHECK_IN, { input: { account: gid('AccountNode', bob!.account.id), scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart } }, { token: desk });
    const input = { scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart };
    const { body } = await t.gql(CHECK_IN_ALL, { input }, { token: desk });
    expect(body.data.checkInAllBooked).toEqual({ checkedIn: 2 });
    expect(await statuses(members.map((m) => m.attendanceId))).toEqual(['ATTENDING', 'ATTENDING', 'CANCELLED', 'ATTENDING']);
    expect((await t.gql(CHECK_IN_ALL, { input }, { token: desk })).body.data.checkInAllBooked).toEqual({ checkedIn: 0 });
  });

  it('answers a missing class, or one not on that date, as not found', async () => {
    const { item } = await classWithBookings(0);
    const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    expect(errorCode((await t.gql(CHECK_IN_ALL, { input: { scheduleItem: gid('ScheduleItemNode', 999_999), date: item.dateStart } }, { token: desk })).body)).toBe('NOT_FOUND');
    expect(errorCode((await t.gql(CHECK_IN_ALL, { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: '2026-03-11' } }, { token: desk })).body)).toBe('NOT_FOUND');
  });

  it('lets only staff with schedule.attendance.edit do either; members, instructors and finance are turned away and nothing changes', async () => {
    const answers: Record<string, [string, string]> = {};
    for (const role of ['ADMIN', 'MANAGER', 'FRONT_DESK', 'INSTRUCTOR', 'FINANCE'] as const) {
      const { item, members } = await classWithBookings(2);
      const staff = await tokenFor(t, await t.make.staff({ staffRoles: [role] }));
      const all = await t.gql(CHECK_IN_ALL, { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart } }, { token: staff });
      const undo = await t.gql(UNDO, { input: { id: gid('ScheduleItemAttendanceNode', members[0]!.attendanceId) } }, { token: staff });
      answers[role] = [errorCode(all.body) ?? `checked in ${all.body.data.checkInAllBooked.checkedIn}`, errorCode(undo.body) ?? undo.body.data.undoCheckInScheduleItemAttendance.scheduleItemAttendance.bookingStatus];
      if (errorCode(all.body)) expect(await statuses(members.map((m) => m.attendanceId))).toEqual(['BOOKED', 'BOOKED']);
    }
    expect(answers).toEqual({
      ADMIN: ['checked in 2', 'BOOKED'],
      MANAGER: ['checked in 2', 'BOOKED'],
      FRONT_DESK: ['checked in 2', 'BOOKED'],
      INSTRUCTOR: ['PERMISSION_DENIED', 'PERMISSION_DENIED'],
      FINANCE: ['PERMISSION_DENIED', 'PERMISSION_DENIED'],
    });
    const { item, members } = await classWithBookings(1);
    const member = members[0]!;
    expect(errorCode((await t.gql(CHECK_IN_ALL, { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart } }, { token: member.token })).body)).toBe('PERMISSION_DENIED');
    expect(errorCode((await t.gql(UNDO, { input: { id: gid('ScheduleItemAttendanceNode', member.attendanceId) } }, { token: member.token })).body)).toBe('PERMISSION_DENIED');
  });

  it("answers another club's admin as if the class and the booking did not exist", async () => {
    const { item, members } = await classWithBookings(1);
    const other = await t.make.club({ slug: 'other-desk-club', name: 'Other desk' });
    const admin = await tokenFor(t, await t.make.staff({ club: other }));
    await t.app.db.updateTable('scheduleItemAttendances').set({ bookingStatus: 'ATTENDING' }).where('id', '=', members[0]!.attendanceId).execute();
    const undo = await t.gql(UNDO, { input: { id: gid('ScheduleItemAttendanceNode', members[0]!.attendanceId) } }, { token: admin, club: 'other-desk-club' });
    expect(errorCode(undo.body)).toBe('NOT_FOUND');
    const all = await t.gql(CHECK_IN_ALL, { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart } }, { token: admin, club: 'other-desk-club' });
    expect(errorCode(all.body)).toBe('NOT_FOUND');
    expect(await statuses([members[0]!.attendanceId])).toEqual(['ATTENDING']);
  });
});
