import { describe, expect, it } from 'vitest';
import { book, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';

const CREATE = `mutation Create($input: CreateScheduleItemInput!) {
  createScheduleItem(input: $input) { scheduleItem { id frequencyType frequencyInterval dateStart dateEnd timeStart timeEnd spaces walkInSpaces role archived
    organizationLocationRoom { name } account { fullName }
    classpassGroups { organizationClasspassGroupId name attend shopBook } organizationClasspassDropinId organizationClasspassTrialId } }
}`;
const UPDATE = `mutation Update($input: UpdateScheduleItemInput!) { updateScheduleItem(input: $input) { scheduleItem { id timeStart timeEnd spaces } } }`;
const ARCHIVE = `mutation Archive($id: ID!) { archiveScheduleItem(input: { id: $id }) { scheduleItem { id archived } } }`;
const CHANGE = `mutation Change($input: ChangeScheduleClassInput!) {
  changeScheduleClass(input: $input) { cancelledBookings scheduleClass { status bookingStatus spaces timeStart description organizationLocationRoom { name }
    oneTimeChange { status spaces description organizationLocationRoomId } } }
}`;
const WEEK = `query Week($from: Date!, $until: Date!) { scheduleClasses(dateFrom: $from, dateUntil: $until, publicOnly: false) { date classes { scheduleItemId status spaces timeStart } } }`;
const PASS = `query Pass($id: ID!) { node(id: $id) { ... on AccountClasspassNode { classesRemaining } } }`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('staff edit the timetable', () => {
  const t = bookingTestAppPerFile();

  async function setup() {
    const club = await t.make.defaultClub();
    const admin = await t.make.staff({ staffRoles: ['ADMIN'] });
    const token = await tokenFor(t, admin);
    const location = await t.app.db.insertInto('organizationLocations').values({ clubId: club.id, name: 'Harbour' }).returning('id').executeTakeFirstOrThrow();
    const room = await t.app.db.insertInto('organizationLocationRooms').values({ clubId: club.id, organizationLocationId: location.id, name: 'Dojo' }).returning('id').executeTakeFirstOrThrow();
    const classtype = await t.app.db.insertInto('organizationClasstypes').values({ clubId: club.id, name: 'Kickboxing' }).returning('id').executeTakeFirstOrThrow();
    const group = await t.app.db.insertInto('organizationClasspassGroups').values({ clubId: club.id, name: 'All classes' }).returning('id').executeTakeFirstOrThrow();
    const dropin = await t.make.classpassProduct({ name: 'Drop-in', price: '12.50', classes: 1 });
    const coach = await t.make.staff({ staffRoles: ['INSTRUCTOR'], instructor: true, firstName: 'Kim', lastName: 'Coach' });
    const input = {
      frequencyType: 'WEEKLY',
      dateStart: '2026-03-03',
      dateEnd: '2026-06-30',
      timeStart: '19:00',
      timeEnd: '20:30',
      organizationLocationRoom: gid('OrganizationLocationRoomNode', room.id),
      organizationClasstype: gid('OrganizationClasstypeNode', classtype.id),
      account: gid('AccountNode', coach.id),
      role: 'SUB',
      spaces: 12,
      walkInSpaces: 2,
      displayPublic: true,
      infoMailEnabled: false,
      classpassGroups: [{ organizationClasspassGroup: gid('OrganizationClasspassGroupNode', group.id), attend: true, shopBook: true }],
      organizationClasspassDropin: gid('OrganizationClasspassNode', dropin.id),
    };
    return { club, admin, token, room, classtype, group, dropin, coach, input };
  }

  async function create(token: string, input: Record<string, unknown>) {
    const { body } = await t.gql(CREATE, { input }, { token });
    if (!body.data?.createScheduleItem) throw new Error(JSON.stringify(body.errors));
    return body.data.createScheduleItem.scheduleItem;
  }

  it('creates a weekly class with its pass groups and drop-in product, and the week shows it on its weekday', async () => {
    const { token, input, group, dropin } = await setup();
    const item = await create(token, input);
    expect(item).toMatchObject({
      frequencyType: 'WEEKLY',
      frequencyInterval: 2,
      dateStart: '2026-03-03',
      dateEnd: '2026-06-30',
      timeStart: '19:00:00',
      timeEnd: '20:30:00',
      spaces: 12,
      walkInSpaces: 2,
      role: 'SUB',
      archived: false,
      organizationLocationRoom: { name: 'Dojo' },
      account: { fullName: 'Kim Coach' },
      classpassGroups: [{ organizationClasspassGroupId: gid('OrganizationClasspassGroupNode', group.id), name: 'All classes', attend: true, shopBook: true }],
      organizationClasspassDropinId: gid('OrganizationClasspassNode', dropin.id),
      organizationClasspassTrialId: null,
    });
    const week = await t.gql(WEEK, { from: '2026-03-02', until: '2026-03-08' }, { token });
    const days = week.body.data.scheduleClasses.filter((d: any) => d.classes.some((c: any) => c.scheduleItemId === item.id));
    expect(days.map((d: any) => d.date)).toEqual(['2026-03-03']);
  });

  it("answers each field's first problem with the spec's messages and writes nothing", async () => {
    const { token, input } = await setup();
    const before = await t.app.db.selectFrom('scheduleItems').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const { body } = await t.gql(
      CREATE,
      {
        input: {
          ...input,
          spaces: null,
          timeStart: '',
          organizationClasstype: null,
          classpassGroups: [{ ...input.classpassGroups[0], attend: false, shopBook: true }],
        },
      },
      { token },
    );
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect((body.errors as any)[0].extensions.fields).toEqual({
      timeStart: 'This field is required',
      organizationClasstype: 'This field is required',
      spaces: 'This field is required',
      classpassGroups: 'Attend must stay enabled when book in webshop is set',
    });
    const walkIns = await t.gql(CREATE, { input: { ...input, spaces: 5, walkInSpaces: 6 } }, { token });
    expect((walkIns.body.errors as any)[0].extensions.fields).toEqual({ walkInSpaces: 'Walk-in spaces cannot be more than the spaces' });
    const after = await t.app.db.selectFrom('scheduleItems').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("refuses another club's room like a missing one", async () => {
    const { token, input } = await setup();
    const other = await t.make.club();
    const location = await t.app.db.insertInto('organizationLocations').values({ clubId: other.id, name: 'Elsewhere' }).returning('id').executeTakeFirstOrThrow();
    const room = await t.app.db.insertInto('organizationLocationRooms').values({ clubId: other.id, organizationLocationId: location.id, name: 'Theirs' }).returning('id').executeTakeFirstOrThrow();
    const { body } = await t.gql(CREATE, { input: { ...input, organizationLocationRoom: gid('OrganizationLocationRoomNode', room.id) } }, { token });
    expect(body.errors?.[0]).toMatchObject({ message: 'This room could not be found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('lets an instructor read the timetable but not change it', async () => {
    const { coach, input } = await setup();
    const { body } = await t.gql(CREATE, { input }, { token: await tokenFor(t, coach) });
    expect(errorCode(body)).toBe('PERMISSION_DENIED');
  });

  it('edits a class for every date, and archives it only once no date from today on is booked', async () => {
    const { token, input } = await setup();
    const item = await create(token, input);
    const itemId = Number(Buffer.from(item.id, 'base64').toString().split(':')[1]);
    const updated = await t.gql(UPDATE, { input: { ...input, id: item.id, timeStart: '18:00', timeEnd: '19:00', spaces: 20 } }, { token });
    expect(updated.body.data.updateScheduleItem.scheduleItem).toEqual({ id: item.id, timeStart: '18:00:00', timeEnd: '19:00:00', spaces: 20 });

    const product = await t.make.classpassProduct({ name: 'Ten' });
    await t.app.db.insertInto('organizationClasspassGroupClasspasses').values({ clubId: product.clubId, organizationClasspassGroupId: Number(Buffer.from(input.classpassGroups[0]!.organizationClasspassGroup, 'base64').toString().split(':')[1]), organizationClasspassId: product.id }).execute();
    const member = await booker(t, product, '2026-03-01');
    const attendanceId = await book(t, member, { id: itemId } as never, '2026-03-10');
    const refused = await t.gql(ARCHIVE, { id: item.id }, { token });
    expect(errorCode(refused.body)).toBe('CONFLICT');

    await t.app.db.updateTable('scheduleItemAttendances').set({ bookingStatus: 'CANCELLED' }).where('id', '=', attendanceId).execute();
    const archived = await t.gql(ARCHIVE, { id: item.id }, { token });
    expect(archived.body.data.archiveScheduleItem.scheduleItem).toEqual({ id: item.id, archived: true });
    const week = await t.gql(WEEK, { from: '2026-03-09', until: '2026-03-15' }, { token });
    expect(week.body.data.scheduleClasses.flatMap((d: any) => d.classes).filter((c: any) => c.scheduleItemId === item.id)).toEqual([]);
    const again = await t.gql(UPDATE, { input: { ...input, id: item.id } }, { token });
    expect(errorCode(again.body)).toBe('NOT_FOUND');
  });

  it('changes one date only: room and spaces, leaving what the change does not name as the class has it', async () => {
    const { token, input, club } = await setup();
    const item = await create(token, input);
    const location = await t.app.db.insertInto('organizationLocations').values({ clubId: club.id, name: 'Park' }).returning('id').executeTakeFirstOrThrow();
    const room = await t.app.db.insertInto('organizationLocationRooms').values({ clubId: club.id, organizationLocationId: location.id, name: 'Lawn' }).returning('id').executeTakeFirstOrThrow();
    const { body } = await t.gql(
      CHANGE,
      { input: { scheduleItem: item.id, date: '2026-03-10', organizationLocationRoom: gid('OrganizationLocationRoomNode', room.id), spaces: 30, description: 'Outside if dry' } },
      { token },
    );
    expect(body.data.changeScheduleClass).toEqual({
      cancelledBookings: 0,
      scheduleClass: {
        status: '',
        bookingStatus: 'OK',
        spaces: 30,
        timeStart: '19:00:00',
        description: 'Outside if dry',
        organizationLocationRoom: { name: 'Lawn' },
        oneTimeChange: { status: null, spaces: 30, description: 'Outside if dry', organizationLocationRoomId: gid('OrganizationLocationRoomNode', room.id) },
      },
    });
    const week = await t.gql(WEEK, { from: '2026-03-03', until: '2026-03-17' }, { token });
    const spaces = week.body.data.scheduleClasses.flatMap((d: any) => d.classes.filter((c: any) => c.scheduleItemId === item.id).map((c: any) => c.spaces));
    expect(spaces).toEqual([12, 30, 12]);
  });

  it('cancelling a date cancels its bookings, gives each class back to its pass and queues one mail per member, once', async () => {
    const { token, input, group } = await setup();
    const item = await create(token, input);
    const itemId = Number(Buffer.from(item.id, 'base64').toString().split(':')[1]);
    const product = await t.make.classpassProduct({ name: 'Five', classes: 5 });
    await t.app.db.insertInto('organizationClasspassGroupClasspasses').values({ clubId: product.clubId, organizationClasspassGroupId: group.id, organizationClasspassId: product.id }).execute();
    const member = await booker(t, product, '2026-03-01');
    const other = await booker(t, product, '2026-03-01');
    const attendanceId = await book(t, member, { id: itemId } as never, '2026-03-10');
    await book(t, other, { id: itemId } as never, '2026-03-17');
    const remaining = async () => (await t.gql(PASS, { id: gid('AccountClasspassNode', member.pass.id) }, { token: member.token })).body.data.node.classesRemaining;
    expect(await remaining()).toBe(4);

    const cancel = { input: { scheduleItem: item.id, date: '2026-03-10', status: 'CANCELLED', description: 'The coach is ill.' } };
    const { body } = await t.gql(CHANGE, cancel, { token });
    expect(body.data.changeScheduleClass).toMatchObject({ cancelledBookings: 1, scheduleClass: { status: 'CANCELLED', bookingStatus: 'CANCELLED' } });
    const attendance = await t.app.db.selectFrom('scheduleItemAttendances').select('bookingStatus').where('id', '=', attendanceId).executeTakeFirstOrThrow();
    expect(attendance.bookingStatus).toBe('CANCELLED');
    expect(await remaining()).toBe(5);
    const mails = () => t.app.db.selectFrom('mailOutbox').select(['toAddress', 'subject', 'textBody']).where('subject', 'like', 'Cancelled:%').execute();
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ toAddress: member.account.email, subject: 'Cancelled: Kickboxing on 2026-03-10 at 19:00' });
    expect(queued[0]!.textBody).toContain('The coach is ill.');

    // Saving the cancelled date again cancels and mails nothing more; the other date keeps its booking.
    const again = await t.gql(CHANGE, cancel, { token });
    expect(again.body.data.changeScheduleClass.cancelledBookings).toBe(0);
    expect(await mails()).toHaveLength(1);
    const otherBooking = await t.app.db.selectFrom('scheduleItemAttendances').select('bookingStatus').where('accountId', '=', other.account.id).executeTakeFirstOrThrow();
    expect(otherBooking.bookingStatus).toBe('BOOKED');
  });

  it('a refused cancel (bad spaces) leaves the bookings and queues no mail', async () => {
    const { token, input, group } = await setup();
    const item = await create(token, input);
    const itemId = Number(Buffer.from(item.id, 'base64').toString().split(':')[1]);
    const product = await t.make.classpassProduct({ name: 'Three', classes: 3 });
    await t.app.db.insertInto('organizationClasspassGroupClasspasses').values({ clubId: product.clubId, organizationClasspassGroupId: group.id, organizationClasspassId: product.id }).execute();
    const member = await booker(t, product, '2026-03-01');
    const attendanceId = await book(t, member, { id: itemId } as never, '2026-03-24');
    const { body } = await t.gql(CHANGE, { input: { scheduleItem: item.id, date: '2026-03-24', status: 'CANCELLED', spaces: 0 } }, { token });
    expect((body.errors as any)[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { spaces: 'Please input a number above 0' } });
    const attendance = await t.app.db.selectFrom('scheduleItemAttendances').select('bookingStatus').where('id', '=', attendanceId).executeTakeFirstOrThrow();
    expect(attendance.bookingStatus).toBe('BOOKED');
    const change = await t.app.db.selectFrom('scheduleItemChanges').select('id').where('scheduleItemId', '=', itemId).where('date', '=', '2026-03-24').executeTakeFirst();
    expect(change).toBeUndefined();
  });
});
