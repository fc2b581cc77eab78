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
