import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES, VALIDITY_TOO_LONG } from '@kiai/shared';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('organization set-up', () => {
  let t: TestApp;
  let club: Club;
  let admin: string;
  let frontDesk: string;
  const asAdmin = (query: string, variables?: Record<string, unknown>) => t.gql(query, variables, { token: admin }).then((r) => r.body);

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
    club = await t.make.defaultClub();
    admin = (await t.make.session(await t.make.staff())).token;
    frontDesk = (await t.make.session(await t.make.staff({ staffRoles: ['FRONT_DESK'] }))).token;
  });
  afterAll(() => t.close());

  it('creates a location with a room, renames and archives them', async () => {
    const created = await asAdmin(`mutation { createOrganizationLocation(input: { name: " Harbour gym " }) { organizationLocation { id name displayPublic archived } } }`);
    const location = created.data.createOrganizationLocation.organizationLocation;
    expect(location).toMatchObject({ name: 'Harbour gym', displayPublic: true, archived: false });
    const room = await asAdmin(`mutation($l: ID!) { createOrganizationLocationRoom(input: { organizationLocation: $l, name: "Ring 2" }) { organizationLocationRoom { id name organizationLocation { id } } } }`, {
      l: location.id,
    });
    expect(room.data.createOrganizationLocationRoom.organizationLocationRoom).toMatchObject({ name: 'Ring 2', organizationLocation: { id: location.id } });
    await asAdmin(`mutation($id: ID!) { updateOrganizationLocation(input: { id: $id, name: "Harbour", displayPublic: false }) { organizationLocation { id } } }`, { id: location.id });
    const list = await asAdmin(`{ organizationLocations { edges { node { id name displayPublic rooms { name } } } } }`);
    expect(list.data.organizationLocations.edges.map((e: any) => e.node)).toContainEqual({ id: location.id, name: 'Harbour', displayPublic: false, rooms: [{ name: 'Ring 2' }] });

    const roomId = room.data.createOrganizationLocationRoom.organizationLocationRoom.id;
    await asAdmin(`mutation($id: ID!) { archiveOrganizationLocationRoom(input: { id: $id }) { organizationLocationRoom { archived } } }`, { id: roomId });
    await asAdmin(`mutation($id: ID!) { archiveOrganizationLocation(input: { id: $id }) { organizationLocation { archived } } }`, { id: location.id });
    const active = await asAdmin(`{ organizationLocations { edges { node { id } } } }`);
    expect(active.data.organizationLocations.edges.map((e: any) => e.node.id)).not.toContain(location.id);
    const archived = await asAdmin(`{ organizationLocations(archived: true) { edges { node { id rooms(archived: true) { name } } } } }`);
    expect(archived.data.organizationLocations.edges.map((e: any) => e.node)).toContainEqual({ id: location.id, rooms: [{ name: 'Ring 2' }] });
  });

  it("keeps a location's address for the class pages (issue 24), a name-only change leaving it, and refuses one too long", async () => {
    const created = await asAdmin(`mutation { createOrganizationLocation(input: { name: "Dock", address: " Quay 1, 1011 AB Amsterdam " }) { organizationLocation { id address } } }`);
    const location = created.data.createOrganizationLocation.organizationLocation;
    expect(location.address).toBe('Quay 1, 1011 AB Amsterdam');
    await asAdmin(`mutation($id: ID!) { updateOrganizationLocation(input: { id: $id, name: "Dockside" }) { organizationLocation { id } } }`, { id: location.id });
    const item = await t.make.scheduleClass();
    await t.app.db.updateTable('organizationLocationRooms').set({ organizationLocationId: Number(Buffer.from(location.id, 'base64').toString().split(':')[1]) }).where('id', '=', item.organizationLocationRoomId).execute();
    const { body } = await t.gql(`query($id: ID!, $d: Date!) { scheduleClass(scheduleItemId: $id, date: $d) { organizationLocationRoom { organizationLocation { name address } } } }`, { id: gid('ScheduleItemNode', item.id), d: item.dateStart });
    expect(body.data.scheduleClass.organizationLocationRoom.organizationLocation).toEqual({ name: 'Dockside', address: 'Quay 1, 1011 AB Amsterdam' });
    const tooLong = await asAdmin(`mutation($id: ID!, $a: String!) { updateOrganizationLocation(input: { id: $id, name: "Dock", address: $a }) { organizationLocation { id } } }`, { id: location.id, a: 'x'.repeat(501) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an empty name with the form message per field, and a room in an unknown location', async () => {
    const empty = await asAdmin(`mutation { createOrganizationLevel(input: { name: "  " }) { organizationLevel { id } } }`);
    expect(empty.errors?.[0]).toMatchObject({ message: FORM_MESSAGES.required, extensions: { code: 'VALIDATION_FAILED', fields: { name: FORM_MESSAGES.required } } });
    const room = await asAdmin(`mutation { createOrganizationLocationRoom(input: { organizationLocation: "${gid('OrganizationLocationNode', 999999)}", name: "Ring" }) { organizationLocationRoom { id } } }`);
    expect(room.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('gives a class type an uploaded image of this club only', async () => {
    const upload = await t.server.inject({
      method: 'POST',
      url: `/${club.slug}/d/api/images/?for=classtype`,
      headers: { 'content-type': 'image/png', authorization: `JWT ${admin}` },
      payload: PNG,
    });
    const { url } = upload.json<{ url: string }>();
    const saved = await asAdmin(`mutation($url: String!) { createOrganizationClasstype(input: { name: "Kickboxing", description: "Kicks and punches", urlImage: $url }) { organizationClasstype { name urlImage archived } } }`, {
      url,
    });
    expect(saved.data.createOrganizationClasstype.organizationClasstype).toEqual({ name: 'Kickboxing', urlImage: url, archived: false });
    const foreign = await asAdmin(`mutation { createOrganizationClasstype(input: { name: "Yoga", urlImage: "https://elsewhere.example/a.png" }) { organizationClasstype { id } } }`);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { urlImage: 'Please upload the image first.' } });
  });

  it('closes a location for a holiday: its classes show HOLIDAY on those dates only', async () => {
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-03-03', timeStart: '18:00:00', timeEnd: '19:00:00' });
    const room = await t.app.db.selectFrom('organizationLocationRooms').select('organizationLocationId').where('id', '=', item.organizationLocationRoomId).executeTakeFirstOrThrow();
    const location = gid('OrganizationLocationNode', room.organizationLocationId);
    const holiday = await asAdmin(
      `mutation($l: ID!) { createOrganizationHoliday(input: { name: "Spring break", dateStart: "2026-03-10", dateEnd: "2026-03-16", organizationLocations: [$l] }) { organizationHoliday { id name dateStart dateEnd organizationLocations { id } } } }`,
      { l: location },
    );
    expect(holiday.data.createOrganizationHoliday.organizationHoliday).toMatchObject({ dateStart: '2026-03-10', dateEnd: '2026-03-16', organizationLocations: [{ id: location }] });
    const week = async () => {
      const { body } = await t.gql(`{ scheduleClasses(dateFrom: "2026-03-09", dateUntil: "2026-03-24") { date classes { scheduleItemId bookingStatus holidayName } } }`);
      return body.data.scheduleClasses
        .flatMap((d: any) => d.classes.map((c: any) => ({ ...c, date: d.date })))
        .filter((c: any) => c.scheduleItemId === gid('ScheduleItemNode', item.id))
        .map((c: any) => [c.date, c.bookingStatus, c.holidayName]);
    };
    expect(await week()).toEqual([
      ['2026-03-10', 'HOLIDAY', 'Spring break'],
      ['2026-03-17', 'OK', ''],
      ['2026-03-24', 'OK', ''],
    ]);
    const bad = await asAdmin(`mutation($l: ID!) { createOrganizationHoliday(input: { name: "Backwards", dateStart: "2026-03-10", dateEnd: "2026-03-09", organizationLocations: [$l] }) { organizationHoliday { id } } }`, {
      l: location,
    });
    expect((bad.errors?.[0]?.extensions as { fields?: unknown } | undefined)?.fields).toEqual({ dateEnd: 'The end date must be on or after the start date.' });
    await asAdmin(`mutation($id: ID!) { deleteOrganizationHoliday(input: { id: $id }) { ok } }`, { id: holiday.data.createOrganizationHoliday.organizationHoliday.id });
    expect((await week())[0]).toEqual(['2026-03-10', 'OK', '']);
  });

  it('creates a pass product in a group with its tax rate, and checks the numbers', async () => {
    const vat = await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'VAT 21%', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    const group = await asAdmin(`mutation { createOrganizationClasspassGroup(input: { name: "All classes" }) { organizationClasspassGroup { id name } } }`);
    const groupId = group.data.createOrganizationClasspassGroup.organizationClasspassGroup.id;
    const created = await asAdmin(
      `mutation($input: CreateOrganizationClasspassInput!) { createOrganizationClasspass(input: $input) { organizationClasspass { id name price classes unlimited validity validityUnit trialPass displayShop financeTaxRateId organizationClasspassGroups { id name } } } }`,
      { input: { name: 'Five classes', price: '60.00', financeTaxRate: vat.id, validity: 2, validityUnit: 'MONTHS', classes: 5, trialPass: true, displayShop: false, organizationClasspassGroups: [groupId] } },
    );
    expect(created.data.createOrganizationClasspass.organizationClasspass).toMatchObject({
      name: 'Five classes',
      price: '60.00',
      classes: 5,
      unlimited: false,
      validity: 2,
      validityUnit: 'MONTHS',
      trialPass: true,
      displayShop: false,
      financeTaxRateId: vat.id,
      organizationClasspassGroups: [{ id: groupId, name: 'All classes' }],
    });
    const id = created.data.createOrganizationClasspass.organizationClasspass.id;
    const unlimited = await asAdmin(
      `mutation($id: ID!) { updateOrganizationClasspass(input: { id: $id, name: "Unlimited", price: "90", validity: 1, validityUnit: MONTHS, unlimited: true }) { organizationClasspass { classes unlimited organizationClasspassGroups { id } } } }`,
      { id },
    );
    expect(unlimited.data.updateOrganizationClasspass.organizationClasspass).toEqual({ classes: null, unlimited: true, organizationClasspassGroups: [] });
    const bad = await asAdmin(
      `mutation { createOrganizationClasspass(input: { name: "Odd", price: "12.505", validity: 0, validityUnit: DAYS }) { organizationClasspass { id } } }`,
    );
    expect((bad.errors?.[0]?.extensions as { fields?: unknown } | undefined)?.fields).toEqual({
      price: 'Please input an amount with at most 2 decimals',
      validity: FORM_MESSAGES.aboveZero,
      classes: FORM_MESSAGES.required,
    });
    // A pass of a million years would end on no date a member's pass could be delivered with (issue 20: 500 at delivery).
    const endless = await asAdmin(
      `mutation($id: ID!) { updateOrganizationClasspass(input: { id: $id, name: "Forever", price: "90", validity: 1000000, validityUnit: YEARS, unlimited: true }) { organizationClasspass { id } } }`,
      { id },
    );
    expect((endless.errors?.[0]?.extensions as { fields?: unknown } | undefined)?.fields).toEqual({ validity: VALIDITY_TOO_LONG });
    await asAdmin(`mutation($id: ID!) { archiveOrganizationClasspass(input: { id: $id }) { organizationClasspass { id } } }`, { id });
    const shop = await t.gql(`{ organizationClasspasses { edges { node { id } } } }`);
    expect(shop.body.data.organizationClasspasses.edges.map((e: any) => e.node.id)).not.toContain(id);
  });

  it('lets the front desk read the set-up but change none of it', async () => {
    const read = await t.gql(`{ organizationHolidays { edges { node { id } } } organizationClasspassGroups { edges { node { name } } } financeTaxRates { name } }`, {}, { token: frontDesk });
    expect(read.body.errors).toBeUndefined();
    const change = await t.gql(`mutation { createOrganizationLocation(input: { name: "Annex" }) { organizationLocation { id } } }`, {}, { token: frontDesk });
    expect(change.body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect(await t.app.db.selectFrom('organizationLocations').select('id').where('name', '=', 'Annex').execute()).toEqual([]);
  });

});
