import { describe, expect, it } from 'vitest';
import { listSubscriptionCredits } from '../../../src/modules/subscription-records/index.js';
import { bookWith, classesOn, grant, subscriber } from '../subscriptions/subscription-booking-kit.js';
import { atInstant, book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from './booking-kit.js';

const CANCEL = `mutation Cancel($input: UpdateScheduleItemAttendanceInput!) { updateScheduleItemAttendance(input: $input) { scheduleItemAttendance { bookingStatus cancelledLate } } }`;
const LIST = `query($item: ID!, $date: Date!) { scheduleClassAttendanceList(scheduleItem: $item, date: $date) { attendances { bookingStatus cancellationPossible lateCancellationPossible cancelledLate lateCancels } } }`;
const REMAINING = '{ accountClasspasses { edges { node { classesRemaining } } } }';
const WORKFLOW = `mutation($input: UpdateClubWorkflowSettingsInput!) { updateClubWorkflowSettings(input: $input) { lateCancelAllowed } }`;
const SETTINGS = '{ clubSettings { bookingDaysInAdvance cancelHoursBefore trialPassLimit maxPausesPerYear minPauseDays creditValidityDays lateCancelAllowed } }';
// Tuesday 10 March 18:00 in Amsterdam (17:00 UTC): the 24-hour cancel window closes at 17:00 UTC on Monday 9 March.
const BEFORE_EDGE = '2026-03-09T16:59:59Z';
const AFTER_EDGE = '2026-03-09T17:00:01Z';

describe("the desk cancels a member's booking from the class list by the member's own rule (issue 24)", () => {
  const t = bookingTestAppPerFile();

  async function passBooking() {
    const [item] = await classesOn(t, ['2026-03-10']);
    const product = await t.make.classpassProduct({ name: 'Pass', classes: 10, forClasses: [item!] });
    const member = await booker(t, product, '2026-03-01');
    const id = gid('ScheduleItemAttendanceNode', await book(t, member, item!, '2026-03-10'));
    return { item: item!, member, id };
  }
  const staffOf = async (role: 'ADMIN' | 'MANAGER' | 'FRONT_DESK' | 'INSTRUCTOR' | 'FINANCE') => tokenFor(t, await t.make.staff({ staffRoles: [role] }));
  const remaining = async (token: string) => (await t.gql(REMAINING, {}, { token })).body.data.accountClasspasses.edges[0].node.classesRemaining as number;
  const listRow = async (token: string, itemId: number) => (await t.gql(LIST, { item: gid('ScheduleItemNode', itemId), date: '2026-03-10' }, { token })).body.data.scheduleClassAttendanceList.attendances[0];
  const cancel = (token: string, id: string, choice: { lateCancellation?: boolean; returnCredit?: boolean } = {}) => t.gql(CANCEL, { input: { id, bookingStatus: 'CANCELLED', ...choice } }, { token });

  it('inside the window the list offers a cancel with the credit back, and the class returns to the pass', async () => {
    const { item, member, id } = await passBooking();
    const desk = await staffOf('FRONT_DESK');
    await atInstant(t, BEFORE_EDGE, async () => {
      expect(await listRow(desk, item.id)).toMatchObject({ cancellationPossible: true, lateCancellationPossible: false });
      expect((await cancel(desk, id)).body.data.updateScheduleItemAttendance.scheduleItemAttendance).toEqual({ bookingStatus: 'CANCELLED', cancelledLate: false });
    });
    expect(await remaining(member.token)).toBe(10);
  });

  it('after the window the desk records a late cancel: the spot frees, the class stays used and counts as a late cancel', async () => {
    const { item, member, id } = await passBooking();
    const desk = await staffOf('FRONT_DESK');
    await atInstant(t, AFTER_EDGE, async () => {
      expect(await listRow(desk, item.id)).toMatchObject({ cancellationPossible: false, lateCancellationPossible: true });
      // Unconfirmed, the late cancel is refused as the member's is.
      expect(errorCode((await cancel(desk, id)).body)).toBe('CANCEL_NOT_POSSIBLE');
      expect((await cancel(desk, id, { lateCancellation: true })).body.data.updateScheduleItemAttendance.scheduleItemAttendance).toEqual({ bookingStatus: 'CANCELLED', cancelledLate: true });
      expect(await listRow(desk, item.id)).toMatchObject({ bookingStatus: 'CANCELLED', cancelledLate: true, lateCancels: 1, lateCancellationPossible: false });
    });
    expect(await remaining(member.token)).toBe(9);
  });

  it('returning the credit anyway is a manager’s (and admin’s) discretion: the desk, instructors, finance and members are refused and the booking stays', async () => {
    const answers: Record<string, string> = {};
    for (const role of ['ADMIN', 'MANAGER', 'FRONT_DESK', 'INSTRUCTOR', 'FINANCE'] as const) {
      const { member, id } = await passBooking();
      const { body } = await atInstant(t, AFTER_EDGE, async () => cancel(await staffOf(role), id, { returnCredit: true }));
      answers[role] = errorCode(body) ?? `${body.data.updateScheduleItemAttendance.scheduleItemAttendance.bookingStatus} late=${body.data.updateScheduleItemAttendance.scheduleItemAttendance.cancelledLate} remaining=${await remaining(member.token)}`;
    }
    const own = await passBooking();
    answers.MEMBER = errorCode((await atInstant(t, AFTER_EDGE, () => cancel(own.member.token, own.id, { returnCredit: true }))).body) ?? 'CANCELLED';
    expect(answers).toEqual({
      ADMIN: 'CANCELLED late=false remaining=10',
      MANAGER: 'CANCELLED late=false remaining=10',
      FRONT_DESK: 'PERMISSION_DENIED',
      INSTRUCTOR: 'PERMISSION_DENIED',
      FINANCE: 'PERMISSION_DENIED',
      MEMBER: 'PERMISSION_DENIED',
    });
    const row = await t.app.db.selectFrom('scheduleItemAttendances').select('bookingStatus').where('accountId', '=', own.member.account.id).executeTakeFirstOrThrow();
    expect(row.bookingStatus).toBe('BOOKED');
  });

  it("a manager returning a subscription booking's credit after the window unlinks the credit", async () => {
    const club = await t.make.defaultClub();
    const [item] = await classesOn(t, ['2026-03-10']);
    const s = await subscriber(t, await t.make.subscriptionProduct({ classes: 4, forClasses: [item!] }));
    await grant(t, club, s.subscription, '2026-03');
    const id = gid('ScheduleItemAttendanceNode', (await bookWith(t, s, item!)) as number);
    const manager = await staffOf('MANAGER');
    const { body } = await atInstant(t, AFTER_EDGE, () => cancel(manager, id, { returnCredit: true }));
    expect(body.data.updateScheduleItemAttendance.scheduleItemAttendance).toEqual({ bookingStatus: 'CANCELLED', cancelledLate: false });
    expect((await listSubscriptionCredits(t.app.db, club.id, s.subscription.id))[0]!.used).toBe(0);
  });

  it('follows the late-cancel rule: nothing after the start, nothing after the window when the club turned late cancels off', async () => {
    const started = await passBooking();
    const manager = await staffOf('MANAGER');
    await atInstant(t, '2026-03-10T17:00:00Z', async () => {
      expect(await listRow(manager, started.item.id)).toMatchObject({ cancellationPossible: false, lateCancellationPossible: false });
      expect(errorCode((await cancel(manager, started.id, { lateCancellation: true })).body)).toBe('CANCEL_NOT_POSSIBLE');
      expect(errorCode((await cancel(manager, started.id, { returnCredit: true })).body)).toBe('CANCEL_NOT_POSSIBLE');
    });

    const off = await passBooking();
    const admin = await staffOf('ADMIN');
    const settings = (await t.gql(SETTINGS, {}, { token: admin })).body.data.clubSettings;
    await t.gql(WORKFLOW, { input: { ...settings, lateCancelAllowed: false } }, { token: admin });
    try {
      await atInstant(t, AFTER_EDGE, async () => {
        expect(await listRow(manager, off.item.id)).toMatchObject({ lateCancellationPossible: false });
        expect(errorCode((await cancel(manager, off.id, { lateCancellation: true })).body)).toBe('CANCEL_NOT_POSSIBLE');
        expect(errorCode((await cancel(manager, off.id, { returnCredit: true })).body)).toBe('CANCEL_NOT_POSSIBLE');
      });
    } finally {
      await t.gql(WORKFLOW, { input: { ...settings, lateCancelAllowed: true } }, { token: admin });
    }
    expect(await remaining(off.member.token)).toBe(9);
  });
});
