import { describe, expect, it } from 'vitest';
import { book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';

const CHECK_IN = `mutation CheckIn($account: ID!, $item: ID!, $clientId: String!, $tappedAt: DateTime) {
  kioskCheckIn(account: $account, scheduleItem: $item, clientId: $clientId, tappedAt: $tappedAt) { checkedIn }
}`;
const REFUSALS = `query Refusals($item: ID!, $date: Date!) {
  kioskRefusals(scheduleItem: $item, date: $date) { id accountId firstName lastName deviceName tappedAt reasonCode reasonMessage }
}`;
const DISMISS = `mutation Dismiss($id: ID!) { dismissKioskRefusal(id: $id) { ok } }`;
const NO_VALID_PASS = 'No valid class pass for this class: please see the desk.';

// The clock: Monday 2 March 2026, 10:00 in Amsterdam (09:00 UTC); the kiosk's today is 2026-03-02.
describe('check-ins refused at the kiosk, kept for staff', () => {
  const t = bookingTestAppPerFile();

  async function setUp() {
    const item = await t.make.scheduleClass({ dateStart: '2026-03-02' });
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const device = await t.make.kiosk();
    const kiosk = await tokenFor(t, device);
    const admin = await tokenFor(t, await t.make.staff());
    const checkIn = (accountId: number, clientId: string, tappedAt?: string) =>
      t.gql(CHECK_IN, { account: gid('AccountNode', accountId), item: gid('ScheduleItemNode', item.id), clientId, tappedAt }, { token: kiosk }).then((r) => r.body);
    const refusals = (token = admin, date = '2026-03-02') => t.gql(REFUSALS, { item: gid('ScheduleItemNode', item.id), date }, { token }).then((r) => r.body);
    const rows = () => t.app.db.selectFrom('kioskRefusals').selectAll().where('scheduleItemId', '=', item.id).execute();
    return { item, product, device, kiosk, admin, checkIn, refusals, rows };
  }

  it('records a refused tap once, with the tap time the kiosk sent, however often the queue retries it', async () => {
    const { device, checkIn, refusals, rows } = await setUp();
    const member = await t.make.member({ firstName: 'Rosa', lastName: 'Refused' });
    // Tapped offline at 09:40 local, sent at 10:00 twice (the kiosk lost the first answer).
    for (let i = 0; i < 2; i++) {
      const answer = await checkIn(member.id, 'queued-tap', '2026-03-02T08:40:00.000Z');
      expect(errorCode(answer)).toBe('PASS_NOT_VALID');
      expect(answer.errors?.[0]?.message).toBe(NO_VALID_PASS);
    }
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ deviceAccountId: device.id, accountId: member.id, date: '2026-03-02', clientId: 'queued-tap', reasonCode: 'PASS_NOT_VALID', resolvedAt: null });
    expect(stored[0]!.tappedAt.toISOString()).toBe('2026-03-02T08:40:00.000Z');
    expect(stored[0]!.recordedAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');

    const answer = await refusals();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.kioskRefusals).toEqual([
      {
        id: expect.any(String),
        accountId: gid('AccountNode', member.id),
        firstName: 'Rosa',
        lastName: 'Refused',
        deviceName: null,
        tappedAt: '2026-03-02T08:40:00.000Z',
        reasonCode: 'PASS_NOT_VALID',
        reasonMessage: NO_VALID_PASS,
      },
    ]);
  });

  it('keeps the server time when the kiosk sends none or a time in the future, refuses a clock far ahead for staff to see, and records nothing for a check-in that works', async () => {
    const { item, product, checkIn, rows } = await setUp();
    const walkIn = await t.make.member();
    expect(errorCode(await checkIn(walkIn.id, 'no-time'))).toBe('PASS_NOT_VALID');
    const ahead = await checkIn(walkIn.id, 'ahead', '2026-03-02T11:00:00.000Z');
    expect(errorCode(ahead)).toBe('VALIDATION_FAILED');
    expect(ahead.errors?.[0]?.message).toBe("This tablet's clock is ahead of the club's: please see the desk.");
    expect((await rows()).map((r) => [r.tappedAt.toISOString(), r.reasonCode])).toEqual([
      ['2026-03-02T09:00:00.000Z', 'PASS_NOT_VALID'],
      ['2026-03-02T09:00:00.000Z', 'VALIDATION_FAILED'],
    ]);

    const member = await booker(t, product);
    await book(t, member, item, '2026-03-02');
    expect(await checkIn(member.account.id, 'fine')).toEqual({ data: { kioskCheckIn: { checkedIn: true } } });
    expect(await rows()).toHaveLength(2);
  });

  it('staff dismiss a refusal: it leaves the list, and dismissing it again answers NOT_FOUND', async () => {
    const { admin, checkIn, refusals, rows } = await setUp();
    const member = await t.make.member();
    await checkIn(member.id, 'to-dismiss');
    const [refusal] = (await refusals()).data.kioskRefusals;
    expect((await t.gql(DISMISS, { id: refusal.id }, { token: admin })).body).toEqual({ data: { dismissKioskRefusal: { ok: true } } });
    expect((await refusals()).data.kioskRefusals).toEqual([]);
    expect((await rows())[0]!.resolvedAt?.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(errorCode((await t.gql(DISMISS, { id: refusal.id }, { token: admin })).body)).toBe('NOT_FOUND');
  });

  it('shows refusals only to staff who see class lists, and only of the date asked for', async () => {
    const { kiosk, checkIn, refusals, rows } = await setUp();
    const member = await t.make.member();
    await checkIn(member.id, 'private');
    expect((await refusals(undefined, '2026-03-03')).data.kioskRefusals).toEqual([]);
    expect(errorCode(await refusals(kiosk))).toBe('PERMISSION_DENIED');
    expect(errorCode(await refusals(await tokenFor(t, member)))).toBe('PERMISSION_DENIED');
    const frontDesk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    expect((await refusals(frontDesk)).data.kioskRefusals).toHaveLength(1);
    const [{ id }] = (await refusals()).data.kioskRefusals;
    expect(errorCode((await t.gql(DISMISS, { id }, { token: kiosk })).body)).toBe('PERMISSION_DENIED');
    expect((await rows())[0]!.resolvedAt).toBeNull();
  });

  it('shows an instructor the refusals of a class they teach, not of another; dismissing stays with who may edit attendance', async () => {
    const { item, checkIn, refusals } = await setUp();
    const teacher = await t.make.staff({ staffRoles: ['INSTRUCTOR'] });
    const colleague = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    await t.app.db.updateTable('scheduleItems').set({ accountId: teacher.id }).where('id', '=', item.id).execute();
    const member = await t.make.member({ firstName: 'Ivo' });
    await checkIn(member.id, 'for-the-teacher');
    const instructor = await tokenFor(t, teacher);
    const seen = await refusals(instructor);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.kioskRefusals.map((r: { firstName: string }) => r.firstName)).toEqual(['Ivo']);
    expect(errorCode(await refusals(colleague))).toBe('PERMISSION_DENIED');
    expect(errorCode((await t.gql(DISMISS, { id: seen.data.kioskRefusals[0].id }, { token: instructor })).body)).toBe('PERMISSION_DENIED');
  });

  it('answers a tap at a class the club does not have (an unknown id, another club\'s) with the refusal and keeps it for staff without the class', async () => {
    const { product, kiosk, admin } = await setUp();
    const { account: member } = await booker(t, product);
    const elsewhere = await t.make.scheduleClass({ club: await t.make.club(), dateStart: '2026-03-02' });
    const tapAt = (scheduleItemId: number, clientId: string, account = member.id, tappedAt?: string) =>
      t.gql(CHECK_IN, { account: gid('AccountNode', account), item: gid('ScheduleItemNode', scheduleItemId), clientId, tappedAt }, { token: kiosk }).then((r) => r.body);

    for (const [scheduleItemId, clientId] of [[987654321, 'unknown-class'], [elsewhere.id, 'other-club-class']] as const) {
      const answer = await tapAt(scheduleItemId, clientId);
      expect(errorCode(answer)).toBe('PASS_NOT_VALID');
      expect(answer.errors?.[0]?.message).toBe(NO_VALID_PASS);
    }
    const kept = await t.app.db.selectFrom('kioskRefusals').selectAll().where('accountId', '=', member.id).orderBy('id').execute();
    expect(kept.map((r) => [r.clientId, r.scheduleItemId, r.keyNumber, r.reasonCode])).toEqual([
      ['unknown-class', null, null, 'PASS_NOT_VALID'],
      ['other-club-class', null, null, 'PASS_NOT_VALID'],
    ]);

    // They belong to no class's attendance page: the back office's home lists them with the scans refused before a class.
    const home = await t.gql(`{ kioskScanRefusals { accountId firstName keyNumber reasonCode } }`, {}, { token: admin });
    expect(home.body.errors).toBeUndefined();
    expect(home.body.data.kioskScanRefusals.filter((r: { accountId: string | null }) => r.accountId === gid('AccountNode', member.id))).toEqual([
      { accountId: gid('AccountNode', member.id), firstName: member.firstName, keyNumber: null, reasonCode: 'PASS_NOT_VALID' },
      { accountId: gid('AccountNode', member.id), firstName: member.firstName, keyNumber: null, reasonCode: 'PASS_NOT_VALID' },
    ]);

    // A tablet's clock far ahead is refused before anyone is looked up: an account the club does not have is nobody to keep a refusal for.
    const ahead = await tapAt(987654321, 'nobody-ahead', 987654321, '2026-03-02T11:00:00.000Z');
    expect(errorCode(ahead)).toBe('VALIDATION_FAILED');
    expect(await t.app.db.selectFrom('kioskRefusals').select('id').where('clientId', '=', 'nobody-ahead').execute()).toEqual([]);
  });

  it('answers a client id no refusal can be kept under (blank, over 100 characters) as bad input, for a tap and a card scan refused by the clock', async () => {
    const { checkIn, kiosk } = await setUp();
    const member = await t.make.member();
    const location = await t.app.db.selectFrom('organizationLocations').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const scan = (clientId: string) =>
      t.gql(`mutation($location: ID!, $clientId: String!) { kioskCheckInByKeyNumber(location: $location, keyNumber: "5999999995", clientId: $clientId, tappedAt: "2026-03-02T11:00:00.000Z") { displayName } }`,
        { location: gid('OrganizationLocationNode', location.id), clientId }, { token: kiosk }).then((r) => r.body);
    for (const clientId of ['  ', 'x'.repeat(101)]) {
      for (const answer of [await checkIn(member.id, clientId, '2026-03-02T11:00:00.000Z'), await scan(clientId)]) {
        expect(errorCode(answer)).toBe('VALIDATION_FAILED');
        expect(answer.errors?.[0]?.message).toBe('The client id must be 1 to 100 characters.');
      }
    }
  });
});
