import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { UPDATE, atInstant, book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from './booking-kit.js';

const LIST = `query List($account: ID, $dateGte: Date, $scheduleItem: ID, $date: Date, $first: Int, $after: String, $ticketIsNull: Boolean) {
  scheduleItemAttendances(account: $account, first: $first, after: $after, date_Gte: $dateGte, scheduleItem: $scheduleItem, date: $date,
    accountScheduleEventTicket_Isnull: $ticketIsNull) {
    pageInfo { hasNextPage endCursor }
    edges { node {
      id attendanceType date bookingStatus cancellationPossible uncancellationPossible onlineBooking
      accountClasspass { id classesRemaining organizationClasspass { name } }
      scheduleItem { id timeStart timeEnd organizationClasstype { name } organizationLocationRoom { name organizationLocation { name } } }
    } }
  }
}`;

const ONE = `query One($id: ID!) { scheduleItemAttendance(id: $id) { id bookingStatus date } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id ... on ScheduleItemAttendanceNode { bookingStatus } } }`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam; the club cancels up to 24 hours before a class.
describe('attendances: listing, reading, cancelling and rebooking', () => {
  const t = bookingTestAppPerFile();

  async function bookedMember(classOverrides: Parameters<TestApp['make']['scheduleClass']>[0] = {}) {
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-02-03', ...classOverrides });
    const product = await t.make.classpassProduct({ name: 'Ten', forClasses: [item] });
    const member = await booker(t, product, '2026-02-01');
    const attendanceId = await book(t, member, item, '2026-03-10');
    return { item, product, member, attendanceId, gid: gid('ScheduleItemAttendanceNode', attendanceId) };
  }

  it("lists a member's upcoming classes, earliest first, with pass and class details", async () => {
    const { item, member } = await bookedMember();
    await book(t, member, item, '2026-03-03');
    const { body } = await t.gql(LIST, { account: gid('AccountNode', member.account.id), dateGte: '2026-03-02', ticketIsNull: true }, { token: member.token });
    const nodes = body.data.scheduleItemAttendances.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.date)).toEqual(['2026-03-03', '2026-03-10']);
    expect(nodes[1]).toMatchObject({
      attendanceType: 'CLASSPASS',
      bookingStatus: 'BOOKED',
      cancellationPossible: true,
      uncancellationPossible: false,
      onlineBooking: true,
      accountClasspass: { id: gid('AccountClasspassNode', member.pass.id), classesRemaining: 8, organizationClasspass: { name: 'Ten' } },
      scheduleItem: { id: gid('ScheduleItemNode', item.id), timeStart: '18:00:00', organizationClasstype: { name: 'Boxing' }, organizationLocationRoom: { name: 'Ring', organizationLocation: { name: 'Main' } } },
    });
    const past = await t.gql(LIST, { dateGte: '2026-03-04' }, { token: member.token });
    expect(past.body.data.scheduleItemAttendances.edges).toHaveLength(1);
  });

  it('lists the attendances of one class occurrence and pages by 20 by default', async () => {
    const { item, member } = await bookedMember();
    for (const date of ['2026-03-17', '2026-03-24']) await book(t, member, item, date);
    const one = await t.gql(LIST, { scheduleItem: gid('ScheduleItemNode', item.id), date: '2026-03-17' }, { token: member.token });
    expect(one.body.data.scheduleItemAttendances.edges.map((e: any) => e.node.date)).toEqual(['2026-03-17']);
    const page = await t.gql(LIST, { first: 2 }, { token: member.token });
    expect(page.body.data.scheduleItemAttendances.pageInfo.hasNextPage).toBe(true);
    const rest = await t.gql(LIST, { first: 2, after: page.body.data.scheduleItemAttendances.pageInfo.endCursor }, { token: member.token });
    expect(rest.body.data.scheduleItemAttendances.edges.map((e: any) => e.node.date)).toEqual(['2026-03-24']);
    const tickets = await t.gql(LIST, { ticketIsNull: false }, { token: member.token });
    expect(tickets.body.data.scheduleItemAttendances.edges).toEqual([]);
  });

  it('reads one attendance by id and through node()', async () => {
    const { member, gid: id } = await bookedMember();
    const one = await t.gql(ONE, { id }, { token: member.token });
    expect(one.body.data.scheduleItemAttendance).toEqual({ id, bookingStatus: 'BOOKED', date: '2026-03-10' });
    const node = await t.gql(NODE, { id }, { token: member.token });
    expect(node.body.data.node).toEqual({ id, bookingStatus: 'BOOKED' });
  });

  it('cancels a booking inside the window and gives the class back to the pass', async () => {
    const { member, gid: id } = await bookedMember();
    const { body } = await t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token });
    expect(body.data.updateScheduleItemAttendance.scheduleItemAttendance).toEqual({
      id,
      bookingStatus: 'CANCELLED',
      cancellationPossible: false,
      uncancellationPossible: true,
    });
    const passes = await t.gql('{ accountClasspasses { edges { node { classesRemaining } } } }', {}, { token: member.token });
    expect(passes.body.data.accountClasspasses.edges[0].node.classesRemaining).toBe(10);
    const again = await t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token });
    expect(errorCode(again.body)).toBe('CANCEL_NOT_POSSIBLE');
    expect(again.body.errors?.[0]?.message).toBe('Your booking for this class has already been cancelled.');
  });

  it('cancels with the class returned until one second before the 24-hour edge, in club time; at the edge and after it refuses', async () => {
    // Tuesday 10 March 18:00 in Amsterdam is 17:00 UTC; the window closes at 17:00:00 UTC on Monday (the same
    // edge as an appointment's, see personal-training/booking.int.test.ts).
    const ONE_WITH_FLAG = ONE.replace('date }', 'date cancellationPossible }');
    for (const instant of ['2026-03-09T17:00:00Z', '2026-03-09T17:00:01Z']) {
      const { member, gid: id } = await bookedMember();
      await atInstant(t, instant, async () => {
        const one = await t.gql(ONE_WITH_FLAG, { id }, { token: member.token });
        expect(one.body.data.scheduleItemAttendance.cancellationPossible, instant).toBe(false);
        const { body } = await t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token });
        expect(errorCode(body), instant).toBe('CANCEL_NOT_POSSIBLE');
        expect(body.errors?.[0]?.message).toBe('Your booking for this class can no longer be cancelled');
      });
      const passes = await t.gql('{ accountClasspasses { edges { node { classesRemaining } } } }', {}, { token: member.token });
      expect(passes.body.data.accountClasspasses.edges[0].node.classesRemaining, instant).toBe(9);
    }
    const { member, gid: id } = await bookedMember();
    await atInstant(t, '2026-03-09T16:59:59Z', async () => {
      const one = await t.gql(ONE_WITH_FLAG, { id }, { token: member.token });
      expect(one.body.data.scheduleItemAttendance.cancellationPossible).toBe(true);
      const { body } = await t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token });
      expect(body.data.updateScheduleItemAttendance.scheduleItemAttendance.bookingStatus).toBe('CANCELLED');
    });
    const passes = await t.gql('{ accountClasspasses { edges { node { classesRemaining } } } }', {}, { token: member.token });
    expect(passes.body.data.accountClasspasses.edges[0].node.classesRemaining).toBe(10);
  });

  it('rebooks a cancelled booking while the class has a free online spot, using a class again', async () => {
    const { member, gid: id } = await bookedMember();
    await t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token });
    const { body } = await t.gql(UPDATE, { input: { id, bookingStatus: 'BOOKED' } }, { token: member.token });
    expect(body.data.updateScheduleItemAttendance.scheduleItemAttendance).toMatchObject({ bookingStatus: 'BOOKED', cancellationPossible: true });
    const again = await t.gql(UPDATE, { input: { id, bookingStatus: 'BOOKED' } }, { token: member.token });
    expect(errorCode(again.body)).toBe('ALREADY_BOOKED');
  });

  it('refuses rebooking when the class filled up meanwhile or is over', async () => {
    const { item, product, member, gid: id } = await bookedMember({ spaces: 1 });
    await t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token });
    await book(t, await booker(t, product, '2026-02-01'), item, '2026-03-10');
    const full = await t.gql(UPDATE, { input: { id, bookingStatus: 'BOOKED' } }, { token: member.token });
    expect(errorCode(full.body)).toBe('CLASS_FULL');

    const other = await bookedMember();
    await t.gql(UPDATE, { input: { id: other.gid, bookingStatus: 'CANCELLED' } }, { token: other.member.token });
    const over = await atInstant(t, '2026-03-10T18:30:00Z', () => t.gql(UPDATE, { input: { id: other.gid, bookingStatus: 'BOOKED' } }, { token: other.member.token }));
    expect(errorCode(over.body)).toBe('REBOOK_NOT_POSSIBLE');
  });

  it('refuses rebooking when the pass has been used up meanwhile', async () => {
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-02-03' });
    const product = await t.make.classpassProduct({ forClasses: [item], classes: 1 });
    const member = await booker(t, product, '2026-02-01');
    const first = gid('ScheduleItemAttendanceNode', await book(t, member, item, '2026-03-10'));
    await t.gql(UPDATE, { input: { id: first, bookingStatus: 'CANCELLED' } }, { token: member.token });
    await book(t, member, item, '2026-03-17');
    const { body } = await t.gql(UPDATE, { input: { id: first, bookingStatus: 'BOOKED' } }, { token: member.token });
    expect(errorCode(body)).toBe('PASS_NOT_VALID');
  });

  it('only moves a booking between BOOKED and CANCELLED', async () => {
    const { member, gid: id } = await bookedMember();
    const { body } = await t.gql(UPDATE, { input: { id, bookingStatus: 'ATTENDING' } }, { token: member.token });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
  });

  describe("another member's attendances (test plan Z1, Z2, Z5)", () => {
    it("answers B's reads of A's attendance exactly like a missing one", async () => {
      const a = await bookedMember();
      const b = await booker(t, a.product);
      const theirs = await t.gql(ONE, { id: a.gid }, { token: b.token });
      const missing = await t.gql(ONE, { id: gid('ScheduleItemAttendanceNode', 999_999) }, { token: b.token });
      const forged = await t.gql(ONE, { id: gid('AccountClasspassNode', a.attendanceId) }, { token: b.token });
      expect(errorCode(theirs.body)).toBe('NOT_FOUND');
      expect(theirs.body.errors).toEqual(missing.body.errors);
      expect(forged.body.errors).toEqual(missing.body.errors);
      const node = await t.gql(NODE, { id: a.gid }, { token: b.token });
      expect(node.body.data?.node ?? null).toBeNull();
    });

    it("refuses B listing A's attendances by naming A's account", async () => {
      const a = await bookedMember();
      const b = await booker(t, a.product);
      const { body } = await t.gql(LIST, { account: gid('AccountNode', a.member.account.id) }, { token: b.token });
      expect(errorCode(body)).toBe('PERMISSION_DENIED');
      const own = await t.gql(LIST, { scheduleItem: gid('ScheduleItemNode', a.item.id), date: '2026-03-10' }, { token: b.token });
      expect(own.body.data.scheduleItemAttendances.edges).toEqual([]);
    });

    it("refuses B cancelling or rebooking A's booking and leaves it untouched", async () => {
      const a = await bookedMember();
      const b = await booker(t, a.product);
      const cancel = await t.gql(UPDATE, { input: { id: a.gid, bookingStatus: 'CANCELLED' } }, { token: b.token });
      const missing = await t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', 999_999), bookingStatus: 'CANCELLED' } }, { token: b.token });
      expect(errorCode(cancel.body)).toBe('NOT_FOUND');
      expect(cancel.body.errors).toEqual(missing.body.errors);
      const row = await t.app.db.selectFrom('scheduleItemAttendances').select('bookingStatus').where('id', '=', a.attendanceId).executeTakeFirstOrThrow();
      expect(row.bookingStatus).toBe('BOOKED');
    });

    it('asks anonymous callers to log in', async () => {
      const a = await bookedMember();
      for (const [query, variables] of [
        [ONE, { id: a.gid }],
        [LIST, {}],
        [UPDATE, { input: { id: a.gid, bookingStatus: 'CANCELLED' } }],
      ] as const) {
        expect(errorCode((await t.gql(query, variables)).body)).toBe('USER_NOT_LOGGED_IN');
      }
    });

    it("lets staff list a class's attendances and cancel for a member", async () => {
      const a = await bookedMember();
      const staff = await tokenFor(t, await t.make.staff());
      const list = await t.gql(LIST, { scheduleItem: gid('ScheduleItemNode', a.item.id), date: '2026-03-10' }, { token: staff });
      expect(list.body.data.scheduleItemAttendances.edges.map((e: any) => e.node.id)).toEqual([a.gid]);
      const cancel = await t.gql(UPDATE, { input: { id: a.gid, bookingStatus: 'CANCELLED' } }, { token: staff });
      expect(cancel.body.data.updateScheduleItemAttendance.scheduleItemAttendance.bookingStatus).toBe('CANCELLED');
    });

    it("lists no one else's bookings to an instructor (their class lists are scheduleClassAttendanceList), and the front desk the members' contact details", async () => {
      const a = await bookedMember();
      const CLASS_LIST = `query($item: ID) { scheduleItemAttendances(scheduleItem: $item) { edges { node { account { fullName email mobile } } } } }`;
      const listAs = async (token: string) =>
        (await t.gql(CLASS_LIST, { item: gid('ScheduleItemNode', a.item.id) }, { token })).body.data.scheduleItemAttendances.edges.map((e: any) => e.node.account);
      const name = `${a.member.account.firstName} ${a.member.account.lastName}`;
      const coach = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
      expect(await listAs(coach)).toEqual([]);
      const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
      expect(await listAs(desk)).toEqual([{ fullName: name, email: a.member.account.email, mobile: a.member.account.mobile }]);
    });

    it('treats staff without booking permissions like a member', async () => {
      const a = await bookedMember();
      const coach = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
      const cancel = await t.gql(UPDATE, { input: { id: a.gid, bookingStatus: 'CANCELLED' } }, { token: coach });
      expect(errorCode(cancel.body)).toBe('NOT_FOUND');
    });
  });
});
