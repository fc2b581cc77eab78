import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../support/test-database.js';
import { BOOK, UPDATE, book, bookInput, booker, bookingTestAppPerFile, classesUsed, errorCode, expectCleanAnswers, gid, type Booker } from './booking-kit.js';

// Test plan B1–B4 with B6 after each: racing requests through the whole server. On PostgreSQL they really
// run at once; PGlite has one connection and serialises them, so the same tests check the outcome there.
const ROUNDS = testDbKind() === 'postgres' ? 5 : 1;

function codes(results: { body: { errors?: { extensions?: { code?: string } }[] } }[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const r of results) {
    const code = errorCode(r.body) ?? 'OK';
    tally[code] = (tally[code] ?? 0) + 1;
  }
  return tally;
}

describe('booking under concurrency', () => {
  const t = bookingTestAppPerFile();

  it('B1: 100 members racing for 10 online spots give exactly 10 bookings and 90 clear CLASS_FULL answers', async () => {
    const items = [];
    for (let round = 0; round < ROUNDS; round++) items.push(await t.make.scheduleClass({ spaces: 12, walkInSpaces: 2, timeStart: `${String(8 + round).padStart(2, '0')}:00:00`, timeEnd: `${String(9 + round).padStart(2, '0')}:00:00` }));
    const product = await t.make.classpassProduct({ forClasses: items, classes: 10 });
    const members: Booker[] = [];
    for (let i = 0; i < 100; i++) members.push(await booker(t, product));
    const wins = new Map<number, number>();

    for (const item of items) {
      const results = await Promise.all(members.map((m) => t.gql(BOOK, bookInput(item, m.pass), { token: m.token })));
      expectCleanAnswers(results);
      expect(codes(results)).toEqual({ OK: 10, CLASS_FULL: 90 });
      results.forEach((r, i) => {
        if (!r.body.errors) wins.set(i, (wins.get(i) ?? 0) + 1);
      });
      const booked = await t.app.db.selectFrom('scheduleItemAttendances').select('accountId').where('scheduleItemId', '=', item.id).where('bookingStatus', '=', 'BOOKED').execute();
      expect(booked).toHaveLength(10);
    }
    // Each winner's pass used once per win; the losers' passes untouched.
    for (const [i, m] of members.entries()) expect(await classesUsed(t, m.pass.id)).toBe(wins.get(i) ?? 0);
  });

  it('B2: 20 simultaneous bookings of one class by one member give one booking', async () => {
    const item = await t.make.scheduleClass();
    const member = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
    const results = await Promise.all(Array.from({ length: 20 }, () => t.gql(BOOK, bookInput(item, member.pass), { token: member.token })));
    expectCleanAnswers(results);
    expect(codes(results)).toEqual({ OK: 1, ALREADY_BOOKED: 19 });
    expect(await classesUsed(t, member.pass.id)).toBe(1);
  });

  it('B3: a pass with one class left booking 5 classes at once is used exactly once', async () => {
    const items = [];
    for (let i = 0; i < 5; i++) items.push(await t.make.scheduleClass({ timeStart: `${String(8 + i).padStart(2, '0')}:00:00`, timeEnd: `${String(9 + i).padStart(2, '0')}:00:00` }));
    const product = await t.make.classpassProduct({ forClasses: items, classes: 2 });
    const member = await booker(t, product);
    const warmUp = await t.make.scheduleClass();
    await t.app.db
      .insertInto('scheduleItemAttendances')
      .values({ clubId: warmUp.clubId, accountId: member.account.id, scheduleItemId: warmUp.id, date: warmUp.dateStart, attendanceType: 'CLASSPASS', accountClasspassId: member.pass.id, bookingStatus: 'ATTENDING' })
      .execute();
    const results = await Promise.all(items.map((item) => t.gql(BOOK, bookInput(item, member.pass), { token: member.token })));
    expectCleanAnswers(results);
    expect(codes(results)).toEqual({ OK: 1, PASS_NOT_VALID: 4 });
    expect(await classesUsed(t, member.pass.id)).toBe(2);
  });

  describe('B4: cancelling against booking', () => {
    it('gives the credit back exactly once when one booking is cancelled 10 times at once', async () => {
      const item = await t.make.scheduleClass();
      const member = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
      const id = gid('ScheduleItemAttendanceNode', await book(t, member, item));
      const results = await Promise.all(Array.from({ length: 10 }, () => t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token })));
      expectCleanAnswers(results);
      expect(codes(results)).toEqual({ OK: 1, CANCEL_NOT_POSSIBLE: 9 });
      expect(await classesUsed(t, member.pass.id)).toBe(0);
    });

    it('takes a class once when one cancelled booking is rebooked 10 times at once', async () => {
      const item = await t.make.scheduleClass();
      const member = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
      const id = gid('ScheduleItemAttendanceNode', await book(t, member, item));
      await t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: member.token });
      const results = await Promise.all(Array.from({ length: 10 }, () => t.gql(UPDATE, { input: { id, bookingStatus: 'BOOKED' } }, { token: member.token })));
      expectCleanAnswers(results);
      expect(codes(results)).toEqual({ OK: 1, ALREADY_BOOKED: 9 });
      expect(await classesUsed(t, member.pass.id)).toBe(1);
    });

    it('never overfills the last spot when its holder cancels and rebooks while others book', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const item = await t.make.scheduleClass({ spaces: 1, timeStart: `${String(8 + round).padStart(2, '0')}:00:00`, timeEnd: `${String(9 + round).padStart(2, '0')}:00:00` });
        const product = await t.make.classpassProduct({ forClasses: [item] });
        const holder = await booker(t, product);
        const others: Booker[] = [];
        for (let i = 0; i < 10; i++) others.push(await booker(t, product));
        const id = gid('ScheduleItemAttendanceNode', await book(t, holder, item));
        const results = await Promise.all([
          t.gql(UPDATE, { input: { id, bookingStatus: 'CANCELLED' } }, { token: holder.token }),
          ...others.map((m) => t.gql(BOOK, bookInput(item, m.pass), { token: m.token })),
          t.gql(UPDATE, { input: { id, bookingStatus: 'BOOKED' } }, { token: holder.token }),
        ]);
        expectCleanAnswers(results);
        expect(codes(results).OK ?? 0).toBeLessThanOrEqual(3);
        const active = await t.app.db.selectFrom('scheduleItemAttendances').select('accountId').where('scheduleItemId', '=', item.id).where('bookingStatus', '<>', 'CANCELLED').execute();
        expect(active.length).toBeLessThanOrEqual(1);
        for (const m of [holder, ...others]) {
          expect(await classesUsed(t, m.pass.id)).toBe(active.some((a) => a.accountId === m.account.id) ? 1 : 0);
        }
      }
    });
  });
});
