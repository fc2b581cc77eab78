import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { sql } from 'kysely';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { AccountClasspass, OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** A test app whose access tokens outlive any clock moves a test makes. */
export function createBookingTestApp(now = new Date('2026-03-02T09:00:00Z')): Promise<TestApp> {
  return createTestApp({ now, env: { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
}

/**
 * One booking test app for the calling test file, with the default club: started before its tests, checked
 * against the booking invariants (B6) after each test and closed after the last. The returned object is
 * filled in by the time the tests run.
 */
export function bookingTestAppPerFile(): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createBookingTestApp());
    await t.make.defaultClub();
  });
  afterEach(() => expectBookingInvariants(t));
  afterAll(() => t.close());
  return t;
}

/** An access token of a new session of the account (no password check per member: races sign in 200 at once). */
export async function tokenFor(t: TestApp, account: Pick<Account, 'id' | 'clubId' | 'email' | 'tokenVersion'>): Promise<string> {
  return (await t.make.session(account)).token;
}

/** Runs `run` with the server's clock at `instant`, then puts the clock back where it was. */
export async function atInstant<T>(t: TestApp, instant: string, run: () => Promise<T>): Promise<T> {
  const before = t.clock.now();
  t.clock.set(new Date(instant));
  try {
    return await run();
  } finally {
    t.clock.set(before);
  }
}

export function gid(typename: string, id: number): string {
  return Buffer.from(`${typename}:${id}`).toString('base64');
}

export const BOOK = `mutation Book($input: CreateScheduleItemAttendanceInput!) {
  createScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus date onlineBooking accountClasspass { id classesRemaining } } }
}`;

export const UPDATE = `mutation Update($input: UpdateScheduleItemAttendanceInput!) {
  updateScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus cancellationPossible uncancellationPossible } }
}`;

export interface Booker {
  account: Account & { password: string };
  token: string;
  pass: AccountClasspass;
}

/** A member with a pass of the product and a token. */
export async function booker(t: TestApp, product: OrganizationClasspass, dateStart?: string): Promise<Booker> {
  const account = await t.make.member();
  const pass = await t.make.accountClasspass(account, product, dateStart);
  return { account, token: await tokenFor(t, account), pass };
}

export function bookInput(item: ScheduleItem, pass: { id: number }, date = item.dateStart, extra: Record<string, unknown> = {}) {
  return {
    input: {
      scheduleItem: gid('ScheduleItemNode', item.id),
      accountClasspass: gid('AccountClasspassNode', pass.id),
      date,
      attendanceType: 'CLASSPASS',
      onlineBooking: true,
      bookingStatus: 'BOOKED',
      ...extra,
    },
  };
}

/** Books and returns the attendance's numeric id, failing the test with the server's answer otherwise. */
export async function book(t: TestApp, b: Booker, item: ScheduleItem, date = item.dateStart): Promise<number> {
  const { body } = await t.gql(BOOK, bookInput(item, b.pass, date), { token: b.token });
  const id = body.data?.createScheduleItemAttendance?.scheduleItemAttendance?.id as string | undefined;
  if (!id) throw new Error(`booking failed: ${JSON.stringify(body.errors)}`);
  return Number(Buffer.from(id, 'base64').toString().split(':')[1]);
}

export function errorCode(body: { errors?: { extensions?: { code?: string } }[] }): string | undefined {
  return body.errors?.[0]?.extensions?.code;
}

/**
 * Test plan B6, checked straight in the database: no occurrence holds more active attendances than its
 * spaces (online bookings no more than its online spaces), no pass is used for more classes than it has,
 * and no member holds two active attendances for one occurrence.
 */
export async function expectBookingInvariants(t: TestApp): Promise<void> {
  const overbooked = await sql<{ scheduleItemId: number; date: string }>`
    SELECT a.schedule_item_id, a.date
    FROM schedule_item_attendances a
    JOIN schedule_items i ON i.id = a.schedule_item_id
    LEFT JOIN schedule_item_changes c ON c.schedule_item_id = a.schedule_item_id AND c.date = a.date
    WHERE a.booking_status <> 'CANCELLED'
    GROUP BY a.schedule_item_id, a.date, i.spaces, i.walk_in_spaces, c.spaces, c.walk_in_spaces
    HAVING count(*) > coalesce(c.spaces, i.spaces)
      OR count(*) FILTER (WHERE a.online_booking)
         > coalesce(c.spaces, i.spaces) - least(coalesce(c.walk_in_spaces, i.walk_in_spaces), coalesce(c.spaces, i.spaces))`.execute(t.app.db);
  expect(overbooked.rows, 'occurrences over capacity').toEqual([]);

  const overusedPasses = await sql<{ id: number }>`
    SELECT ap.id
    FROM account_classpasses ap
    JOIN organization_classpasses p ON p.id = ap.organization_classpass_id
    LEFT JOIN schedule_item_attendances a ON a.account_classpass_id = ap.id AND a.booking_status <> 'CANCELLED'
    WHERE NOT p.unlimited
    GROUP BY ap.id, p.classes
    HAVING count(a.id) > p.classes`.execute(t.app.db);
  expect(overusedPasses.rows, 'passes used for more classes than they hold').toEqual([]);

  const doubles = await sql<{ accountId: number }>`
    SELECT account_id FROM schedule_item_attendances WHERE booking_status <> 'CANCELLED'
    GROUP BY account_id, schedule_item_id, date HAVING count(*) > 1`.execute(t.app.db);
  expect(doubles.rows, 'members booked twice for one class').toEqual([]);
}

/** Every answer of a race: a GraphQL answer (never HTTP 5xx), no unexpected or serialization error. */
export function expectCleanAnswers(results: { status: number; body: { errors?: { extensions?: { code?: string } }[] } }[]): void {
  for (const r of results) {
    expect(r.status).toBeLessThan(500);
    expect(errorCode(r.body) ?? 'OK').not.toBe('INTERNAL_SERVER_ERROR');
  }
}

/** The classes a pass has been used for: its attendances that are not cancelled. */
export async function classesUsed(t: TestApp, passId: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('scheduleItemAttendances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('accountClasspassId', '=', passId)
    .where('bookingStatus', '<>', 'CANCELLED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
