// The server the schedule benches load, in its own process so the load generator does not share its
// event loop: the app on the bench database (generated on first use), plus
// - GET /<club>/bench/schedule-classes: the same week from the same use case and SQL as the GraphQL
//   scheduleClasses, shaped like the portal's query answer, straight from a bare Fastify route;
// - helper routes that mint sessions, add a class to race for, list bookable occurrences and clean up.
// `node --import tsx bench/schedule/serve.ts --db pglite|postgres [--port N]` prints "READY <port>" once listening.
import { parseArgs } from 'node:util';
import { buildServer } from '../../apps/server/src/http/app.js';
import { encodeGlobalID } from '../../apps/server/src/graphql/global-ids.js';
import { findClubBySlug } from '../../apps/server/src/modules/clubs/club.repository.js';
import { fullName } from '../../apps/server/src/platform/person-name.js';
import { startSession } from '../../apps/server/src/modules/auth/session-tokens.js';
import { addDays, clubDateOf } from '../../apps/server/src/platform/club-clock.js';
import { listScheduleClasses, type ScheduleDay } from '../../apps/server/src/modules/schedule/list-schedule-classes.js';
import { loadClassesInRange } from '../../apps/server/src/modules/schedule/load-occurrences.js';
import type { ScheduleClass } from '../../apps/server/src/modules/schedule/schedule.js';
import { openBenchApp, type BenchDbKind } from './bench-database.js';
import { BENCH_CLUB_SLUG, generateLargeClub } from './generate.js';

// tsx maps stack traces back to the TypeScript sources; the built server (`npm start`) does not, and the
// race's 180 refused bookings each format one, so the bench serves like production.
process.setSourceMapsEnabled(false);

const { values } = parseArgs({ options: { db: { type: 'string', default: 'pglite' }, port: { type: 'string', default: '0' } } });
const kind = values.db as BenchDbKind;
const { app, close } = await openBenchApp(kind, { fresh: false });
if (!(await findClubBySlug(app.db, BENCH_CLUB_SLUG))) await generateLargeClub(app.db, app.clock.now());
const startedAt = new Date();
const raceItems: number[] = [];

/** One class as the portal's ScheduleClasses query selects it. */
function presentClass(c: ScheduleClass) {
  return {
    scheduleItemId: encodeGlobalID('ScheduleItemNode', c.item.id),
    date: c.date,
    timeStart: c.timeStart,
    timeEnd: c.timeEnd,
    bookingStatus: c.bookingStatus,
    availableSpacesOnline: c.availableSpacesOnline,
    account: c.account && { id: encodeGlobalID('AccountNode', c.account.id), fullName: fullName(c.account) },
    organizationClasstype: { id: encodeGlobalID('OrganizationClasstypeNode', c.classtype.id), name: c.classtype.name },
    organizationLevel: c.level && { id: encodeGlobalID('OrganizationLevelNode', c.level.id), name: c.level.name },
    organizationLocationRoom: {
      id: encodeGlobalID('OrganizationLocationRoomNode', c.room.id),
      name: c.room.name,
      organizationLocation: { id: encodeGlobalID('OrganizationLocationNode', c.room.location.id), name: c.room.location.name },
    },
  };
}

const presentDay = (d: ScheduleDay) => ({ date: d.date, classes: d.classes.map(presentClass) });

const server = await buildServer(app, { logger: false });

server.get('/:club/bench/schedule-classes', async (request) => {
  const { dateFrom, dateUntil } = request.query as { dateFrom: string; dateUntil: string };
  const days = await listScheduleClasses(app, request.club, null, { dateFrom, dateUntil, instructorId: undefined, publicOnly: false });
  return { data: { scheduleClasses: days.map(presentDay) } };
});

/**
 * Signed-in sessions for members in id order, each with the unlimited pass valid tomorrow: the race's class is
 * tomorrow and the bookings under load start then (the generated yearly passes can change over at midnight).
 */
server.post('/:club/bench/sessions', async (request) => {
  const { offset, count } = request.body as { offset: number; count: number };
  const tomorrow = addDays(clubDateOf(app.clock.now(), request.club.timeZone), 1);
  const members = await app.db
    .selectFrom('accounts as a')
    .innerJoin('accountClasspasses as ap', 'ap.accountId', 'a.id')
    .select(['a.id', 'a.clubId', 'a.email', 'a.tokenVersion', 'ap.id as passId'])
    .where('a.clubId', '=', request.club.id)
    .where('a.role', '=', 'MEMBER')
    .where('ap.dateStart', '<=', tomorrow)
    .where('ap.dateEnd', '>=', tomorrow)
    .orderBy('a.id')
    .offset(offset)
    .limit(count)
    .execute();
  const sessions = [];
  for (const m of members) {
    const auth = await app.db.transaction().execute((trx) => startSession(trx, app, m));
    sessions.push({ token: auth.token, accountClasspass: encodeGlobalID('AccountClasspassNode', m.passId) });
  }
  return sessions;
});

/** A new class tomorrow evening with `spaces` online spaces, open to the members' passes. */
server.post('/:club/bench/race-class', async (request) => {
  const { spaces } = request.body as { spaces: number };
  const clubId = request.club.id;
  const date = addDays(clubDateOf(app.clock.now(), request.club.timeZone), 1);
  const template = await app.db.selectFrom('scheduleItems').selectAll().where('clubId', '=', clubId).orderBy('id').executeTakeFirstOrThrow();
  const item = await app.db
    .insertInto('scheduleItems')
    .values({
      clubId,
      frequencyType: 'SPECIFIC',
      dateStart: date,
      timeStart: '22:00:00',
      timeEnd: '23:00:00',
      organizationLocationRoomId: template.organizationLocationRoomId,
      organizationClasstypeId: template.organizationClasstypeId,
      accountId: template.accountId,
      spaces,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  raceItems.push(item.id);
  const group = await app.db.selectFrom('organizationClasspassGroups').select('id').where('clubId', '=', clubId).executeTakeFirstOrThrow();
  await app.db.insertInto('scheduleItemOrganizationClasspassGroups').values({ clubId, scheduleItemId: item.id, organizationClasspassGroupId: group.id, shopBook: true }).execute();
  return { scheduleItem: encodeGlobalID('ScheduleItemNode', item.id), date, id: item.id };
});

server.get('/:club/bench/booked/:id', async (request) => {
  const row = await app.db
    .selectFrom('scheduleItemAttendances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scheduleItemId', '=', Number((request.params as { id: string }).id))
    .where('bookingStatus', '<>', 'CANCELLED')
    .executeTakeFirstOrThrow();
  return { booked: Number(row.n) };
});

/** The bookable occurrences of the coming two weeks. */
server.get('/:club/bench/upcoming', async (request) => {
  const today = clubDateOf(app.clock.now(), request.club.timeZone);
  const classes = await loadClassesInRange(app.db, request.club, addDays(today, 1), addDays(today, 13), app.clock.now());
  return classes.filter((c) => c.bookingStatus === 'OK').map((c) => ({ scheduleItem: encodeGlobalID('ScheduleItemNode', c.item.id), date: c.date }));
});

/** Removes what this process added, so the next run starts from the generated data again. */
server.post('/:club/bench/cleanup', async (request) => {
  const clubId = request.club.id;
  await app.db.deleteFrom('scheduleItemAttendances').where('clubId', '=', clubId).where('createdAt', '>=', startedAt).execute();
  if (raceItems.length > 0) {
    await app.db.deleteFrom('scheduleItemOrganizationClasspassGroups').where('scheduleItemId', 'in', raceItems).execute();
    await app.db.deleteFrom('scheduleItems').where('id', 'in', raceItems).execute();
  }
  await app.db.deleteFrom('refreshTokens').where('clubId', '=', clubId).execute();
  await app.db.deleteFrom('authSessions').where('clubId', '=', clubId).execute();
  return { ok: true };
});

await server.listen({ port: Number(values.port), host: '127.0.0.1' });
const address = server.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(close).then(() => process.exit(0));
  });
}
