import { describe, expect, it } from 'vitest';
import { atInstant, book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';

const SCAN = `mutation Scan($location: ID!, $keyNumber: String!, $clientId: String!, $tappedAt: DateTime) {
  kioskCheckInByKeyNumber(location: $location, keyNumber: $keyNumber, clientId: $clientId, tappedAt: $tappedAt) { displayName class { scheduleItemId classtype timeStart } }
}`;
const SEARCH = `query Search($item: ID!, $search: String!) { kioskMemberSearch(scheduleItem: $item, search: $search) { accountId displayName } }`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam. At the location: a class in progress since 09:30 and one
// at 10:45 (both open for check-in), and one at 18:00 (not yet open).
describe('member cards and walk-ins at the kiosk', () => {
  const t = bookingTestAppPerFile();

  async function setUp() {
    const running = await t.make.scheduleClass({ dateStart: '2026-03-02', timeStart: '09:30:00', timeEnd: '10:30:00' });
    const roomId = running.organizationLocationRoomId;
    const next = await t.make.scheduleClass({ dateStart: '2026-03-02', timeStart: '10:45:00', timeEnd: '11:45:00', organizationLocationRoomId: roomId });
    const evening = await t.make.scheduleClass({ dateStart: '2026-03-02', timeStart: '18:00:00', timeEnd: '19:00:00', organizationLocationRoomId: roomId });
    const room = await t.app.db.selectFrom('organizationLocationRooms').select('organizationLocationId').where('id', '=', roomId).executeTakeFirstOrThrow();
    const location = gid('OrganizationLocationNode', room.organizationLocationId);
    const product = await t.make.classpassProduct({ forClasses: [running, next, evening] });
    const device = await t.make.kiosk();
    const kiosk = await tokenFor(t, device);
    const scan = (keyNumber: string, clientId: string, at = location, tappedAt?: string) => t.gql(SCAN, { location: at, keyNumber, clientId, tappedAt }, { token: kiosk }).then((r) => r.body);
    const search = (item: number, text: string) => t.gql(SEARCH, { item: gid('ScheduleItemNode', item), search: text }, { token: kiosk }).then((r) => r.body);
    const attendances = (accountId: number) =>
      t.app.db.selectFrom('scheduleItemAttendances').select(['scheduleItemId', 'bookingStatus']).where('accountId', '=', accountId).orderBy('id').execute();
    return { running, next, evening, product, location, locationId: room.organizationLocationId, device, scan, search, attendances };
  }

  async function cardHolder(product: Awaited<ReturnType<typeof setUp>>['product'], keyNumber: string, names = { firstName: 'Sanne', lastName: 'de Vries' }) {
    const member = await booker(t, product);
    await t.app.db.updateTable('accounts').set({ keyNumber, ...names }).where('id', '=', member.account.id).execute();
    return member;
  }

  it('checks a holder without a booking in to the next class, and two scans at once give one attendance (K2)', async () => {
    const { next, product, scan, attendances } = await setUp();
    const member = await cardHolder(product, '5000000001');
    const answers = await Promise.all([scan('5000000001', 'scan-1'), scan(' 5000000001 ', 'scan-2')]);
    const welcome = { data: { kioskCheckInByKeyNumber: { displayName: 'Sanne d.', class: { scheduleItemId: gid('ScheduleItemNode', next.id), classtype: 'Boxing', timeStart: '10:45:00' } } } };
    expect(answers).toEqual([welcome, welcome]);
    expect(await attendances(member.account.id)).toEqual([{ scheduleItemId: next.id, bookingStatus: 'ATTENDING' }]);
  });

  it("prefers the member's own booking, even for a class in progress", async () => {
    const { running, product, scan, attendances } = await setUp();
    const member = await cardHolder(product, '5000000002');
    await atInstant(t, '2026-03-02T08:00:00Z', () => book(t, member, running));
    const answer = await scan('5000000002', 'scan-booked');
    expect(answer.data?.kioskCheckInByKeyNumber.class.scheduleItemId).toBe(gid('ScheduleItemNode', running.id));
    expect(await attendances(member.account.id)).toEqual([{ scheduleItemId: running.id, bookingStatus: 'ATTENDING' }]);
  });

  it("answers an unknown card, another club's card and a former member's card alike, and checks nobody in", async () => {
    const { product, scan, attendances } = await setUp();
    const otherClub = await t.make.club();
    const stranger = await t.make.member({ club: otherClub, keyNumber: '5000000003' });
    const former = await cardHolder(product, '5000000004');
    await t.app.db.updateTable('accounts').set({ active: false }).where('id', '=', former.account.id).execute();
    const answers = [await scan('5999999999', 'unknown'), await scan('5000000003', 'stranger'), await scan('5000000004', 'former'), await scan('not a card!', 'garbage')];
    for (const answer of answers) {
      expect(errorCode(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('This card is not known here: please see the desk.');
    }
    expect(await attendances(stranger.id)).toEqual([]);
    expect(await attendances(former.account.id)).toEqual([]);
  });

  it('says so when no class at the location is open for check-in, and checks nobody in', async () => {
    const { product, scan, attendances } = await setUp();
    const member = await cardHolder(product, '5000000005');
    await atInstant(t, '2026-03-02T14:00:00Z', async () => {
      const answer = await scan('5000000005', 'afternoon');
      expect(errorCode(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('There is no class to check in to here right now.');
      expect(errorCode(await scan('5000000005', 'nowhere', gid('OrganizationLocationNode', 999_999)))).toBe('NOT_FOUND');
    });
    expect(await attendances(member.account.id)).toEqual([]);
  });

  it('asks a card holder with nothing valid to see the desk', async () => {
    const { scan, attendances } = await setUp();
    const member = await t.make.member({ keyNumber: '5000000006' });
    const answer = await scan('5000000006', 'no-pass');
    expect(errorCode(answer)).toBe('PASS_NOT_VALID');
    expect(answer.errors?.[0]?.message).toBe('No valid class pass for this class: please see the desk.');
    expect(await attendances(member.id)).toEqual([]);
  });

  it('finds walk-ins by name with first name and last initial only, at most 10, from 2 letters', async () => {
    const { next, search } = await setUp();
    const walkIn = await t.make.member({ firstName: 'Quirine', lastName: 'Quist', email: 'quirine@example.test' });
    await t.make.member({ firstName: 'Quirijn', lastName: 'Quast', active: false });
    await t.make.kiosk({ firstName: 'Quick door' });
    expect(await search(next.id, 'quir')).toEqual({ data: { kioskMemberSearch: [{ accountId: gid('AccountNode', walkIn.id), displayName: 'Quirine Q.' }] } });
    expect(await search(next.id, 'quirine q')).toEqual({ data: { kioskMemberSearch: [{ accountId: gid('AccountNode', walkIn.id), displayName: 'Quirine Q.' }] } });
    expect(await search(next.id, 'Q')).toEqual({ data: { kioskMemberSearch: [] } });
    expect(await search(next.id, 'quirine@')).toEqual({ data: { kioskMemberSearch: [] } });
    for (let i = 0; i < 12; i += 1) await t.make.member({ firstName: `Xander${i}`, lastName: 'Xu' });
    expect((await search(next.id, 'xa')).data.kioskMemberSearch).toHaveLength(10);
    expect(errorCode(await search(next.id, 'x'.repeat(51)))).toBe('VALIDATION_FAILED');
    const tomorrow = await t.make.scheduleClass({ dateStart: '2026-03-03' });
    expect(errorCode(await search(tomorrow.id, 'quir'))).toBe('NOT_FOUND');
  });

  /** A holder booked for both morning classes (booked at 09:00 local, before either started). */
  async function bookedOnBoth(setup: Awaited<ReturnType<typeof setUp>>, keyNumber: string) {
    const member = await cardHolder(setup.product, keyNumber);
    await atInstant(t, '2026-03-02T08:00:00Z', async () => {
      await book(t, member, setup.running);
      await book(t, member, setup.next);
    });
    return member;
  }

  it('checks a scan queued offline in to the class open when it was scanned, not when it arrives', async () => {
    const setup = await setUp();
    const { running, next, location, scan, attendances } = setup;
    const member = await bookedOnBoth(setup, '5000000007');
    // Scanned at 09:20 local (only the 09:30 class open); sent at 10:20, when the 10:45 class is the nearer booked one.
    const answer = await atInstant(t, '2026-03-02T09:20:00Z', () => scan('5000000007', 'queued-scan', location, '2026-03-02T08:20:00.000Z'));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.kioskCheckInByKeyNumber.class.scheduleItemId).toBe(gid('ScheduleItemNode', running.id));
    // Without a scan time the same send picks the 10:45 class: the scan time made the difference.
    const now = await atInstant(t, '2026-03-02T09:20:00Z', () => scan('5000000007', 'sent-now', location));
    expect(now.data.kioskCheckInByKeyNumber.class.scheduleItemId).toBe(gid('ScheduleItemNode', next.id));
    expect(await attendances(member.account.id)).toEqual([
      { scheduleItemId: running.id, bookingStatus: 'ATTENDING' },
      { scheduleItemId: next.id, bookingStatus: 'ATTENDING' },
    ]);
  });

  it('counts a resent scan once, in the class of its first send, even when the class at the new scan time would differ', async () => {
    const setup = await setUp();
    const { running, next, location, scan, attendances } = setup;
    const member = await bookedOnBoth(setup, '5000000008');
    const first = await atInstant(t, '2026-03-02T09:20:00Z', () => scan('5000000008', 'resent-scan', location, '2026-03-02T08:20:00.000Z'));
    expect(first.data.kioskCheckInByKeyNumber.class.scheduleItemId).toBe(gid('ScheduleItemNode', running.id));
    // The kiosk lost the answer and sends the scan again (same client id) at 10:50, when only the 10:45 class is open.
    const again = await atInstant(t, '2026-03-02T09:50:00Z', () => scan('5000000008', 'resent-scan', location, '2026-03-02T09:49:00.000Z'));
    expect(again).toEqual(first);
    expect(await attendances(member.account.id)).toEqual([
      { scheduleItemId: running.id, bookingStatus: 'ATTENDING' },
      { scheduleItemId: next.id, bookingStatus: 'BOOKED' },
    ]);
  });

  it('refuses a scan time far ahead of the server or from before yesterday, looks at the classes of a scan last night, and takes a slightly fast clock as now', async () => {
    const { next, product, location, scan, attendances } = await setUp();
    const member = await cardHolder(product, '5000000009');
    const ahead = await scan('5000000009', 'ahead', location, '2026-03-02T09:06:00.000Z');
    expect(errorCode(ahead)).toBe('VALIDATION_FAILED');
    expect(ahead.errors?.[0]?.message).toBe("This tablet's clock is ahead of the club's: please see the desk.");
    const twoDaysAgo = await scan('5000000009', 'two-days-ago', location, '2026-02-28T17:30:00.000Z');
    expect(errorCode(twoDaysAgo)).toBe('VALIDATION_FAILED');
    expect(twoDaysAgo.errors?.[0]?.message).toBe('This check-in was made more than a day ago: please see the desk.');
    // Sunday evening the location had no class (the classes here are Monday's).
    const yesterday = await scan('5000000009', 'yesterday', location, '2026-03-01T17:30:00.000Z');
    expect(errorCode(yesterday)).toBe('NOT_FOUND');
    expect(yesterday.errors?.[0]?.message).toBe('There is no class to check in to here right now.');
    expect(await attendances(member.account.id)).toEqual([]);
    const slightlyFast = await scan('5000000009', 'fast', location, '2026-03-02T09:04:00.000Z');
    expect(slightlyFast.data?.kioskCheckInByKeyNumber.class.scheduleItemId).toBe(gid('ScheduleItemNode', next.id));
  });

  it('records a scan refused when it arrives for staff, once, with its scan time', async () => {
    const { running, location, scan } = await setUp();
    const member = await t.make.member({ keyNumber: '5000000010' });
    for (let i = 0; i < 2; i++) expect(errorCode(await scan('5000000010', 'refused-scan', location, '2026-03-02T08:20:00.000Z'))).toBe('PASS_NOT_VALID');
    const rows = await t.app.db.selectFrom('kioskRefusals').selectAll().where('accountId', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scheduleItemId: running.id, date: '2026-03-02', clientId: 'refused-scan', reasonCode: 'PASS_NOT_VALID' });
    expect(rows[0]!.tappedAt.toISOString()).toBe('2026-03-02T08:20:00.000Z');
  });

  it('keeps a card refused before any class is chosen for the desk, once per scan, with the card, the location and the kiosk', async () => {
    const { next, product, location, locationId, device, scan } = await setUp();
    const former = await cardHolder(product, '5000000011', { firstName: 'Fenna', lastName: 'Former' });
    await t.app.db.updateTable('accounts').set({ active: false }).where('id', '=', former.account.id).execute();
    const idle = await cardHolder(product, '5000000012', { firstName: 'Ivo', lastName: 'Idle' });
    // Scanned offline at 09:50 and sent twice at 10:00 (the kiosk lost the first answer).
    for (let i = 0; i < 2; i++) expect(errorCode(await scan('5999999998', 'kept-unknown-card', location, '2026-03-02T08:50:00.000Z'))).toBe('NOT_FOUND');
    expect(errorCode(await scan('5000000011', 'kept-former-card'))).toBe('NOT_FOUND');
    expect(errorCode(await scan('not a card!', 'kept-garbage'))).toBe('NOT_FOUND');
    expect(errorCode(await scan('5000000013', 'kept-nowhere', gid('OrganizationLocationNode', 999_999)))).toBe('NOT_FOUND');
    await atInstant(t, '2026-03-02T14:00:00Z', async () => expect(errorCode(await scan('5000000012', 'kept-afternoon'))).toBe('NOT_FOUND'));
    // A refusal at a class is the attendance page's, not this list's.
    await t.make.member({ keyNumber: '5000000014' });
    expect(errorCode(await scan('5000000014', 'kept-no-pass'))).toBe('PASS_NOT_VALID');

    // (the file's club: earlier tests' refusals are there too)
    const mine = ['kept-unknown-card', 'kept-former-card', 'kept-garbage', 'kept-nowhere', 'kept-afternoon', 'kept-no-pass'];
    const rows = await t.app.db.selectFrom('kioskRefusals').selectAll().where('clientId', 'in', mine).where('scheduleItemId', 'is', null).orderBy('id').execute();
    expect(rows.map((r) => [r.clientId, r.keyNumber, r.accountId, r.locationId, r.deviceAccountId, r.date, r.reasonCode])).toEqual([
      ['kept-unknown-card', '5999999998', null, locationId, device.id, '2026-03-02', 'NOT_FOUND'],
      ['kept-former-card', '5000000011', former.account.id, locationId, device.id, '2026-03-02', 'NOT_FOUND'],
      ['kept-nowhere', '5000000013', null, null, device.id, '2026-03-02', 'NOT_FOUND'],
      ['kept-afternoon', '5000000012', idle.account.id, locationId, device.id, '2026-03-02', 'NOT_FOUND'],
    ]);
    expect(rows[0]!.tappedAt.toISOString()).toBe('2026-03-02T08:50:00.000Z');
    const atClass = await t.app.db.selectFrom('kioskRefusals').select(['clientId', 'scheduleItemId']).where('clientId', 'in', mine).where('scheduleItemId', 'is not', null).execute();
    expect(atClass).toEqual([{ clientId: 'kept-no-pass', scheduleItemId: next.id }]);
  });

  it("lists the day's refused card scans for the desk in the order scanned, and a dismissed one leaves the list", async () => {
    const { location, locationId, scan } = await setUp();
    const admin = await tokenFor(t, await t.make.staff());
    await scan('5999999997', 'late', location, '2026-03-02T08:55:00.000Z');
    await scan('5999999996', 'early', location, '2026-03-02T08:45:00.000Z');
    await scan('5999999995', 'last-night', location, '2026-03-01T19:00:00.000Z');
    // (the file's club: earlier tests' refusals are there too)
    const mine = new Set(['5999999995', '5999999996', '5999999997']);
    const list = async (date?: string) => {
      const { body } = await t.gql(`query($date: Date) { kioskScanRefusals(date: $date) { id keyNumber accountId firstName locationName deviceName tappedAt reasonCode reasonMessage } }`, { date }, { token: admin });
      expect(body.errors).toBeUndefined();
      return { data: { kioskScanRefusals: body.data.kioskScanRefusals.filter((r: { keyNumber: string }) => mine.has(r.keyNumber)) } };
    };
    const today = await list();
    const { name } = await t.app.db.selectFrom('organizationLocations').select('name').where('id', '=', locationId).executeTakeFirstOrThrow();
    const unknown = { accountId: null, firstName: null, locationName: name, deviceName: null, reasonCode: 'NOT_FOUND', reasonMessage: 'This card is not known here: please see the desk.' };
    expect(today.data.kioskScanRefusals).toEqual([
      { id: expect.any(String), keyNumber: '5999999996', tappedAt: '2026-03-02T08:45:00.000Z', ...unknown },
      { id: expect.any(String), keyNumber: '5999999997', tappedAt: '2026-03-02T08:55:00.000Z', ...unknown },
    ]);
    expect((await list('2026-03-01')).data.kioskScanRefusals.map((r: { keyNumber: string }) => r.keyNumber)).toEqual(['5999999995']);

    const dismissed = await t.gql(`mutation($id: ID!) { dismissKioskRefusal(id: $id) { ok } }`, { id: today.data.kioskScanRefusals[0].id }, { token: admin });
    expect(dismissed.body).toEqual({ data: { dismissKioskRefusal: { ok: true } } });
    expect((await list()).data.kioskScanRefusals.map((r: { keyNumber: string }) => r.keyNumber)).toEqual(['5999999997']);
  });
});
