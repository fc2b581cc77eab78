import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import { book, booker, createBookingTestApp, errorCode, gid, tokenFor } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';

const LOCATIONS = `{ kioskLocations { id name } }`;
const CLASSES = `query Classes($location: ID!) { kioskClasses(location: $location) { scheduleItemId date timeStart timeEnd classtype room } }`;
const LIST = `query List($item: ID!) { kioskClassList(scheduleItem: $item) { class { classtype timeStart } names { attendanceId displayName bookingStatus trialPass } } }`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam (09:00 UTC).
describe("the kiosk's reads", () => {
  let t: TestApp;
  let kiosk: string;
  let today: ScheduleItem;
  let tomorrow: ScheduleItem;
  let elsewhere: ScheduleItem;
  let locationId: number;

  beforeAll(async () => {
    t = await createBookingTestApp();
    const club = await t.make.defaultClub();
    today = await t.make.scheduleClass({ dateStart: '2026-03-02', timeStart: '18:00:00', timeEnd: '19:00:00' });
    const room = await t.app.db.selectFrom('organizationLocationRooms').selectAll().where('id', '=', today.organizationLocationRoomId).executeTakeFirstOrThrow();
    locationId = room.organizationLocationId;
    await t.make.scheduleClass({ dateStart: '2026-03-02', timeStart: '07:00:00', timeEnd: '08:00:00', organizationLocationRoomId: room.id });
    tomorrow = await t.make.scheduleClass({ dateStart: '2026-03-03', organizationLocationRoomId: room.id });
    elsewhere = await t.make.scheduleClass({ dateStart: '2026-03-02' });
    await t.app.db.insertInto('organizationLocations').values({ clubId: club.id, name: 'Closed gym', archived: true }).execute();

    const regular = await t.make.classpassProduct({ forClasses: [today] });
    const trial = await t.make.classpassProduct({ name: 'Trial', trialPass: true, classes: 1, forClasses: [today] });
    const zoe = await booker(t, regular);
    await t.app.db.updateTable('accounts').set({ firstName: 'Zoe', lastName: 'Zwart', mobile: '+31 6 1234 5678', address: 'Ringweg 1' }).where('id', '=', zoe.account.id).execute();
    const adam = await booker(t, trial);
    await t.app.db.updateTable('accounts').set({ firstName: 'Adam', lastName: 'de Boer' }).where('id', '=', adam.account.id).execute();
    await book(t, zoe, today);
    await book(t, adam, today);
    kiosk = await tokenFor(t, await t.make.kiosk());
  });
  afterAll(() => t.close());

  it('lists the open locations by name', async () => {
    const { body } = await t.gql(LOCATIONS, {}, { token: kiosk });
    expect(body.data.kioskLocations.map((l: { name: string }) => l.name)).toEqual(['Main', 'Main']);
    expect(body.data.kioskLocations.map((l: { id: string }) => l.id)).toContain(gid('OrganizationLocationNode', locationId));
  });

  it("shows today's classes at one location only, earliest first", async () => {
    const { body } = await t.gql(CLASSES, { location: gid('OrganizationLocationNode', locationId) }, { token: kiosk });
    expect(body.data.kioskClasses).toEqual([
      expect.objectContaining({ date: '2026-03-02', timeStart: '07:00:00', classtype: 'Boxing', room: 'Ring' }),
      expect.objectContaining({ scheduleItemId: gid('ScheduleItemNode', today.id), timeStart: '18:00:00', timeEnd: '19:00:00' }),
    ]);
    expect(body.data.kioskClasses.map((c: { scheduleItemId: string }) => c.scheduleItemId)).not.toContain(gid('ScheduleItemNode', elsewhere.id));
  });

  it("follows the club's date, not UTC's: at 23:30 in Amsterdam it is still Monday", async () => {
    const was = t.clock.now();
    t.clock.set(new Date('2026-03-02T22:30:00Z'));
    const { body } = await t.gql(CLASSES, { location: gid('OrganizationLocationNode', locationId) }, { token: kiosk });
    t.clock.set(was);
    expect(body.data.kioskClasses.map((c: { date: string }) => c.date)).toEqual(['2026-03-02', '2026-03-02']);
  });

  it('names people as first name and last initial with the trial flag, and nothing personal', async () => {
    const { body } = await t.gql(LIST, { item: gid('ScheduleItemNode', today.id) }, { token: kiosk });
    expect(body.data.kioskClassList.names.map(({ displayName, bookingStatus, trialPass }: Record<string, unknown>) => ({ displayName, bookingStatus, trialPass }))).toEqual([
      { displayName: 'Adam d.', bookingStatus: 'BOOKED', trialPass: true },
      { displayName: 'Zoe Z.', bookingStatus: 'BOOKED', trialPass: false },
    ]);
    const text = JSON.stringify(body);
    for (const secret of ['@', 'Zwart', 'Boer', 'Ringweg', '1234']) expect(text).not.toContain(secret);
  });

  it('answers null for a class that does not run today: the kiosk sees no other day', async () => {
    const { body } = await t.gql(LIST, { item: gid('ScheduleItemNode', tomorrow.id) }, { token: kiosk });
    expect(body).toEqual({ data: { kioskClassList: null } });
  });

  it('refuses a member and lets an instructor (who checks people in) read', async () => {
    const member = await tokenFor(t, await t.make.member());
    expect(errorCode((await t.gql(LOCATIONS, {}, { token: member })).body)).toBe('PERMISSION_DENIED');
    const coach = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    expect((await t.gql(LOCATIONS, {}, { token: coach })).body.errors).toBeUndefined();
  });
});
