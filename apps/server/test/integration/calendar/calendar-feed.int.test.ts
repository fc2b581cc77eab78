import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { expectFailure, ptTestAppPerFile, ptWorld, rest } from '../personal-training/pt-kit.js';

const FEED_QUERY = `{ calendarFeed { url } }`;
const RESET = `mutation { resetCalendarFeed { url } }`;

async function feedUrl(t: TestApp, token: string, document = FEED_QUERY): Promise<string> {
  const res = await t.gql(document, {}, { token });
  expect(res.body.errors).toBeUndefined();
  const data = res.body.data as { calendarFeed?: { url: string }; resetCalendarFeed?: { url: string } };
  return (data.calendarFeed ?? data.resetCalendarFeed)!.url;
}

/** Fetches a feed URL the way a calendar app does: no sign-in, only the URL. */
async function fetchFeed(t: TestApp, url: string) {
  return t.server.inject({ method: 'GET', url: new URL(url).pathname });
}

/** The feed's events, read with an iCalendar parser and converted with the feed's own VTIMEZONE. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, timezone, events };
}

async function book(t: TestApp, w: Awaited<ReturnType<typeof ptWorld>>, date: string, time: string) {
  const res = await rest(t, 'POST', 'abc/create_appointment/', {
    token: w.token,
    body: { service_id: w.service.id, staff_member: w.trainer.id, date, start_time: time, classpass_id: w.pass.id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.appointment.id as number;
}

describe('private iCal feeds', () => {
  const t = ptTestAppPerFile();

  it("a member's feed lists their booked appointments and classes in the club's zone, with UIDs stable across fetches", async () => {
    const w = await ptWorld(t);
    const kept = await book(t, w, '2026-03-30', '10:00 AM');
    const canceled = await book(t, w, '2026-03-31', '11:00 AM');
    expect((await rest(t, 'POST', 'abc/cancel_appointment/', { token: w.token, body: { appointment_id: canceled } })).status).toBe(200);
    const boxing = await t.make.scheduleClass({ dateStart: '2026-03-10' });
    const dropped = await t.make.scheduleClass({ dateStart: '2026-03-11' });
    const subscription = await t.make.accountSubscription(w.member, await t.make.subscriptionProduct(), { dateStart: '2026-03-01' });
    const accountSubscriptionId = subscription.id;
    await t.app.db
      .insertInto('scheduleItemAttendances')
      .values([
        { clubId: w.member.clubId, accountId: w.member.id, scheduleItemId: boxing.id, date: '2026-03-10', attendanceType: 'SUBSCRIPTION', accountSubscriptionId, bookingStatus: 'BOOKED' },
        { clubId: w.member.clubId, accountId: w.member.id, scheduleItemId: dropped.id, date: '2026-03-11', attendanceType: 'SUBSCRIPTION', accountSubscriptionId, bookingStatus: 'CANCELLED' },
      ])
      .execute();

    const url = await feedUrl(t, w.token);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/${t.make.defaultClubSlug()}/d/api/calendar/[\\w-]{43}\\.ics$`));
    // Shown again: the same URL, not a new one.
    expect(await feedUrl(t, w.token)).toBe(url);

    const first = await fetchFeed(t, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    expect(first.headers['cache-control']).toMatch(/^private/);
    const { calendar, timezone, events } = parseFeed(first.body);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('Europe/Amsterdam');
    expect(events.map((e) => e.summary)).toEqual(['Boxing', 'Personal training with Tara Trainer']);
    const [cls, appointment] = events;
    // The class on 10 March, 18:00 CET is 17:00 UTC; the appointment after spring-forward, 10:00 CEST is 08:00 UTC.
    expect(cls!.startDate.toString()).toBe('2026-03-10T18:00:00');
    expect(cls!.startDate.toJSDate().toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(appointment!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Amsterdam');
    expect(appointment!.startDate.toJSDate().toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(appointment!.endDate.toJSDate().toISOString()).toBe('2026-03-30T09:00:00.000Z');
    expect(appointment!.uid).toBe(`appointment-${kept}@${t.make.defaultClubSlug()}.kiai`);

    t.clock.advance(3600_000);
    const second = parseFeed((await fetchFeed(t, url)).body);
    expect(second.events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it("a trainer's feed also lists the appointments they give (the member's name only) and the classes they teach", async () => {
    const w = await ptWorld(t);
    await book(t, w, '2026-03-30', '10:00 AM');
    await t.make.scheduleClass({ dateStart: '2026-03-12', accountId: w.trainer.id });
    const { token } = await t.make.session(w.trainer);
    const res = await fetchFeed(t, await feedUrl(t, token));
    expect(res.statusCode).toBe(200);
    const { events } = parseFeed(res.body);
    expect(events.map((e) => e.summary)).toEqual(['Boxing', 'Personal training with Mia Member']);
    expect(res.body).not.toContain(w.member.email);
  });

  it('a reset revokes the old URL at once; unknown tokens and other clubs answer 404 in the REST error shape', async () => {
    const w = await ptWorld(t);
    const old = await feedUrl(t, w.token);
    const fresh = await feedUrl(t, w.token, RESET);
    expect(fresh).not.toBe(old);
    expect(await feedUrl(t, w.token)).toBe(fresh);
    const gone = await fetchFeed(t, old);
    expectFailure({ status: gone.statusCode, body: gone.json() }, 404);
    expect((await fetchFeed(t, fresh)).statusCode).toBe(200);

    const unknown = await rest(t, 'GET', 'api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics');
    expectFailure(unknown, 404);
    expectFailure(await rest(t, 'GET', 'api/calendar/not-a-feed'), 404);

    const other = await t.make.club({ slug: 'elsewhere', name: 'Elsewhere' });
    const token = new URL(fresh).pathname.split('/').pop()!;
    expectFailure(await rest(t, 'GET', `api/calendar/${token}`, { club: other.slug }), 404);
  });

  it("another member's feed never shows your data", async () => {
    const w = await ptWorld(t);
    await book(t, w, '2026-04-01', '10:00 AM');
    const stranger = await t.make.member({ firstName: 'Sam', lastName: 'Stranger' });
    const { token } = await t.make.session(stranger);
    const res = await fetchFeed(t, await feedUrl(t, token));
    expect(res.statusCode).toBe(200);
    expect(parseFeed(res.body).events).toEqual([]);
  });

  it('a deactivated account has no feed, and a seed that no longer gives the stored hash (a new server key) gets a new URL', async () => {
    const w = await ptWorld(t);
    const url = await feedUrl(t, w.token);
    await t.app.db.updateTable('calendarFeeds').set({ secretSeed: 'seed-under-another-key' }).where('accountId', '=', w.member.id).execute();
    const renewed = await feedUrl(t, w.token);
    expect(renewed).not.toBe(url);
    expect((await fetchFeed(t, url)).statusCode).toBe(404);
    expect((await fetchFeed(t, renewed)).statusCode).toBe(200);

    await t.app.db.updateTable('accounts').set({ active: false }).where('id', '=', w.member.id).execute();
    expect((await fetchFeed(t, renewed)).statusCode).toBe(404);
  });

  it('first asks at the same instant all get the one URL that works', async () => {
    const member = await t.make.member();
    const { token } = await t.make.session(member);
    const urls = await Promise.all(Array.from({ length: 6 }, () => feedUrl(t, token)));
    expect(new Set(urls).size).toBe(1);
    expect((await fetchFeed(t, urls[0]!)).statusCode).toBe(200);
  });

  it('needs a signed-in person', async () => {
    const anonymous = await t.gql(FEED_QUERY);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('USER_NOT_LOGGED_IN');
    const kiosk = await t.make.kiosk();
    const { token } = await t.make.session(kiosk);
    expect((await t.gql(RESET, {}, { token })).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });
});
