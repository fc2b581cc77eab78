import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../support/test-database.js';
import { BOOK, UPDATE, bookInput, booker, bookingTestAppPerFile, classesUsed, errorCode, expectCleanAnswers, gid, type Booker } from './booking-kit.js';
import { activeBookings, fullWaitlistClass, join, placesOf } from './waitlist-kit.js';

// Test plan W1: on PostgreSQL the cancel and the bookings really run at once (several rounds); PGlite has one
// connection and serialises them, so there the same test checks the outcome once.
const ROUNDS = testDbKind() === 'postgres' ? 3 : 1;

describe('the waitlist under concurrency', () => {
  const t = bookingTestAppPerFile();

  it('W1: one place freed while 20 members book a full class and 5 wait gives exactly one new booking, to the first in line', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const hour = String(8 + round).padStart(2, '0');
      const { item, product, holders, attendanceIds } = await fullWaitlistClass(t, { spaces: 3, timeStart: `${hour}:00:00`, timeEnd: `${hour}:30:00` });
      const waiting: Booker[] = [];
      for (let i = 0; i < 5; i++) {
        const member = await booker(t, product);
        await join(t, member, item);
        waiting.push(member);
      }
      const others: Booker[] = [];
      for (let i = 0; i < 20; i++) others.push(await booker(t, product));

      const results = await Promise.all([
        t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', attendanceIds[0]!), bookingStatus: 'CANCELLED' } }, { token: holders[0]!.token }),
        ...others.map((m) => t.gql(BOOK, bookInput(item, m.pass), { token: m.token })),
      ]);
      expectCleanAnswers(results);
      expect(results[0]!.body.errors).toBeUndefined();
      expect(results.slice(1).map((r) => errorCode(r.body))).toEqual(others.map(() => 'CLASS_FULL'));
      const active = (await activeBookings(t, item)).map((r) => r.accountId).sort((x, y) => x - y);
      expect(active).toEqual([holders[1]!.account.id, holders[2]!.account.id, waiting[0]!.account.id].sort((x, y) => x - y));
      expect((await placesOf(t, item)).map((p) => p.status)).toEqual(['PROMOTED', 'WAITING', 'WAITING', 'WAITING', 'WAITING']);
      for (const [i, m] of waiting.entries()) expect(await classesUsed(t, m.pass.id)).toBe(i === 0 ? 1 : 0);
      for (const m of others) expect(await classesUsed(t, m.pass.id)).toBe(0);
    }
  });

  it('two joins of one member at once give one place', async () => {
    const { item, product } = await fullWaitlistClass(t);
    const member = await booker(t, product);
    const input = { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart } };
    const doc = `mutation J($input: JoinScheduleClassWaitlistInput!) { joinScheduleClassWaitlist(input: $input) { waitlist { position } } }`;
    const results = await Promise.all(Array.from({ length: 10 }, () => t.gql(doc, input, { token: member.token })));
    expectCleanAnswers(results);
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(await placesOf(t, item)).toHaveLength(1);
  });
});
