import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { classesCacheOf } from '../../../src/modules/schedule/classes-cache.js';
import { book, booker, gid, UPDATE } from '../booking/booking-kit.js';

const WEEK = `query Week($from: Date!, $until: Date!) {
  scheduleClasses(dateFrom: $from, dateUntil: $until) { date classes { scheduleItemId countBooked availableSpacesOnline } }
}`;

// The server as it runs in production: computed schedule ranges are reused for SCHEDULE_CACHE_MS.
describe('the schedule with its cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: new Date('2026-03-02T09:00:00Z'),
      env: { SCHEDULE_CACHE_MS: '600000', ACCESS_TOKEN_TTL_SECONDS: '86400' },
    });
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  async function countBooked(itemId: number, date: string): Promise<number> {
    const { body } = await t.gql(WEEK, { from: date, until: date });
    const found = body.data.scheduleClasses[0].classes.find((c: { scheduleItemId: string }) => c.scheduleItemId === gid('ScheduleItemNode', itemId));
    return found.countBooked;
  }

  it('shows a booking, a cancellation and a rebooking made through this server at once', async () => {
    const item = await t.make.scheduleClass();
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const member = await booker(t, product);
    expect(await countBooked(item.id, item.dateStart)).toBe(0);

    const attendanceId = await book(t, member, item);
    expect(await countBooked(item.id, item.dateStart)).toBe(1);

    const cancel = { input: { id: gid('ScheduleItemAttendanceNode', attendanceId), bookingStatus: 'CANCELLED' } };
    expect((await t.gql(UPDATE, cancel, { token: member.token })).body.errors).toBeUndefined();
    expect(await countBooked(item.id, item.dateStart)).toBe(0);

    const rebook = { input: { id: gid('ScheduleItemAttendanceNode', attendanceId), bookingStatus: 'BOOKED' } };
    expect((await t.gql(UPDATE, rebook, { token: member.token })).body.errors).toBeUndefined();
    expect(await countBooked(item.id, item.dateStart)).toBe(1);
  });

  it('reuses the computed range for changes made behind its back until a booking refreshes it', async () => {
    const item = await t.make.scheduleClass();
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const member = await booker(t, product);
    const other = await booker(t, product);
    // The class itself was made behind the cache's back too: start from a fresh range.
    classesCacheOf(t.app).invalidate(item.clubId);
    expect(await countBooked(item.id, item.dateStart)).toBe(0);
    // Written straight to the database (as another server would): not seen while the range is cached.
    await t.app.db
      .insertInto('scheduleItemAttendances')
      .values({
        clubId: other.account.clubId,
        accountId: other.account.id,
        scheduleItemId: item.id,
        accountClasspassId: other.pass.id,
        date: item.dateStart,
        attendanceType: 'CLASSPASS',
        bookingStatus: 'BOOKED',
        onlineBooking: true,
      })
      .execute();
    expect(await countBooked(item.id, item.dateStart)).toBe(0);
    await book(t, member, item);
    expect(await countBooked(item.id, item.dateStart)).toBe(2);
  });
});

// The GraphQL twin of the classes cache (http/public-answer-cache.ts): an identical anonymous read of the week is
// answered with the bytes of the last one, dropped whenever the classes cache drops the week.
describe('the public week’s answer with the cache on', () => {
  let t: TestApp;
  let executions = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { SCHEDULE_CACHE_MS: '600000', ACCESS_TOKEN_TTL_SECONDS: '86400' } });
    await t.make.defaultClub();
    t.server.graphql.addHook('preExecution', async () => {
      executions += 1;
    });
  });
  afterAll(() => t.close());

  async function week(variables: Record<string, unknown>, options: { token?: string; club?: string; method?: 'GET' | 'POST' } = {}) {
    const url = `/${options.club ?? t.make.defaultClubSlug()}/d/graphql/`;
    const headers: Record<string, string> = options.token ? { authorization: `JWT ${options.token}` } : {};
    const res =
      options.method === 'GET'
        ? await t.server.inject({ method: 'GET', url, headers, query: { query: WEEK, variables: JSON.stringify(variables) } })
        : await t.server.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ query: WEEK, variables }) });
    expect(res.statusCode).toBe(200);
    return res.body;
  }
  const itemIds = (body: string) => JSON.parse(body).data.scheduleClasses.flatMap((d: { classes: { scheduleItemId: string }[] }) => d.classes.map((c) => c.scheduleItemId));

  it('answers an identical anonymous read with the same bytes without executing it again, per variables', async () => {
    const item = await t.make.scheduleClass({ dateStart: '2026-03-11' });
    const day = { from: '2026-03-11', until: '2026-03-11' };
    const before = executions;
    const first = await week(day);
    expect(itemIds(first)).toEqual([gid('ScheduleItemNode', item.id)]);
    expect(await week(day)).toBe(first);
    expect(await week(day, { method: 'GET' })).toBe(first);
    expect(executions - before).toBe(1);
    const otherDay = await week({ from: '2026-03-12', until: '2026-03-12' });
    expect(itemIds(otherDay)).toEqual([]);
    expect(executions - before).toBe(2);
  });

  it('never gives the anonymous answer to a signed-in actor, nor one club’s answer to another', async () => {
    const hidden = await t.make.scheduleClass({ dateStart: '2026-03-13', displayPublic: false });
    const variables = { from: '2026-03-13', until: '2026-03-13', publicOnly: false };
    const query = `query Week($from: Date!, $until: Date!, $publicOnly: Boolean) {
      scheduleClasses(dateFrom: $from, dateUntil: $until, publicOnly: $publicOnly) { date classes { scheduleItemId } }
    }`;
    const anonymous = await t.gql(query, variables);
    expect(anonymous.body.data.scheduleClasses[0].classes).toEqual([]);
    const staff = await t.make.staff();
    const asStaff = await t.gql(query, variables, { token: (await t.make.session(staff)).token });
    expect(asStaff.body.data.scheduleClasses[0].classes).toEqual([{ scheduleItemId: gid('ScheduleItemNode', hidden.id) }]);

    const otherClub = await t.make.club();
    const theirs = await t.make.scheduleClass({ club: otherClub, dateStart: '2026-03-13' });
    expect(itemIds(await week({ from: '2026-03-13', until: '2026-03-13' }, { club: otherClub.slug }))).toEqual([gid('ScheduleItemNode', theirs.id)]);
    expect(itemIds(await week({ from: '2026-03-13', until: '2026-03-13' }))).toEqual([]);
  });

  it('drops the answer when a booking drops the week', async () => {
    const item = await t.make.scheduleClass({ dateStart: '2026-03-16' });
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const member = await booker(t, product);
    const day = { from: '2026-03-16', until: '2026-03-16' };
    const countBooked = (body: string) => JSON.parse(body).data.scheduleClasses[0].classes[0].countBooked;
    expect(countBooked(await week(day))).toBe(0);
    expect(countBooked(await week(day))).toBe(0);
    await book(t, member, item);
    expect(countBooked(await week(day))).toBe(1);
  });
});
