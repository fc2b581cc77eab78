import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../support/test-database.js';
import { UPDATE, booker, bookingTestAppPerFile, classesUsed, errorCode, expectBookingInvariants, expectCleanAnswers, gid, tokenFor, type Booker } from './booking-kit.js';
import { activeBookings, fullWaitlistClass, join, placesOf } from './waitlist-kit.js';

// On PostgreSQL the cancels and rebooks really run at once (several rounds); PGlite has one connection and serialises
// them, so there the same test checks the outcome once per kind of line.
const ROUNDS = testDbKind() === 'postgres' ? 8 : 2;
/** The refusals the booking rules themselves give a cancel or a rebook that lost its race: anything else (40P01) is a bug. */
const RULE_REFUSALS = new Set(['CANCEL_NOT_POSSIBLE', 'ALREADY_BOOKED', 'CLASS_FULL', 'REBOOK_NOT_POSSIBLE']);

describe('the lock order of a cancel with members waiting (PostgreSQL deadlocks, 40P01)', () => {
  const t = bookingTestAppPerFile();

  it('cancels and rebooks of one booking at once give only the rules’ own refusals, never a deadlock, and never more bookings than places', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const hour = String(8 + round).padStart(2, '0');
      const { item, product, holders, attendanceIds } = await fullWaitlistClass(t, { spaces: 2, timeStart: `${hour}:00:00`, timeEnd: `${hour}:30:00` });
      const [member, other] = holders as [Booker, Booker];
      // Even rounds: nobody waiting can book (a pass of another class), so a freed place stays free and the member's
      // rebooks really race the cancels; odd rounds: the first in line can, and a cancel books them in its transaction.
      const firstCanBook = round % 2 === 1;
      const elsewhere = await t.make.classpassProduct();
      const waiting: Booker[] = [];
      for (let i = 0; i < 3; i++) {
        const waiter = await booker(t, i === 0 && firstCanBook ? product : elsewhere);
        await join(t, waiter, item);
        waiting.push(waiter);
      }

      // The member taps Cancel and Book again on two devices at once, several times over.
      const change = (bookingStatus: string) => t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', attendanceIds[0]!), bookingStatus } }, { token: member.token });
      const results = await Promise.all(['CANCELLED', 'BOOKED', 'CANCELLED', 'BOOKED', 'CANCELLED', 'BOOKED', 'CANCELLED', 'BOOKED'].map(change));

      expectCleanAnswers(results);
      const unexpected = results.flatMap((r) => (r.body.errors && !RULE_REFUSALS.has(errorCode(r.body) ?? '') ? [r.body.errors[0]?.message] : []));
      expect(unexpected, `round ${round}`).toEqual([]);
      const active = (await activeBookings(t, item)).map((r) => r.accountId);
      const memberBooked = active.includes(member.account.id);
      expect(active).toContain(other.account.id);
      if (firstCanBook) {
        // Exactly full: the place went back to the member, or (after a cancel) to the first in line.
        expect(active).toHaveLength(2);
        expect(active.includes(waiting[0]!.account.id)).toBe(!memberBooked);
      } else {
        expect(active).toHaveLength(memberBooked ? 2 : 1);
      }
      expect(await classesUsed(t, member.pass.id)).toBe(memberBooked ? 1 : 0);
      for (const w of waiting) expect(await classesUsed(t, w.pass.id)).toBe(active.includes(w.account.id) ? 1 : 0);
      const stillWaiting = (await placesOf(t, item)).filter((p) => p.status === 'WAITING').map((p) => p.accountId);
      expect(stillWaiting).toEqual(waiting.filter((w) => !active.includes(w.account.id)).map((w) => w.account.id));
    }
    await expectBookingInvariants(t);
  });

  it('a member’s cancel while staff cancel the class date, with members waiting, gives no deadlock and leaves nobody booked', async () => {
    const admin = await t.make.staff({ staffRoles: ['ADMIN'] });
    const staff = await tokenFor(t, admin);
    const CHANGE = `mutation Change($input: ChangeScheduleClassInput!) { changeScheduleClass(input: $input) { cancelledBookings } }`;
    for (let round = 0; round < ROUNDS; round++) {
      const hour = String(8 + round).padStart(2, '0');
      const { item, product, holders, attendanceIds } = await fullWaitlistClass(t, { spaces: 3, timeStart: `${hour}:00:00`, timeEnd: `${hour}:30:00` });
      for (let i = 0; i < 3; i++) await join(t, await booker(t, product), item);
      const results = await Promise.all([
        ...holders.map((h, i) => t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', attendanceIds[i]!), bookingStatus: 'CANCELLED' } }, { token: h.token })),
        t.gql(CHANGE, { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart, status: 'CANCELLED', description: 'The coach is ill.' } }, { token: staff }),
      ]);
      expectCleanAnswers(results);
      const unexpected = results.flatMap((r) => (r.body.errors && !RULE_REFUSALS.has(errorCode(r.body) ?? '') ? [r.body.errors[0]?.message] : []));
      expect(unexpected, `round ${round}`).toEqual([]);
      expect(results.at(-1)!.body.errors).toBeUndefined();
      // The class date is off: whoever a cancel promoted before it was cancelled with it.
      expect(await activeBookings(t, item)).toEqual([]);
    }
    await expectBookingInvariants(t);
  });
});
