import { describe, expect, it } from 'vitest';
import { book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';

const CHECK_IN = `mutation CheckIn($account: ID!, $item: ID!, $clientId: String!) { kioskCheckIn(account: $account, scheduleItem: $item, clientId: $clientId) { checkedIn } }`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam; the kiosk's today is 2026-03-02.
describe('checking in at the kiosk', () => {
  const t = bookingTestAppPerFile();

  async function setUp() {
    const item = await t.make.scheduleClass({ dateStart: '2026-03-02' });
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const kiosk = await tokenFor(t, await t.make.kiosk());
    const checkIn = (accountId: number, clientId: string, scheduleItemId = item.id) =>
      t.gql(CHECK_IN, { account: gid('AccountNode', accountId), item: gid('ScheduleItemNode', scheduleItemId), clientId }, { token: kiosk }).then((r) => r.body);
    const attendances = (accountId: number) =>
      t.app.db.selectFrom('scheduleItemAttendances').select(['bookingStatus', 'date']).where('accountId', '=', accountId).where('scheduleItemId', '=', item.id).execute();
    return { item, product, checkIn, attendances };
  }

  it('turns a booking ATTENDING, and two taps at once still give one attendance (K2)', async () => {
    const { item, product, checkIn, attendances } = await setUp();
    const member = await booker(t, product);
    await book(t, member, item, '2026-03-02');
    const answers = await Promise.all([checkIn(member.account.id, 'tap-1'), checkIn(member.account.id, 'tap-2')]);
    expect(answers).toEqual([{ data: { kioskCheckIn: { checkedIn: true } } }, { data: { kioskCheckIn: { checkedIn: true } } }]);
    expect(await attendances(member.account.id)).toEqual([{ bookingStatus: 'ATTENDING', date: '2026-03-02' }]);
  });

  it('checks in a member who did not book with their valid pass, once however often the tap is retried', async () => {
    const { product, checkIn, attendances } = await setUp();
    const member = await booker(t, product);
    await Promise.all([checkIn(member.account.id, 'walk-in'), checkIn(member.account.id, 'walk-in')]);
    expect(await checkIn(member.account.id, 'walk-in')).toEqual({ data: { kioskCheckIn: { checkedIn: true } } });
    expect(await attendances(member.account.id)).toEqual([{ bookingStatus: 'ATTENDING', date: '2026-03-02' }]);
  });

  it('asks a member with nothing valid to see the desk, and writes nothing', async () => {
    const { checkIn, attendances } = await setUp();
    const member = await t.make.member();
    const answer = await checkIn(member.id, 'no-pass');
    expect(errorCode(answer)).toBe('PASS_NOT_VALID');
    expect(answer.errors?.[0]?.message).toBe('No valid class pass for this class: please see the desk.');
    expect(await attendances(member.id)).toEqual([]);
  });

  it('only reaches today: a class that does not run today is not found', async () => {
    const { checkIn } = await setUp();
    const tomorrow = await t.make.scheduleClass({ dateStart: '2026-03-03' });
    const member = await booker(t, await t.make.classpassProduct({ forClasses: [tomorrow] }));
    await book(t, member, tomorrow, '2026-03-03');
    expect(errorCode(await checkIn(member.account.id, 'tomorrow', tomorrow.id))).toBe('NOT_FOUND');
    const booking = await t.app.db.selectFrom('scheduleItemAttendances').select(['bookingStatus', 'date']).where('scheduleItemId', '=', tomorrow.id).execute();
    expect(booking).toEqual([{ bookingStatus: 'BOOKED', date: '2026-03-03' }]);
  });
});
