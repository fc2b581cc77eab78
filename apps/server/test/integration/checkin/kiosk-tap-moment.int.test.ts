import { describe, expect, it } from 'vitest';
import { atInstant, book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';

const CHECK_IN = `mutation CheckIn($account: ID!, $item: ID!, $clientId: String!, $tappedAt: DateTime) {
  kioskCheckIn(account: $account, scheduleItem: $item, clientId: $clientId, tappedAt: $tappedAt) { checkedIn }
}`;
const SCAN = `mutation Scan($location: ID!, $keyNumber: String!, $clientId: String!, $tappedAt: DateTime) {
  kioskCheckInByKeyNumber(location: $location, keyNumber: $keyNumber, clientId: $clientId, tappedAt: $tappedAt) { class { scheduleItemId date } }
}`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam (09:00 UTC). A check-in queued on the tablet while the
// club's internet was down is judged at the moment it was tapped: its date and its booking rules.
describe('kiosk check-ins judged at the moment of the tap', () => {
  const t = bookingTestAppPerFile();

  async function kiosk() {
    const token = await tokenFor(t, await t.make.kiosk());
    const checkIn = (accountId: number, itemId: number, clientId: string, tappedAt?: string) =>
      t.gql(CHECK_IN, { account: gid('AccountNode', accountId), item: gid('ScheduleItemNode', itemId), clientId, tappedAt }, { token }).then((r) => r.body);
    const scan = (locationId: number, keyNumber: string, clientId: string, tappedAt?: string) =>
      t.gql(SCAN, { location: gid('OrganizationLocationNode', locationId), keyNumber, clientId, tappedAt }, { token }).then((r) => r.body);
    return { checkIn, scan };
  }
  const attendances = (accountId: number) =>
    t.app.db.selectFrom('scheduleItemAttendances').select(['scheduleItemId', 'date', 'bookingStatus']).where('accountId', '=', accountId).orderBy('id').execute();

  it('checks in a walk-in who tapped before the class started, though the tap arrives after the start', async () => {
    const item = await t.make.scheduleClass({ dateStart: '2026-03-02', timeStart: '10:30:00', timeEnd: '11:30:00' });
    const walkIn = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
    const { checkIn } = await kiosk();
    // Tapped at 10:25, sent at 10:40 when the internet came back.
    const queued = await atInstant(t, '2026-03-02T09:40:00Z', () => checkIn(walkIn.account.id, item.id, 'walk-in-queued', '2026-03-02T09:25:00.000Z'));
    expect(queued).toEqual({ data: { kioskCheckIn: { checkedIn: true } } });
    expect(await attendances(walkIn.account.id)).toEqual([{ scheduleItemId: item.id, date: '2026-03-02', bookingStatus: 'ATTENDING' }]);

    // The same walk-in tapping only now, ten minutes into the class, is refused as before.
    const late = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
    const now = await atInstant(t, '2026-03-02T09:40:00Z', () => checkIn(late.account.id, item.id, 'walk-in-late'));
    expect(errorCode(now)).toBe('CLASS_NOT_BOOKABLE');
    expect(now.errors?.[0]?.message).toBe('This class has already started.');
  });

  it("checks a member in to last night's class when the tap waited overnight, not to a class of today", async () => {
    // A class every Sunday at 20:00; the member booked Sunday 1 March and tapped at 20:30, the tablet offline
    // until Monday morning.
    const sunday = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 7, dateStart: '2026-02-01', timeStart: '20:00:00', timeEnd: '21:00:00' });
    const member = await booker(t, await t.make.classpassProduct({ forClasses: [sunday] }), '2026-02-01');
    await atInstant(t, '2026-03-01T09:00:00Z', () => book(t, member, sunday, '2026-03-01'));
    const { checkIn } = await kiosk();
    expect(await checkIn(member.account.id, sunday.id, 'overnight', '2026-03-01T19:30:00.000Z')).toEqual({ data: { kioskCheckIn: { checkedIn: true } } });
    expect(await attendances(member.account.id)).toEqual([{ scheduleItemId: sunday.id, date: '2026-03-01', bookingStatus: 'ATTENDING' }]);
  });

  it('refuses a tap from before yesterday, and keeps it for staff on the date it was tapped', async () => {
    const saturday = await t.make.scheduleClass({ dateStart: '2026-02-28', timeStart: '11:00:00', timeEnd: '12:00:00' });
    const member = await booker(t, await t.make.classpassProduct({ forClasses: [saturday] }), '2026-02-01');
    const { checkIn } = await kiosk();
    const answer = await checkIn(member.account.id, saturday.id, 'two-days-late', '2026-02-28T10:55:00.000Z');
    expect(errorCode(answer)).toBe('VALIDATION_FAILED');
    expect(answer.errors?.[0]?.message).toBe('This check-in was made more than a day ago: please see the desk.');
    expect(await attendances(member.account.id)).toEqual([]);
    const [refusal, ...others] = await t.app.db.selectFrom('kioskRefusals').selectAll().where('accountId', '=', member.account.id).execute();
    expect(others).toEqual([]);
    expect(refusal).toMatchObject({ scheduleItemId: saturday.id, date: '2026-02-28', clientId: 'two-days-late', reasonCode: 'VALIDATION_FAILED' });
    expect(refusal!.tappedAt.toISOString()).toBe('2026-02-28T10:55:00.000Z');
  });

  it("checks a card scanned last night in to the class open at the door then, on that night's date", async () => {
    const sunday = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 7, dateStart: '2026-02-01', timeStart: '20:00:00', timeEnd: '21:00:00' });
    const room = await t.app.db.selectFrom('organizationLocationRooms').select('organizationLocationId').where('id', '=', sunday.organizationLocationRoomId).executeTakeFirstOrThrow();
    const holder = await booker(t, await t.make.classpassProduct({ forClasses: [sunday] }), '2026-02-01');
    await t.app.db.updateTable('accounts').set({ keyNumber: '5100000001' }).where('id', '=', holder.account.id).execute();
    const { scan } = await kiosk();
    // Scanned Sunday at 19:45, a quarter of an hour before the class, as a walk-in; sent Monday at 10:00.
    const answer = await scan(room.organizationLocationId, '5100000001', 'scan-overnight', '2026-03-01T18:45:00.000Z');
    expect(answer).toEqual({ data: { kioskCheckInByKeyNumber: { class: { scheduleItemId: gid('ScheduleItemNode', sunday.id), date: '2026-03-01' } } } });
    expect(await attendances(holder.account.id)).toEqual([{ scheduleItemId: sunday.id, date: '2026-03-01', bookingStatus: 'ATTENDING' }]);
  });
});
