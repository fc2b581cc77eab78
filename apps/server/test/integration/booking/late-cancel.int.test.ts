import { describe, expect, it } from 'vitest';
import { listSubscriptionCredits } from '../../../src/modules/subscription-records/index.js';
import { bookWith, classesOn, grant, subscriber } from '../subscriptions/subscription-booking-kit.js';
import { atInstant, book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from './booking-kit.js';

const CANCEL = `mutation Cancel($input: UpdateScheduleItemAttendanceInput!) {
  updateScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus cancelledLate cancellationPossible lateCancellationPossible uncancellationPossible } }
}`;
const FLAGS = `query One($id: ID!) { scheduleItemAttendance(id: $id) { cancellationPossible lateCancellationPossible cancelledLate } }`;
const REMAINING = '{ accountClasspasses { edges { node { classesRemaining } } } }';
const SPACES = `query($item: ID!, $date: Date!) { scheduleClass(scheduleItemId: $item, date: $date) { availableSpacesOnline cancelBefore } }`;
const WORKFLOW = `mutation($input: UpdateClubWorkflowSettingsInput!) { updateClubWorkflowSettings(input: $input) { lateCancelAllowed } }`;
const SETTINGS = '{ clubSettings { bookingDaysInAdvance cancelHoursBefore trialPassLimit maxPausesPerYear minPauseDays creditValidityDays lateCancelAllowed } }';

// The clock: Monday 2 March 2026, 10:00 in Amsterdam; the club cancels with the credit back up to 24 hours before a
// class. Tuesday 10 March 18:00 in Amsterdam is 17:00 UTC, so the window closes at 17:00:00 UTC on Monday 9 March.
const BEFORE_EDGE = '2026-03-09T16:59:59Z';
const AFTER_EDGE = '2026-03-09T17:00:01Z';

describe('late cancels (issue 24): after the cancel window the spot frees and the credit stays spent', () => {
  const t = bookingTestAppPerFile();

  async function passBooking(classes = 10) {
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-02-03', spaces: 5, walkInSpaces: 0 });
    const product = await t.make.classpassProduct({ name: 'Pass', classes, forClasses: [item] });
    const member = await booker(t, product, '2026-02-01');
    const attendanceId = await book(t, member, item, '2026-03-10');
    return { item, member, id: gid('ScheduleItemAttendanceNode', attendanceId) };
  }

  const remaining = async (token: string) => (await t.gql(REMAINING, {}, { token })).body.data.accountClasspasses.edges[0].node.classesRemaining as number;
  const cancel = (token: string, id: string, lateCancellation?: boolean) =>
    t.gql(CANCEL, { input: { id, bookingStatus: 'CANCELLED', ...(lateCancellation === undefined ? {} : { lateCancellation }) } }, { token });

  async function setLateCancelAllowed(allowed: boolean) {
    const admin = await tokenFor(t, await t.make.staff());
    const settings = (await t.gql(SETTINGS, {}, { token: admin })).body.data.clubSettings;
    const { body } = await t.gql(WORKFLOW, { input: { ...settings, lateCancelAllowed: allowed } }, { token: admin });
    expect(body.data.updateClubWorkflowSettings.lateCancelAllowed).toBe(allowed);
  }

  it('says until when the class can be cancelled with the credit back', async () => {
    const { item, member } = await passBooking();
    const { body } = await t.gql(SPACES, { item: gid('ScheduleItemNode', item.id), date: '2026-03-10' }, { token: member.token });
    expect(new Date(body.data.scheduleClass.cancelBefore).toISOString()).toBe('2026-03-09T17:00:00.000Z');
  });

  it('with a pass: one second before the edge the class comes back; one second after, a confirmed late cancel frees the spot and keeps it used', async () => {
    const early = await passBooking();
    await atInstant(t, BEFORE_EDGE, async () => {
      expect((await t.gql(FLAGS, { id: early.id }, { token: early.member.token })).body.data.scheduleItemAttendance).toEqual({
        cancellationPossible: true,
        lateCancellationPossible: false,
        cancelledLate: false,
      });
      const { body } = await cancel(early.member.token, early.id, true);
      expect(body.data.updateScheduleItemAttendance.scheduleItemAttendance).toMatchObject({ bookingStatus: 'CANCELLED', cancelledLate: false });
    });
    expect(await remaining(early.member.token)).toBe(10);

    const late = await passBooking();
    const spaces = async () => (await t.gql(SPACES, { item: gid('ScheduleItemNode', late.item.id), date: '2026-03-10' }, { token: late.member.token })).body.data.scheduleClass.availableSpacesOnline;
    const spacesBooked = await spaces();
    await atInstant(t, AFTER_EDGE, async () => {
      expect((await t.gql(FLAGS, { id: late.id }, { token: late.member.token })).body.data.scheduleItemAttendance).toEqual({
        cancellationPossible: false,
        lateCancellationPossible: true,
        cancelledLate: false,
      });
      // Without the member's confirmation a late cancel is refused, never done silently.
      const unconfirmed = await cancel(late.member.token, late.id);
      expect(errorCode(unconfirmed.body)).toBe('CANCEL_NOT_POSSIBLE');
      expect(unconfirmed.body.errors?.[0]?.message).toBe('Your booking for this class can no longer be cancelled');
      const { body } = await cancel(late.member.token, late.id, true);
      expect(body.data.updateScheduleItemAttendance.scheduleItemAttendance).toMatchObject({ bookingStatus: 'CANCELLED', cancelledLate: true, lateCancellationPossible: false });
    });
    expect(await remaining(late.member.token)).toBe(9);
    expect(await spaces()).toBe(spacesBooked + 1);
  });

  it('with a subscription: the credit returns one second before the edge and stays spent one second after', async () => {
    const club = await t.make.defaultClub();
    for (const [instant, used] of [
      [BEFORE_EDGE, 0],
      [AFTER_EDGE, 1],
    ] as const) {
      const [item] = await classesOn(t, ['2026-03-10']);
      const product = await t.make.subscriptionProduct({ classes: 4, forClasses: [item!] });
      const s = await subscriber(t, product);
      await grant(t, club, s.subscription, '2026-03');
      const id = gid('ScheduleItemAttendanceNode', (await bookWith(t, s, item!)) as number);
      await atInstant(t, instant, async () => {
        const { body } = await cancel(s.token, id, true);
        expect(body.data.updateScheduleItemAttendance.scheduleItemAttendance, instant).toMatchObject({ bookingStatus: 'CANCELLED', cancelledLate: used === 1 });
      });
      expect((await listSubscriptionCredits(t.app.db, club.id, s.subscription.id))[0]!.used, instant).toBe(used);
    }
  });

  it('refuses a late cancel once the class started, and when the club turned late cancels off', async () => {
    const started = await passBooking();
    await atInstant(t, '2026-03-10T17:00:00Z', async () => {
      expect((await t.gql(FLAGS, { id: started.id }, { token: started.member.token })).body.data.scheduleItemAttendance.lateCancellationPossible).toBe(false);
      expect(errorCode((await cancel(started.member.token, started.id, true)).body)).toBe('CANCEL_NOT_POSSIBLE');
    });

    const off = await passBooking();
    await setLateCancelAllowed(false);
    try {
      await atInstant(t, AFTER_EDGE, async () => {
        expect((await t.gql(FLAGS, { id: off.id }, { token: off.member.token })).body.data.scheduleItemAttendance.lateCancellationPossible).toBe(false);
        const { body } = await cancel(off.member.token, off.id, true);
        expect(errorCode(body)).toBe('CANCEL_NOT_POSSIBLE');
        expect(body.errors?.[0]?.extensions).toMatchObject({ lateCancellationPossible: false });
      });
      // The window itself still applies.
      await atInstant(t, BEFORE_EDGE, async () => {
        expect((await cancel(off.member.token, off.id)).body.data.updateScheduleItemAttendance.scheduleItemAttendance.bookingStatus).toBe('CANCELLED');
      });
    } finally {
      await setLateCancelAllowed(true);
    }
  });

  it('rebooks a late-cancelled booking without taking another class (its class is still spent)', async () => {
    const { member, id } = await passBooking(1);
    await atInstant(t, AFTER_EDGE, async () => {
      await cancel(member.token, id, true);
      expect(await remaining(member.token)).toBe(0);
      const again = await t.gql(CANCEL, { input: { id, bookingStatus: 'BOOKED' } }, { token: member.token });
      expect(again.body.data.updateScheduleItemAttendance.scheduleItemAttendance).toMatchObject({ bookingStatus: 'BOOKED', cancelledLate: false });
      expect(await remaining(member.token)).toBe(0);
    });
  });

  it("counts a member's late cancels and no-shows for staff on the account and the class list", async () => {
    const late = await passBooking();
    await atInstant(t, AFTER_EDGE, () => cancel(late.member.token, late.id, true));
    // A class the member booked and never came to: still BOOKED the day after.
    await book(t, late.member, late.item, '2026-03-03');
    const RECORD = `query($id: ID!) { node(id: $id) { ... on AccountNode { classAttendanceRecord { lateCancels noShows } } } }`;
    const account = gid('AccountNode', late.member.account.id);
    const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    await atInstant(t, '2026-03-04T09:00:00Z', async () => {
      expect((await t.gql(RECORD, { id: account }, { token: desk })).body.data.node.classAttendanceRecord).toEqual({ lateCancels: 1, noShows: 1 });
      expect((await t.gql(RECORD, { id: account }, { token: late.member.token })).body.data.node.classAttendanceRecord).toEqual({ lateCancels: 1, noShows: 1 });
      const LIST = `query($item: ID!, $date: Date!) { scheduleClassAttendanceList(scheduleItem: $item, date: $date) { attendances { bookingStatus cancelledLate lateCancels noShows } } }`;
      const list = await t.gql(LIST, { item: gid('ScheduleItemNode', late.item.id), date: '2026-03-10' }, { token: desk });
      expect(list.body.data.scheduleClassAttendanceList.attendances).toEqual([{ bookingStatus: 'CANCELLED', cancelledLate: true, lateCancels: 1, noShows: 1 }]);
    });
  });

  describe('others and roles', () => {
    it("answers B's late cancel of A's booking like a missing one and leaves it booked", async () => {
      const a = await passBooking();
      const b = await booker(t, await t.make.classpassProduct());
      await atInstant(t, AFTER_EDGE, async () => {
        expect(errorCode((await cancel(b.token, a.id, true)).body)).toBe('NOT_FOUND');
      });
      const row = await t.app.db.selectFrom('scheduleItemAttendances').select(['bookingStatus', 'lateCancel']).where('id', '=', Number(Buffer.from(a.id, 'base64').toString().split(':')[1])).executeTakeFirstOrThrow();
      expect(row).toEqual({ bookingStatus: 'BOOKED', lateCancel: false });
    });

    it("lets staff with schedule.attendance.edit cancel late for a member; others' roles answer like a missing booking", async () => {
      const answers: Record<string, string> = {};
      for (const role of ['ADMIN', 'MANAGER', 'FRONT_DESK', 'INSTRUCTOR', 'FINANCE'] as const) {
        const a = await passBooking();
        const staff = await tokenFor(t, await t.make.staff({ staffRoles: [role] }));
        const { body } = await atInstant(t, AFTER_EDGE, () => cancel(staff, a.id, true));
        answers[role] = errorCode(body) ?? body.data.updateScheduleItemAttendance.scheduleItemAttendance.bookingStatus;
      }
      expect(answers).toEqual({ ADMIN: 'CANCELLED', MANAGER: 'CANCELLED', FRONT_DESK: 'CANCELLED', INSTRUCTOR: 'NOT_FOUND', FINANCE: 'NOT_FOUND' });
    });

    it("answers another club's admin, on that club's path, like a missing booking", async () => {
      const a = await passBooking();
      const other = await t.make.club({ slug: 'elsewhere-late', name: 'Elsewhere' });
      const admin = await tokenFor(t, await t.make.staff({ club: other }));
      const { body } = await atInstant(t, AFTER_EDGE, () => t.gql(CANCEL, { input: { id: a.id, bookingStatus: 'CANCELLED', lateCancellation: true } }, { token: admin, club: 'elsewhere-late' }));
      expect(errorCode(body)).toBe('NOT_FOUND');
    });
  });
});

