import { describe, expect, it } from 'vitest';
import { book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';

const SCAN = `mutation Scan($location: ID!, $keyNumber: String!, $clientId: String!) {
  kioskCheckInByKeyNumber(location: $location, keyNumber: $keyNumber, clientId: $clientId) { displayName class { scheduleItemId classtype timeStart } }
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
    const kiosk = await tokenFor(t, await t.make.kiosk());
    const scan = (keyNumber: string, clientId: string, at = location) => t.gql(SCAN, { location: at, keyNumber, clientId }, { token: kiosk }).then((r) => r.body);
    const search = (item: number, text: string) => t.gql(SEARCH, { item: gid('ScheduleItemNode', item), search: text }, { token: kiosk }).then((r) => r.body);
    const attendances = (accountId: number) =>
      t.app.db.selectFrom('scheduleItemAttendances').select(['scheduleItemId', 'bookingStatus']).where('accountId', '=', accountId).orderBy('id').execute();
    return { running, next, product, location, scan, search, attendances };
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
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    try {
      await book(t, member, running);
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
    const answer = await scan('5000000002', 'scan-booked');
    expect(answer.data?.kioskCheckInByKeyNumber.class.scheduleItemId).toBe(gid('ScheduleItemNode', running.id));
    expect(await attendances(member.account.id)).toEqual([{ scheduleItemId: running.id, bookingStatus: 'ATTENDING' }]);
  });

  it("answers an unknown card, another club's card and a former member's card alike, and writes nothing", async () => {
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

  it('says so when no class at the location is open for check-in, and writes nothing', async () => {
    const { product, scan, attendances } = await setUp();
    const member = await cardHolder(product, '5000000005');
    t.clock.set(new Date('2026-03-02T14:00:00Z'));
    try {
      const answer = await scan('5000000005', 'afternoon');
      expect(errorCode(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('There is no class to check in to here right now.');
      expect(errorCode(await scan('5000000005', 'nowhere', gid('OrganizationLocationNode', 999_999)))).toBe('NOT_FOUND');
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
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
});
