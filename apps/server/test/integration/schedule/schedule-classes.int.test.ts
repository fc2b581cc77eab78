import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import { book, booker, createBookingTestApp, errorCode, gid, tokenFor } from '../booking/booking-kit.js';

const CLASS_FIELDS = `scheduleItemId frequencyType date status holiday holidayName description
  account { id fullName urlImageThumbnailSmall } role account2 { id fullName } role2
  organizationLocationRoom { id name organizationLocation { id name } }
  organizationClasstype { id name description descriptionTitle urlImage } organizationLevel { id name }
  timeStart timeEnd spaces walkInSpaces countAttending countBooked countAttendingAndBooked
  availableSpacesOnline availableSpacesTotal displayPublic bookingStatus bookingOpenOn`;

const SCHEDULE = `query Schedule($dateFrom: Date!, $dateUntil: Date!, $orderBy: String, $instructor: ID, $organizationClasstype: ID,
  $organizationLevel: ID, $organizationLocation: ID, $publicOnly: Boolean) {
  scheduleClasses(dateFrom: $dateFrom, dateUntil: $dateUntil, orderBy: $orderBy, instructor: $instructor,
    organizationClasstype: $organizationClasstype, organizationLevel: $organizationLevel,
    organizationLocation: $organizationLocation, publicOnly: $publicOnly) {
    date bookingOpenOn isoWeekDay classes { ${CLASS_FIELDS} }
  }
}`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam. The week asked for: Monday 9 to Sunday 15 March.
const WEEK = { dateFrom: '2026-03-09', dateUntil: '2026-03-15' };

describe('the class schedule', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let boxing: ScheduleItem;
  let yoga: ScheduleItem;
  let lastFriday: ScheduleItem;
  let hidden: ScheduleItem;
  let harbourClass: ScheduleItem;

  beforeAll(async () => {
    t = await createBookingTestApp();
    const club = await t.make.defaultClub();
    const db = t.app.db;
    const clubId = club.id;
    const insertId = async (table: 'organizationLocations' | 'organizationClasstypes' | 'organizationLevels', values: Record<string, unknown>) =>
      (await db.insertInto(table).values({ clubId, ...values } as never).returning('id').executeTakeFirstOrThrow()).id;
    const main = await insertId('organizationLocations', { name: 'Main' });
    const harbour = await insertId('organizationLocations', { name: 'Harbour' });
    const ring = (await db.insertInto('organizationLocationRooms').values({ clubId, organizationLocationId: main, name: 'Ring' }).returning('id').executeTakeFirstOrThrow()).id;
    const studio = (await db.insertInto('organizationLocationRooms').values({ clubId, organizationLocationId: harbour, name: 'Studio' }).returning('id').executeTakeFirstOrThrow()).id;
    const boxingType = await insertId('organizationClasstypes', { name: 'Boxing', descriptionTitle: 'Fight fit', description: '<p>Pads and bags</p>', urlImage: '/img/boxing.jpg' });
    const yogaType = await insertId('organizationClasstypes', { name: 'Yoga' });
    await insertId('organizationClasstypes', { name: 'Old style', archived: true });
    const beginner = await insertId('organizationLevels', { name: 'Beginner' });
    const coach = await t.make.staff({ firstName: 'Carmen', lastName: 'Coach', instructor: true, urlImageThumbnail: '/img/carmen.jpg' });
    const sub = await t.make.staff({ firstName: 'Sam', lastName: 'Sub', instructor: true });
    ids = { main, harbour, ring, studio, boxingType, yogaType, beginner, coach: coach.id, sub: sub.id };

    boxing = await t.make.scheduleClass({
      frequencyType: 'WEEKLY',
      frequencyInterval: 2,
      dateStart: '2026-01-06',
      timeStart: '18:00:00',
      timeEnd: '19:00:00',
      organizationLocationRoomId: ring,
      organizationClasstypeId: boxingType,
      organizationLevelId: beginner,
      accountId: coach.id,
      account2Id: sub.id,
      role2: 'ASSISTANT',
      spaces: 12,
      walkInSpaces: 2,
    });
    yoga = await t.make.scheduleClass({
      frequencyType: 'WEEKLY',
      frequencyInterval: 2,
      dateStart: '2026-01-06',
      timeStart: '07:00:00',
      timeEnd: '08:00:00',
      organizationLocationRoomId: studio,
      organizationClasstypeId: yogaType,
      accountId: sub.id,
      spaces: 8,
    });
    lastFriday = await t.make.scheduleClass({
      frequencyType: 'LAST_WEEKDAY_OF_MONTH',
      frequencyInterval: 5,
      dateStart: '2026-01-01',
      organizationLocationRoomId: ring,
      organizationClasstypeId: boxingType,
    });
    hidden = await t.make.scheduleClass({ dateStart: '2026-03-12', organizationLocationRoomId: ring, organizationClasstypeId: boxingType, displayPublic: false });
    harbourClass = await t.make.scheduleClass({ dateStart: '2026-03-13', organizationLocationRoomId: studio, organizationClasstypeId: yogaType, accountId: coach.id });
    // Friday 13 March: the harbour is closed.
    const h = await db.insertInto('organizationHolidays').values({ clubId, name: 'Harbour works', dateStart: '2026-03-13', dateEnd: '2026-03-14' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('organizationHolidayLocations').values({ clubId, organizationHolidayId: h.id, organizationLocationId: harbour }).execute();
    // Next week's yoga is cancelled; the week after that, boxing gets a substitute and only a new description.
    await db.insertInto('scheduleItemChanges').values({ clubId, scheduleItemId: yoga.id, date: '2026-03-10', status: 'CANCELLED', description: 'Teacher ill' }).execute();
    await db
      .insertInto('scheduleItemChanges')
      .values({ clubId, scheduleItemId: boxing.id, date: '2026-03-17', accountId: sub.id, role: 'SUB', description: 'Sam takes over' })
      .execute();
    // Three members booked on next Tuesday's boxing, one of them cancelled again.
    const product = await t.make.classpassProduct({ forClasses: [boxing] });
    for (let i = 0; i < 3; i++) await book(t, await booker(t, product), boxing, '2026-03-10');
    const canceller = await booker(t, product);
    const attendanceId = await book(t, canceller, boxing, '2026-03-10');
    await db.updateTable('scheduleItemAttendances').set({ bookingStatus: 'CANCELLED' }).where('id', '=', attendanceId).execute();
  });
  afterAll(() => t.close());

  async function week(variables: Record<string, unknown> = {}, token?: string) {
    const { body } = await t.gql(SCHEDULE, { ...WEEK, ...variables }, { token });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.scheduleClasses as { date: string; bookingOpenOn: string; isoWeekDay: number; classes: Record<string, any>[] }[];
  }

  it('answers every day of the range, empty days included, with its booking day and ISO weekday', async () => {
    const days = await week();
    expect(days.map((d) => [d.date, d.isoWeekDay, d.bookingOpenOn])).toEqual([
      ['2026-03-09', 1, '2026-02-06'],
      ['2026-03-10', 2, '2026-02-07'],
      ['2026-03-11', 3, '2026-02-08'],
      ['2026-03-12', 4, '2026-02-09'],
      ['2026-03-13', 5, '2026-02-10'],
      ['2026-03-14', 6, '2026-02-11'],
      ['2026-03-15', 7, '2026-02-12'],
    ]);
    expect(days[0]!.classes).toEqual([]);
  });

  it('gives each class every field of the contract, with counts and capacity', async () => {
    const tuesday = (await week()).find((d) => d.date === '2026-03-10')!;
    expect(tuesday.classes.map((c) => c.organizationClasstype.name)).toEqual(['Yoga', 'Boxing']);
    expect(tuesday.classes[1]).toEqual({
      scheduleItemId: gid('ScheduleItemNode', boxing.id),
      frequencyType: 'WEEKLY',
      date: '2026-03-10',
      status: '',
      holiday: false,
      holidayName: '',
      description: '',
      account: { id: gid('AccountNode', ids.coach!), fullName: 'Carmen Coach', urlImageThumbnailSmall: '/img/carmen.jpg' },
      role: null,
      account2: { id: gid('AccountNode', ids.sub!), fullName: 'Sam Sub' },
      role2: 'ASSISTANT',
      organizationLocationRoom: {
        id: gid('OrganizationLocationRoomNode', ids.ring!),
        name: 'Ring',
        organizationLocation: { id: gid('OrganizationLocationNode', ids.main!), name: 'Main' },
      },
      organizationClasstype: {
        id: gid('OrganizationClasstypeNode', ids.boxingType!),
        name: 'Boxing',
        description: '<p>Pads and bags</p>',
        descriptionTitle: 'Fight fit',
        urlImage: '/img/boxing.jpg',
      },
      organizationLevel: { id: gid('OrganizationLevelNode', ids.beginner!), name: 'Beginner' },
      timeStart: '18:00:00',
      timeEnd: '19:00:00',
      spaces: 12,
      walkInSpaces: 2,
      countAttending: 0,
      countBooked: 3,
      countAttendingAndBooked: 3,
      availableSpacesOnline: 7,
      availableSpacesTotal: 9,
      displayPublic: true,
      bookingStatus: 'OK',
      bookingOpenOn: '2026-02-07',
    });
  });

  it('shows a cancelled occurrence as CANCELLED with the change’s description', async () => {
    const tuesday = (await week()).find((d) => d.date === '2026-03-10')!;
    expect(tuesday.classes[0]).toMatchObject({ status: 'CANCELLED', description: 'Teacher ill', bookingStatus: 'CANCELLED', spaces: 8 });
  });

  it('applies a one-time substitute without touching what the change leaves unset', async () => {
    const days = await week({ dateFrom: '2026-03-17', dateUntil: '2026-03-17' });
    const cls = days[0]!.classes.find((c) => c.scheduleItemId === gid('ScheduleItemNode', boxing.id))!;
    expect(cls).toMatchObject({ account: { fullName: 'Sam Sub' }, role: 'SUB', description: 'Sam takes over', spaces: 12, walkInSpaces: 2, timeStart: '18:00:00' });
  });

  it('marks classes at a closed location as HOLIDAY with the holiday’s name', async () => {
    const friday = (await week()).find((d) => d.date === '2026-03-13')!;
    const harbour = friday.classes.find((c) => c.scheduleItemId === gid('ScheduleItemNode', harbourClass.id))!;
    expect(harbour).toMatchObject({ holiday: true, holidayName: 'Harbour works', bookingStatus: 'HOLIDAY' });
    const main = friday.classes.find((c) => c.scheduleItemId === gid('ScheduleItemNode', lastFriday.id));
    expect(main, 'the last Friday class is on 27 March, not this Friday').toBeUndefined();
  });

  it('puts a last-weekday-of-month class on the last such day only', async () => {
    const days = await week({ dateFrom: '2026-03-20', dateUntil: '2026-03-31' });
    const dates = days.filter((d) => d.classes.some((c) => c.scheduleItemId === gid('ScheduleItemNode', lastFriday.id))).map((d) => d.date);
    expect(dates).toEqual(['2026-03-27']);
  });

  it('hides classes not displayed publicly, except from staff asking with publicOnly false', async () => {
    const hiddenId = gid('ScheduleItemNode', hidden.id);
    const member = await t.make.member();
    const staff = await t.make.staff();
    const all = (days: Awaited<ReturnType<typeof week>>) => days.flatMap((d) => d.classes.map((c) => c.scheduleItemId));
    expect(all(await week({ publicOnly: false }))).not.toContain(hiddenId);
    expect(all(await week({ publicOnly: false }, await tokenFor(t, member)))).not.toContain(hiddenId);
    expect(all(await week({}, await tokenFor(t, staff)))).not.toContain(hiddenId);
    expect(all(await week({ publicOnly: false }, await tokenFor(t, staff)))).toContain(hiddenId);
  });

  it('filters by location, class type, level and instructor, and ignores the empty strings the portal sends', async () => {
    const names = (days: Awaited<ReturnType<typeof week>>) => days.flatMap((d) => d.classes.map((c) => `${d.date} ${c.organizationClasstype.name}`));
    expect(names(await week({ instructor: '', organizationClasstype: '' }))).toEqual(names(await week()));
    expect(names(await week({ organizationLocation: gid('OrganizationLocationNode', ids.harbour!) }))).toEqual(['2026-03-10 Yoga', '2026-03-13 Yoga']);
    expect(names(await week({ organizationClasstype: gid('OrganizationClasstypeNode', ids.yogaType!) }))).toEqual(['2026-03-10 Yoga', '2026-03-13 Yoga']);
    expect(names(await week({ organizationLevel: gid('OrganizationLevelNode', ids.beginner!) }))).toEqual(['2026-03-10 Boxing']);
    expect(names(await week({ instructor: gid('AccountNode', ids.coach!) }))).toEqual(['2026-03-10 Boxing', '2026-03-13 Yoga']);
    // The second instructor counts too.
    expect(names(await week({ instructor: gid('AccountNode', ids.sub!) }))).toEqual(['2026-03-10 Yoga', '2026-03-10 Boxing']);
  });

  it('orders by location first when asked', async () => {
    const tuesday = (await week({ orderBy: 'location' })).find((d) => d.date === '2026-03-10')!;
    expect(tuesday.classes.map((c) => c.organizationLocationRoom.organizationLocation.name)).toEqual(['Harbour', 'Main']);
  });

  it('refuses ranges that are backwards or too long, unknown orders and filters of the wrong type', async () => {
    const refuse = async (variables: Record<string, unknown>) => errorCode((await t.gql(SCHEDULE, { ...WEEK, ...variables })).body);
    expect(await refuse({ dateUntil: '2026-03-01' })).toBe('VALIDATION_FAILED');
    expect(await refuse({ dateUntil: '2026-06-30' })).toBe('VALIDATION_FAILED');
    expect(await refuse({ dateFrom: '2026-02-30' })).toBe('VALIDATION_FAILED');
    expect(await refuse({ orderBy: 'price' })).toBe('VALIDATION_FAILED');
    expect(await refuse({ organizationLevel: gid('OrganizationLocationNode', ids.main!) })).toBe('VALIDATION_FAILED');
    expect(await refuse({ instructor: 'bm90LWFuLWlk' })).toBe('VALIDATION_FAILED');
  });

  it('answers one class on one date, and NOT_FOUND for a date it does not run or a forged id', async () => {
    const one = `query One($id: ID!, $date: Date!) { scheduleClass(scheduleItemId: $id, date: $date) { date bookingStatus countBooked spaces } }`;
    const found = await t.gql(one, { id: gid('ScheduleItemNode', boxing.id), date: '2026-03-10' });
    expect(found.body.data.scheduleClass).toEqual({ date: '2026-03-10', bookingStatus: 'OK', countBooked: 3, spaces: 12 });
    for (const variables of [
      { id: gid('ScheduleItemNode', boxing.id), date: '2026-03-11' },
      { id: gid('ScheduleItemNode', 999_999), date: '2026-03-10' },
      { id: gid('AccountNode', boxing.id), date: '2026-03-10' },
      { id: gid('ScheduleItemNode', hidden.id), date: '2026-03-12' },
    ]) {
      expect(errorCode((await t.gql(one, variables)).body)).toBe('NOT_FOUND');
    }
  });

  it('lists the filter choices: non-archived locations, class types, levels and instructors with public fields only', async () => {
    const { body } = await t.gql(`{
      organizationLocations(first: 100, archived: false) { edges { node { id name } } }
      organizationClasstypes(first: 100, archived: false) { edges { node { name } } pageInfo { hasNextPage } }
      organizationLevels(first: 100, archived: false) { edges { node { name } } }
      instructors(first: 100) { edges { node { id fullName urlImageThumbnailSmall } } }
    }`);
    expect(body.data.organizationLocations.edges.map((e: any) => e.node.name)).toEqual(['Harbour', 'Main']);
    expect(body.data.organizationClasstypes).toEqual({ edges: [{ node: { name: 'Boxing' } }, { node: { name: 'Yoga' } }], pageInfo: { hasNextPage: false } });
    expect(body.data.organizationLevels.edges).toEqual([{ node: { name: 'Beginner' } }]);
    expect(body.data.instructors.edges.map((e: any) => e.node.fullName)).toEqual(['Carmen Coach', 'Sam Sub']);
    const email = await t.gql('{ instructors(first: 10) { edges { node { email } } } }');
    expect(errorCode(email.body)).toBe('BAD_REQUEST');
  });

  it('refuses pages over 100 and malformed cursors without a server error', async () => {
    const big = await t.gql('{ organizationLocations(first: 101) { edges { node { id } } } }');
    expect(errorCode(big.body)).toBe('BAD_REQUEST');
    const cursor = await t.gql('{ organizationLocations(first: 10, after: "garbage") { edges { node { id } } } }');
    expect(errorCode(cursor.body)).toBe('BAD_REQUEST');
  });
});
