import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import type { TestApp } from '../../support/test-app.js';
import { testDbKind } from '../../support/test-database.js';
import { BOOK, bookInput, booker, bookingTestAppPerFile, errorCode, expectCleanAnswers, gid, tokenFor, type Booker } from './booking-kit.js';

const ARCHIVE = `mutation Archive($id: ID!) { archiveScheduleItem(input: { id: $id }) { scheduleItem { id archived } } }`;
const CHECK_IN = `mutation CheckIn($input: CheckInScheduleItemAttendanceInput!) {
  checkInScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus } }
}`;

// Archiving a class and booking it at once: on PostgreSQL they really run together (many rounds, so the
// interleavings vary); PGlite serialises them, so there the same test checks the outcome of either order.
const ROUNDS = testDbKind() === 'postgres' ? 15 : 2;

type Answer = { status: number; body: { data?: unknown; errors?: { extensions?: { code?: string } }[] } };

async function isArchived(t: TestApp, item: ScheduleItem): Promise<boolean> {
  const row = await t.app.db.selectFrom('scheduleItems').select('archived').where('id', '=', item.id).executeTakeFirstOrThrow();
  return row.archived;
}

async function activeAttendances(t: TestApp, item: ScheduleItem): Promise<number> {
  const rows = await t.app.db.selectFrom('scheduleItemAttendances').select('id').where('scheduleItemId', '=', item.id).where('bookingStatus', '<>', 'CANCELLED').execute();
  return rows.length;
}

/** Either the booking won (the archive refused with CONFLICT) or the archive won (the booking refused as a missing class). */
async function expectOneWinner(t: TestApp, item: ScheduleItem, archive: Answer, booking: Answer): Promise<void> {
  expectCleanAnswers([archive, booking]);
  const archived = await isArchived(t, item);
  const active = await activeAttendances(t, item);
  expect(archived && active > 0, 'an attendance on an archived class').toBe(false);
  if (archived) {
    expect(errorCode(archive.body)).toBeUndefined();
    expect(errorCode(booking.body)).toBe('NOT_FOUND');
    expect(active).toBe(0);
  } else {
    expect(errorCode(archive.body)).toBe('CONFLICT');
    expect(errorCode(booking.body)).toBeUndefined();
    expect(active).toBe(1);
  }
}

// The clock: Monday 2 March 2026, 10:00 in Amsterdam; the classes are on 10 March.
describe('archiving a class while it is booked', () => {
  const t = bookingTestAppPerFile();

  async function round(index: number): Promise<{ item: ScheduleItem; member: Booker; admin: string }> {
    const hour = String(7 + (index % 12)).padStart(2, '0');
    const item = await t.make.scheduleClass({ timeStart: `${hour}:00:00`, timeEnd: `${hour}:45:00` });
    const member = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
    const admin = await tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'] }));
    return { item, member, admin };
  }

  it('a member reserving a spot: never an attendance on an archived class', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { item, member, admin } = await round(i);
      const [archive, booking] = await Promise.all([
        t.gql(ARCHIVE, { id: gid('ScheduleItemNode', item.id) }, { token: admin }),
        t.gql(BOOK, bookInput(item, member.pass), { token: member.token }),
      ]);
      await expectOneWinner(t, item, archive, booking);
    }
  });

  it('the desk checking in a walk-in: never an attendance on an archived class', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { item, member, admin } = await round(i);
      const input = { account: gid('AccountNode', member.account.id), scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart };
      const [booking, archive] = await Promise.all([t.gql(CHECK_IN, { input }, { token: admin }), t.gql(ARCHIVE, { id: gid('ScheduleItemNode', item.id) }, { token: admin })]);
      await expectOneWinner(t, item, archive, booking);
    }
  });

  it('a booking after the archive is refused with the missing-class answer', async () => {
    const { item, member, admin } = await round(0);
    expect(errorCode((await t.gql(ARCHIVE, { id: gid('ScheduleItemNode', item.id) }, { token: admin })).body)).toBeUndefined();
    const { body } = await t.gql(BOOK, bookInput(item, member.pass), { token: member.token });
    expect(errorCode(body)).toBe('NOT_FOUND');
    expect(await activeAttendances(t, item)).toBe(0);
  });
});
