// A large club for the schedule benches: 5,000 members, 100 classes a week, two years of attendance
// history and two weeks of upcoming bookings, written with set-based SQL (fast on PGlite too).
// As a script: `npx tsx bench/schedule/generate.ts [--only pglite|postgres]` (re)creates the bench databases.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/database.js';
import { createClub } from '../../apps/server/src/create-club.js';
import type { Club } from '../../apps/server/src/modules/clubs/club.js';
import { addDays, clubDateOf, isoWeekday } from '../../apps/server/src/platform/club-clock.js';
import { BENCH_DB_KINDS, openBenchApp } from './bench-database.js';

export const BENCH_CLUB_SLUG = 'bench-club';
export const MEMBERS = 5_000;
export const CLASSES_PER_WEEK = 100;
const INSTRUCTORS = 10;
const HISTORY_DAYS = 2 * 364;
const UPCOMING_DAYS = 14;

async function ids(db: Db, table: 'organizationLocations' | 'organizationClasstypes' | 'organizationLevels', clubId: number, names: string[]): Promise<number[]> {
  const rows = await db.insertInto(table).values(names.map((name) => ({ clubId, name })) as never).returning('id').execute();
  return rows.map((r) => r.id as number);
}

/** Fills a new club; returns it with a summary of what was written. */
export async function generateLargeClub(db: Db, now: Date): Promise<{ club: Club; counts: Record<string, number> }> {
  const club = await createClub(db, { slug: BENCH_CLUB_SLUG, name: 'Bench Boxing Club' });
  const clubId = club.id;
  const today = clubDateOf(now, club.timeZone);
  const start = addDays(addDays(today, 1 - isoWeekday(today)), -HISTORY_DAYS);

  await sql`INSERT INTO accounts (club_id, email, first_name, last_name, role)
    SELECT ${clubId}, 'member-' || lpad(n::text, 5, '0') || '@bench.example', 'Member', 'No. ' || n, 'MEMBER'
    FROM generate_series(1, ${MEMBERS}) n`.execute(db);
  await sql`INSERT INTO accounts (club_id, email, first_name, last_name, role, staff_roles, instructor, employee)
    SELECT ${clubId}, 'coach-' || n || '@bench.example', 'Coach', 'No. ' || n, 'STAFF', '{INSTRUCTOR}', true, true
    FROM generate_series(1, ${INSTRUCTORS}) n`.execute(db);
  const instructors = (await db.selectFrom('accounts').select('id').where('clubId', '=', clubId).where('instructor', '=', true).orderBy('id').execute()).map((r) => r.id);

  const locations = await ids(db, 'organizationLocations', clubId, ['Centre', 'Harbour', 'Park']);
  const rooms: number[] = [];
  for (const [i, location] of locations.entries()) {
    for (const name of ['Ring', 'Studio']) {
      const room = await db.insertInto('organizationLocationRooms').values({ clubId, organizationLocationId: location, name: `${name} ${i + 1}` }).returning('id').executeTakeFirstOrThrow();
      rooms.push(room.id);
    }
  }
  const classtypes = await ids(db, 'organizationClasstypes', clubId, ['Boxing', 'Kickboxing', 'Conditioning', 'Yoga', 'Sparring', 'Mobility']);
  const levels = await ids(db, 'organizationLevels', clubId, ['Beginner', 'Intermediate', 'Advanced', 'All levels']);

  const items = Array.from({ length: CLASSES_PER_WEEK }, (_, i) => {
    const hour = 7 + Math.floor(i / 7);
    return {
      clubId,
      frequencyType: 'WEEKLY' as const,
      frequencyInterval: (i % 7) + 1,
      dateStart: start,
      timeStart: `${String(hour).padStart(2, '0')}:00:00`,
      timeEnd: `${String(hour).padStart(2, '0')}:50:00`,
      organizationLocationRoomId: rooms[i % rooms.length]!,
      organizationClasstypeId: classtypes[i % classtypes.length]!,
      organizationLevelId: levels[i % levels.length]!,
      accountId: instructors[i % instructors.length]!,
      spaces: 20,
      walkInSpaces: 2,
    };
  });
  const itemIds = (await db.insertInto('scheduleItems').values(items).returning('id').execute()).map((r) => r.id);

  const [unlimited, ten] = await db
    .insertInto('organizationClasspasses')
    .values([
      { clubId, name: 'Unlimited year', price: '900.00', validity: 1, validityUnit: 'YEARS', unlimited: true },
      { clubId, name: '10-class pass', price: '150.00', validity: 3, validityUnit: 'MONTHS', classes: 10 },
    ])
    .returning('id')
    .execute();
  const group = await db.insertInto('organizationClasspassGroups').values({ clubId, name: 'All classes' }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('organizationClasspassGroupClasspasses')
    .values([unlimited!, ten!].map((p) => ({ clubId, organizationClasspassGroupId: group.id, organizationClasspassId: p.id })))
    .execute();
  await db
    .insertInto('scheduleItemOrganizationClasspassGroups')
    .values(itemIds.map((id) => ({ clubId, scheduleItemId: id, organizationClasspassGroupId: group.id, attend: true, shopBook: true })))
    .execute();

  // Three consecutive yearly unlimited passes per member cover the history and the weeks ahead.
  await sql`INSERT INTO account_classpasses (club_id, account_id, organization_classpass_id, date_start, date_end)
    SELECT ${clubId}, a.id, ${unlimited!.id}, (${start}::date + make_interval(years => y))::date, (${start}::date + make_interval(years => y + 1) - interval '1 day')::date
    FROM accounts a CROSS JOIN generate_series(0, 2) y
    WHERE a.club_id = ${clubId} AND a.role = 'MEMBER'`.execute(db);

  // Every occurrence gets 8–15 members (distinct within the occurrence); in the past one of them cancelled
  // and the rest attended, in the coming two weeks they are booked. Members were inserted in one
  // statement: their ids are consecutive, so a member is picked by arithmetic.
  const range = await db
    .selectFrom('accounts')
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .where('clubId', '=', clubId)
    .where('role', '=', 'MEMBER')
    .executeTakeFirstOrThrow();
  if (Number(range.last) - Number(range.first) !== MEMBERS - 1) throw new Error('member ids are not consecutive');
  const firstMember = Number(range.first);
  const attend = (from: string, until: string, past: boolean) => sql`
    INSERT INTO schedule_item_attendances (club_id, account_id, schedule_item_id, date, attendance_type, account_classpass_id, booking_status, online_booking)
    WITH occ AS (
      SELECT i.id AS item_id, d::date AS date, row_number() OVER (ORDER BY d, i.id) AS o
      FROM schedule_items i CROSS JOIN generate_series(${from}::date, ${until}::date, interval '1 day') d
      WHERE i.club_id = ${clubId} AND extract(isodow FROM d) = i.frequency_interval
    ), picks AS (
      SELECT occ.item_id, occ.date, k, 8 + (occ.o * 7) % 8 AS total, ${firstMember} + (occ.o * 37 + k * 101) % ${MEMBERS} AS account_id
      FROM occ CROSS JOIN LATERAL generate_series(1, 8 + (occ.o * 7) % 8) k
    )
    SELECT ${clubId}, p.account_id, p.item_id, p.date, 'CLASSPASS', ap.id,
      CASE WHEN ${past} AND p.k = p.total THEN 'CANCELLED' WHEN ${past} THEN 'ATTENDING' ELSE 'BOOKED' END, true
    FROM picks p
    JOIN account_classpasses ap ON ap.club_id = ${clubId} AND ap.account_id = p.account_id AND p.date BETWEEN ap.date_start AND ap.date_end`;
  await sql`ANALYZE account_classpasses`.execute(db);
  await attend(start, addDays(today, -1), true).execute(db);
  await attend(today, addDays(today, UPCOMING_DAYS - 1), false).execute(db);

  // A holiday at one location next week and a few cancelled classes, as a real timetable has.
  const holiday = await db
    .insertInto('organizationHolidays')
    .values({ clubId, name: 'Harbour closed', dateStart: addDays(today, 8), dateEnd: addDays(today, 9) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('organizationHolidayLocations').values({ clubId, organizationHolidayId: holiday.id, organizationLocationId: locations[1]! }).execute();
  const nextDateOf = (weekday: number) => addDays(today, 1 + ((weekday - isoWeekday(addDays(today, 1)) + 7) % 7));
  await db
    .insertInto('scheduleItemChanges')
    .values(items.slice(0, 7).map((item, i) => ({ clubId, scheduleItemId: itemIds[i]!, date: nextDateOf(item.frequencyInterval), status: 'CANCELLED' as const })))
    .execute();
  // Fresh statistics and visibility maps, as a database that has been running a while has them.
  await sql`VACUUM ANALYZE`.execute(db);

  const count = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n);
  return {
    club,
    counts: {
      members: MEMBERS,
      classesPerWeek: CLASSES_PER_WEEK,
      accountClasspasses: await count('account_classpasses'),
      attendances: await count('schedule_item_attendances'),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  for (const kind of BENCH_DB_KINDS.filter((k) => !values.only || k === values.only)) {
    const startedAt = performance.now();
    const { app, close } = await openBenchApp(kind, { fresh: true });
    try {
      const { counts } = await generateLargeClub(app.db, app.clock.now());
      console.log(`${kind}: generated in ${Math.round((performance.now() - startedAt) / 1000)} s`, counts);
    } finally {
      await close();
    }
  }
}
