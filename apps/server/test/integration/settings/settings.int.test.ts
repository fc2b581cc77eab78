import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { findClubById } from '../../../src/modules/clubs/club.repository.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { BOOK, bookInput, booker, errorCode, tokenFor } from '../booking/booking-kit.js';

const GENERAL = `mutation($input: UpdateClubGeneralSettingsInput!) { updateClubGeneralSettings(input: $input) { name address timeZone dateFormat timeFormat currencySymbol } }`;
const WORKFLOW = `mutation($input: UpdateClubWorkflowSettingsInput!) { updateClubWorkflowSettings(input: $input) { bookingDaysInAdvance cancelHoursBefore } }`;
const BRANDING = `mutation($input: UpdateClubBrandingSettingsInput!) { updateClubBrandingSettings(input: $input) { brandColor } }`;
const SHOP = `mutation($input: UpdateClubShopSettingsInput!) { updateClubShopSettings(input: $input) { requiredProfileFields } }`;
const FINANCE = `mutation($input: UpdateClubFinanceSettingsInput!) { updateClubFinanceSettings(input: $input) { overdueReminderDays } }`;
const TEST_MAIL = `mutation($input: SendTestMailInput!) { sendTestMail(input: $input) { ok } }`;
const OUTBOX = `query($status: MailOutboxStatus) { mailOutbox(first: 10, status: $status) { edges { node { toAddress subject status } } } }`;

const general = { name: 'Northside Boxing', address: 'Ringweg 1, 1000 AA Amsterdam', timeZone: 'Europe/London', dateFormat: 'YYYY-MM-DD', timeFormat: '12hr', currencySymbol: '£' };
const workflow = { bookingDaysInAdvance: 31, cancelHoursBefore: 24, trialPassLimit: 1, maxPausesPerYear: 1, minPauseDays: 1, creditValidityDays: 31 };

/** The per-field messages of a VALIDATION_FAILED answer. */
const fieldsOf = (body: { errors?: { extensions?: object }[] }) => (body.errors?.[0]?.extensions as { fields?: Record<string, string> } | undefined)?.fields;

function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kiai-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><meta name="theme-color" content="#c92a2a" /><title>Kiai</title><div id="root"><!--kiai:app-shell--></div>');
  return dist;
}

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('club settings', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z'), env: { KIAI_WEB_DIST: webDist(), ACCESS_TOKEN_TTL_SECONDS: String(365 * 24 * 3600) } });
    await t.make.defaultClub();
    admin = await tokenFor(t, await t.make.staff());
  });
  afterAll(() => t.close());

  it('changes the general settings, and the portal shows the new name at once', async () => {
    const before = await t.server.inject({ method: 'GET', url: `/${t.make.defaultClubSlug()}/d/api/portal-config/` });
    expect(before.json().clubName).toBe('Test Club');
    const { body } = await t.gql(GENERAL, { input: general }, { token: admin });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateClubGeneralSettings).toEqual(general);
    const after = await t.server.inject({ method: 'GET', url: `/${t.make.defaultClubSlug()}/d/api/portal-config/` });
    expect(after.json()).toMatchObject({ clubName: 'Northside Boxing', currencySymbol: '£' });
    const read = await t.gql(`{ clubSettings { name address } }`, {}, { token: admin });
    expect(read.body.data.clubSettings).toEqual({ name: 'Northside Boxing', address: 'Ringweg 1, 1000 AA Amsterdam' });
  });

  it('answers every field that breaks a rule with the spec message, and writes nothing', async () => {
    const club = await findClubById(t.app.db, (await t.make.defaultClub()).id);
    const { body } = await t.gql(GENERAL, { input: { ...general, name: ' ', timeZone: 'Mars/Olympus', dateFormat: 'DD/MM/YY', currencySymbol: '' } }, { token: admin });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toBe('This field is required');
    expect(fieldsOf(body)).toEqual({
      name: 'This field is required',
      timeZone: 'Please choose a time zone from the list',
      dateFormat: 'Please choose a date format from the list',
      currencySymbol: 'This field is required',
    });
    const short = await t.gql(GENERAL, { input: { ...general, name: 'N' } }, { token: admin });
    expect(fieldsOf(short.body)).toEqual({ name: 'Please input at least 2 characters' });
    const workflowErrors = await t.gql(WORKFLOW, { input: { ...workflow, bookingDaysInAdvance: -1, minPauseDays: 0, creditValidityDays: 99999 } }, { token: admin });
    expect(fieldsOf(workflowErrors.body)).toEqual({
      bookingDaysInAdvance: 'Please add a positive number',
      minPauseDays: 'Please input a number above 0',
      creditValidityDays: 'Please input a number of 3650 or below',
    });
    const colour = await t.gql(BRANDING, { input: { brandColor: 'yellow' } }, { token: admin });
    expect(fieldsOf(colour.body)).toEqual({ brandColor: 'Please input a colour as #rrggbb' });
    const fields = await t.gql(SHOP, { input: { requiredProfileFields: ['firstName', 'shoeSize'] } }, { token: admin });
    expect(fieldsOf(fields.body)).toEqual({ requiredProfileFields: 'Please choose fields from the list' });
    expect(await findClubById(t.app.db, club!.id)).toEqual(club);
  });

  it('refuses staff without settings.edit', async () => {
    const manager = await tokenFor(t, await t.make.staff({ staffRoles: ['MANAGER'] }));
    const { body } = await t.gql(GENERAL, { input: general }, { token: manager });
    expect(errorCode(body)).toBe('PERMISSION_DENIED');
  });

  it('applies a new booking window to the very next booking and to the cached schedule', async () => {
    const item = await t.make.scheduleClass({ dateStart: '2026-04-20' });
    const product = await t.make.classpassProduct({ forClasses: [item], validity: 12 });
    const member = await booker(t, product);
    const schedule = `{ scheduleClasses(dateFrom: "2026-04-20", dateUntil: "2026-04-20") { classes { bookingStatus } } }`;
    expect((await t.gql(schedule, {}, { token: member.token })).body.data.scheduleClasses[0].classes[0].bookingStatus).toBe('NOT_YET_OPEN');
    expect(errorCode((await t.gql(BOOK, bookInput(item, member.pass), { token: member.token })).body)).toBe('BOOKING_NOT_OPEN');

    const { body } = await t.gql(WORKFLOW, { input: { ...workflow, bookingDaysInAdvance: 60 } }, { token: admin });
    expect(body.data.updateClubWorkflowSettings).toEqual({ bookingDaysInAdvance: 60, cancelHoursBefore: 24 });

    expect((await t.gql(schedule, {}, { token: member.token })).body.data.scheduleClasses[0].classes[0].bookingStatus).toBe('OK');
    const booked = await t.gql(BOOK, bookInput(item, member.pass), { token: member.token });
    expect(booked.body.errors).toBeUndefined();
  });

  it('puts the brand colour into the page for the first paint', async () => {
    const { body } = await t.gql(BRANDING, { input: { brandColor: '#FFEB3B' } }, { token: admin });
    expect(body.data.updateClubBrandingSettings).toEqual({ brandColor: '#ffeb3b' });
    const page = await t.server.inject({ method: 'GET', url: `/${t.make.defaultClubSlug()}/book-your-spot` });
    expect(page.body).toContain('<meta name="theme-color" content="#ffeb3b" />');
    expect(page.body).not.toContain('#c92a2a');
    // The palette rides along: black labels on yellow, a darker yellow for links.
    const palette = JSON.parse(/<script id="kiai-theme" type="application\/json">(.*?)<\/script>/.exec(page.body)![1]!);
    expect(palette).toMatchObject({ filled: '#ffeb3b', onFilled: '#000000' });
    expect(palette.text).not.toBe('#ffeb3b');
  });

  it("keeps the club's logo when it is one of the club's uploads, shows it in the page's first paint, and removes it again", async () => {
    const slug = t.make.defaultClubSlug();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const upload = (token: string, slugOf = slug) =>
      t.server.inject({ method: 'POST', url: `/${slugOf}/d/api/images/?for=logo`, headers: { 'content-type': 'image/png', authorization: `JWT ${token}` }, payload: Buffer.from(png) });
    const LOGO = `mutation($input: UpdateClubBrandingSettingsInput!) { updateClubBrandingSettings(input: $input) { brandColor logoUrl } }`;

    // A front-desk member may not upload a logo: it is the settings' permission.
    const frontDesk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    expect((await upload(frontDesk)).statusCode).toBe(403);
    const { url } = (await upload(admin)).json<{ url: string }>();

    // A URL that is not one of this club's uploads is refused with the field's message.
    const other = await t.make.club();
    const otherAdmin = await tokenFor(t, await t.make.staff({ club: other }));
    const foreign = (await upload(otherAdmin, other.slug)).json<{ url: string }>().url;
    for (const logoUrl of ['https://example.com/logo.png', foreign, url.replace(/-[0-9a-f]{20}$/, `-${'0'.repeat(20)}`)]) {
      const refused = await t.gql(LOGO, { input: { brandColor: '#c92a2a', logoUrl } }, { token: admin });
      expect(fieldsOf(refused.body)).toEqual({ logoUrl: 'Please upload the image first.' });
    }

    const saved = await t.gql(LOGO, { input: { brandColor: '#c92a2a', logoUrl: url } }, { token: admin });
    expect(saved.body.data.updateClubBrandingSettings).toEqual({ brandColor: '#c92a2a', logoUrl: url });
    // Saving the colour alone leaves the logo as it is.
    await t.gql(BRANDING, { input: { brandColor: '#c92a2a' } }, { token: admin });
    const page = await t.server.inject({ method: 'GET', url: `/${slug}/book-your-spot` });
    expect(page.body).toContain(`<img src="${url}" alt="" width="32" height="32"`);
    const config = await t.server.inject({ method: 'GET', url: `/${slug}/d/api/portal-config/` });
    expect(config.json()).toMatchObject({ logoUrl: url });

    const removed = await t.gql(LOGO, { input: { brandColor: '#c92a2a', logoUrl: '' } }, { token: admin });
    expect(removed.body.data.updateClubBrandingSettings.logoUrl).toBe('');
    expect((await t.server.inject({ method: 'GET', url: `/${slug}/book-your-spot` })).body).not.toContain('<img');
  });

  it('sends the date and time formats with the portal config, for the web to show dates in', async () => {
    const config = await t.server.inject({ method: 'GET', url: `/${t.make.defaultClubSlug()}/d/api/portal-config/` });
    const club = (await findClubById(t.app.db, (await t.make.defaultClub()).id))!;
    expect(config.json()).toMatchObject({ dateFormat: club.dateFormat, timeFormat: club.timeFormat });
  });

  it('lets the club choose the profile fields a member fills before buying', async () => {
    const member = await t.make.member({ mobile: '', address: '', postcode: '', city: '', country: '' });
    const token = await tokenFor(t, member);
    const complete = `{ user { hasCompleteEnoughProfile } }`;
    expect((await t.gql(complete, {}, { token })).body.data.user.hasCompleteEnoughProfile).toBe(false);
    const { body } = await t.gql(SHOP, { input: { requiredProfileFields: ['firstName', 'lastName', 'email', 'firstName'] } }, { token: admin });
    expect(body.data.updateClubShopSettings.requiredProfileFields).toEqual(['firstName', 'lastName', 'email']);
    expect((await t.gql(complete, {}, { token })).body.data.user.hasCompleteEnoughProfile).toBe(true);
  });

  it('sets the overdue reminder steps (default 1 and 14 days), refusing 0, negative, 100000, repeats, a wrong order and a sixth step under the field', async () => {
    expect((await t.gql(`{ clubSettings { overdueReminderDays } }`, {}, { token: admin })).body.data.clubSettings).toEqual({ overdueReminderDays: [1, 14] });
    const refusals: [number[], string][] = [
      [[], 'This field is required'],
      [[0, 14], 'Please input numbers of days above 0'],
      [[-3], 'Please input numbers of days above 0'],
      [[100000], 'Please input numbers of days of 365 or below'],
      [[7, 7], 'Please input each number of days once, in ascending order'],
      [[14, 1], 'Please input each number of days once, in ascending order'],
      [[1, 2, 3, 4, 5, 6], 'Please input at most 5 reminder steps'],
    ];
    for (const [overdueReminderDays, message] of refusals) {
      const { body } = await t.gql(FINANCE, { input: { overdueReminderDays } }, { token: admin });
      expect(errorCode(body)).toBe('VALIDATION_FAILED');
      expect(fieldsOf(body)).toEqual({ overdueReminderDays: message });
    }
    expect((await t.gql(`{ clubSettings { overdueReminderDays } }`, {}, { token: admin })).body.data.clubSettings.overdueReminderDays).toEqual([1, 14]);
    const { body } = await t.gql(FINANCE, { input: { overdueReminderDays: [3, 10, 30, 60, 365] } }, { token: admin });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateClubFinanceSettings).toEqual({ overdueReminderDays: [3, 10, 30, 60, 365] });
    await t.gql(FINANCE, { input: { overdueReminderDays: [1, 14] } }, { token: admin });
  });

  it('queues a test mail through the job queue and lists it in the outbox by status', async () => {
    // The mails earlier tests' bookings queued go first, so the test mail is the one waiting.
    await t.runJobs();
    const { body } = await t.gql(TEST_MAIL, { input: { to: 'owner@example.test' } }, { token: admin });
    expect(body.data.sendTestMail).toEqual({ ok: true });
    const queued = await t.gql(OUTBOX, { status: 'QUEUED' }, { token: admin });
    expect(queued.body.data.mailOutbox.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { toAddress: 'owner@example.test', subject: 'Test mail from Northside Boxing', status: 'QUEUED' },
    ]);
    await t.runJobs();
    const kept = await t.gql(OUTBOX, { status: 'KEPT' }, { token: admin });
    expect(kept.body.data.mailOutbox.edges.map((e: { node: { toAddress: string } }) => e.node.toAddress)).toContain('owner@example.test');
    expect((await t.gql(OUTBOX, { status: 'QUEUED' }, { token: admin })).body.data.mailOutbox.edges).toEqual([]);
    const invalid = await t.gql(TEST_MAIL, { input: { to: 'owner' } }, { token: admin });
    expect(fieldsOf(invalid.body)).toEqual({ to: 'Please input a valid email address' });
  });

  it('answers the diagnostics: version, database, migrations and job queue', async () => {
    const { body } = await t.gql(`{ systemDiagnostics { version databaseKind databaseSizeBytes migrations { name appliedAt } jobCounts { state count } workerLastBeat } }`, {}, { token: admin });
    expect(body.errors).toBeUndefined();
    const d = body.data.systemDiagnostics;
    expect(d.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(d.databaseKind).toBe(t.config.databaseUrl ? 'PostgreSQL' : 'PGlite');
    expect(d.databaseSizeBytes).toBeGreaterThan(0);
    expect(d.migrations.map((m: { name: string }) => m.name)).toContain('0013_club_settings');
    expect(d.jobCounts).toContainEqual({ state: 'completed', count: expect.any(Number) });
  });

  it("keeps each club's settings apart", async () => {
    const other = await t.make.club({ name: 'Other Club' });
    const otherAdmin = await tokenFor(t, await t.make.staff({ club: other }));
    await t.gql(GENERAL, { input: { ...general, name: 'Renamed elsewhere' } }, { token: otherAdmin, club: other.slug });
    expect((await findClubById(t.app.db, (await t.make.defaultClub()).id))!.name).toBe('Northside Boxing');
    expect((await findClubById(t.app.db, other.id))!.name).toBe('Renamed elsewhere');
  });
});

describe('new members this week', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-04T09:00:00Z') });
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  it("counts member accounts created since Monday in the club's time zone", async () => {
    const admin = await tokenFor(t, await t.make.staff());
    // created_at is the database's now(); set it by hand to place each member in time.
    const joined = async (createdAt: string) => sql`UPDATE accounts SET created_at = ${new Date(createdAt)} WHERE id = ${(await t.make.member()).id}`.execute(t.app.db);
    await joined('2026-03-01T22:59:00Z'); // Sunday 23:59 in Amsterdam: last week
    await joined('2026-03-01T23:00:00Z'); // Monday 00:00
    await joined('2026-03-03T12:00:00Z');
    const { body } = await t.gql(`{ newMembersThisWeek }`, {}, { token: admin });
    expect(body.data.newMembersThisWeek).toBe(2);
  });
});
