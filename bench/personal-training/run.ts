// Availability for a trainer with a full month of appointments and classes: the server time of
// GET /<club>/d/abc/get_available_slots/ (Fastify inject, so no network: the JWT check, the session query,
// the trainer's calendar, busy time and the engine), for every date of the coming month, on PGlite and PostgreSQL.
// `npx tsx bench/personal-training/run.ts [--only pglite|postgres] [--rounds 10] [--no-write]`
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../../apps/server/src/http/app.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { bootstrap } from '../../apps/server/src/bootstrap.js';
import type { AppContext } from '../../apps/server/src/platform/app-context.js';
import type { Db } from '../../apps/server/src/platform/db/database.js';
import { createClub } from '../../apps/server/src/create-club.js';
import type { Club } from '../../apps/server/src/modules/clubs/club.js';
import { insertAccount } from '../../apps/server/src/modules/account-records/account.repository.js';
import { startSession } from '../../apps/server/src/modules/auth/session-tokens.js';
import { grantAccountClasspass } from '../../apps/server/src/modules/classpasses/grant-account-classpass.js';
import { addDays, clubDateOf, instantsOfLocal, isoWeekday } from '../../apps/server/src/platform/club-clock.js';
import { availableSlots } from '../../apps/server/src/modules/personal-training/availability.js';
import { loadTrainerDay, slotRulesOf } from '../../apps/server/src/modules/personal-training/load-trainer-day.js';
import { writeBenchmarkSection } from '../foundation/benchmarks-doc.js';
import { freshPostgresUrl, silentLog } from '../schedule/bench-database.js';

const { values } = parseArgs({ options: { only: { type: 'string' }, rounds: { type: 'string', default: '10' }, 'no-write': { type: 'boolean', default: false } } });
const ROUNDS = Number(values.rounds);
const KINDS = (['pglite', 'postgres'] as const).filter((k) => !values.only || values.only === k);
const root = path.resolve(import.meta.dirname, '../..');
const PG_DB = 'kiai_bench_personal_training';
const DAYS = 30;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A club with 56 classes a week (14 taught by the trainer), the trainer working Monday to Saturday
 * 07:00–21:00, and their coming month filled: three appointments on every working day.
 */
async function generate(db: Db, now: Date): Promise<{ club: Club; trainerId: number; serviceId: number; memberId: number }> {
  const club = await createClub(db, { slug: 'bench-pt', name: 'Bench PT' });
  const clubId = club.id;
  const person = (email: string, extra: object = {}) => insertAccount(db, { clubId, email, firstName: 'Bench', lastName: email.split('@')[0]!, passwordHash: null, ...extra });
  const trainer = await person('trainer@bench.test', { role: 'STAFF', staffRoles: ['INSTRUCTOR'], instructor: true });
  const otherCoach = await person('coach@bench.test', { role: 'STAFF', staffRoles: ['INSTRUCTOR'], instructor: true });
  const member = await person('member@bench.test');
  await db.insertInto('appointmentTrainers').values({ clubId, accountId: trainer.id }).execute();
  await db
    .insertInto('appointmentTrainerHours')
    .values([1, 2, 3, 4, 5, 6].flatMap((isoWeekday) => [{ clubId, accountId: trainer.id, isoWeekday, timeStart: '07:00', timeEnd: '21:00' }]))
    .execute();
  const category = await db.insertInto('appointmentCategories').values({ clubId, name: 'PT' }).returning('id').executeTakeFirstOrThrow();
  const service = await db
    .insertInto('appointmentServices')
    .values({ clubId, appointmentCategoryId: category.id, name: 'PT 60', durationMinutes: 60, price: '45.00', bufferBeforeMinutes: 5, bufferAfterMinutes: 15 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('appointmentServiceTrainers').values({ clubId, appointmentServiceId: service.id, accountId: trainer.id }).execute();
  const product = await db.insertInto('organizationClasspasses').values({ clubId, name: 'PT 200', price: '1.00', validity: 1, validityUnit: 'YEARS', classes: 200 }).returning('id').executeTakeFirstOrThrow();
  const pass = await grantAccountClasspass(db, clubId, { accountId: member.id, organizationClasspassId: product.id, dateStart: addDays(clubDateOf(now, club.timeZone), -1) });

  const location = await db.insertInto('organizationLocations').values({ clubId, name: 'Main' }).returning('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('organizationLocationRooms').values({ clubId, organizationLocationId: location.id, name: 'Ring' }).returning('id').executeTakeFirstOrThrow();
  const classtype = await db.insertInto('organizationClasstypes').values({ clubId, name: 'Boxing' }).returning('id').executeTakeFirstOrThrow();
  const today = clubDateOf(now, club.timeZone);
  const items = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    // Every day: six classes of other coaches from 07:00, and the trainer's 18:00 and 19:00 classes.
    for (let slot = 0; slot < 8; slot++) {
      const teaches = slot >= 6;
      const start = teaches ? (12 + slot) * 60 : 7 * 60 + slot * 90;
      items.push({
        clubId,
        frequencyType: 'WEEKLY' as const,
        frequencyInterval: weekday,
        dateStart: addDays(today, -60),
        timeStart: hhmm(start),
        timeEnd: hhmm(start + 60),
        organizationLocationRoomId: room.id,
        organizationClasstypeId: classtype.id,
        accountId: teaches ? trainer.id : otherCoach.id,
        spaces: 20,
      });
    }
  }
  await db.insertInto('scheduleItems').values(items).execute();

  const appointments = [];
  for (let d = 0; d <= DAYS; d++) {
    const date = addDays(today, d);
    if (isoWeekday(date) === 7) continue;
    for (const start of [8 * 60, 11 * 60, 14 * 60]) {
      const startsAt = instantsOfLocal(date, start, club.timeZone)[0]!;
      appointments.push({
        clubId,
        appointmentServiceId: service.id,
        trainerAccountId: trainer.id,
        accountId: member.id,
        accountClasspassId: pass.id,
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + 3_600_000),
        blockedFrom: new Date(startsAt - 300_000),
        blockedUntil: new Date(startsAt + 3_600_000 + 900_000),
      });
    }
  }
  await db.insertInto('appointments').values(appointments).execute();
  return { club, trainerId: trainer.id, serviceId: service.id, memberId: member.id };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Result {
  kind: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  slotsPerDay: number;
  /** p95 of the pure engine alone (availableSlots on a loaded day) */
  engineP95: number;
}

async function measure(kind: (typeof KINDS)[number]): Promise<Result> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kiai-bench-pt-'));
  const config = loadConfig({
    ...process.env,
    KIAI_DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? await freshPostgresUrl(PG_DB) : '',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOG_LEVEL: 'warn',
  });
  const { app, database } = await bootstrap(config, silentLog);
  try {
    const world = await generate(app.db, app.clock.now());
    const server = await buildServer(app as AppContext, { logger: false });
    await server.ready();
    const member = (await app.db.selectFrom('accounts').selectAll().where('id', '=', world.memberId).executeTakeFirstOrThrow());
    const { token } = await app.db.transaction().execute((trx) => startSession(trx, app, member));
    const today = clubDateOf(app.clock.now(), world.club.timeZone);
    const urls = Array.from({ length: DAYS }, (_, d) => `/${world.club.slug}/d/abc/get_available_slots/?selected_date=${addDays(today, d + 1)}&staff_member=${world.trainerId}&service_id=${world.serviceId}`);
    const times: number[] = [];
    let slots = 0;
    let answered = 0;
    for (let round = -1; round < ROUNDS; round++) {
      for (const url of urls) {
        const started = process.hrtime.bigint();
        const res = await server.inject({ method: 'GET', url, headers: { authorization: `JWT ${token}` } });
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (round < 0) continue; // warm-up
        times.push(ms);
        if (res.statusCode === 200) {
          slots += (res.json() as { available_slots: string[] }).available_slots.length;
          answered++;
        }
      }
    }
    await server.close();
    times.sort((a, b) => a - b);

    const engineTimes: number[] = [];
    const service = { durationMinutes: 60, bufferBeforeMinutes: 5, bufferAfterMinutes: 15 };
    const now = app.clock.now();
    for (let d = 1; d <= DAYS; d++) {
      const date = addDays(today, d);
      const day = await loadTrainerDay(app.db, world.club, world.trainerId, date, now);
      for (let round = 0; round < ROUNDS * 10; round++) {
        const started = process.hrtime.bigint();
        availableSlots({ ...day, date, service, now: now.getTime(), rules: slotRulesOf(world.club) });
        engineTimes.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    engineTimes.sort((a, b) => a - b);
    return {
      kind,
      requests: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      slotsPerDay: answered ? slots / answered : 0,
      engineP95: percentile(engineTimes, 95),
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = os.loadavg();
const results: Result[] = [];
for (const kind of KINDS) {
  const r = await measure(kind);
  results.push(r);
  console.log(`${kind}: ${r.requests} requests, p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${r.slotsPerDay.toFixed(1)} slots a working day; engine alone p95 ${r.engineP95.toFixed(3)} ms`);
}

if (!values['no-write']) {
  const fmt = (n: number) => n.toFixed(1);
  writeBenchmarkSection(
    path.join(root, 'docs/benchmarks.md'),
    'personal-training',
    `## Personal training: availability

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/personal-training/run.ts\` on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}; load average ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} when it started (above 2, other work shared the 2 cores and the times are upper bounds).

One trainer working Monday to Saturday 07:00–21:00 with a full month: three appointments (60 minutes, 5 + 15 minutes of buffers) on every working day and the two evening classes they teach every day among the club's 56 weekly classes. \`GET /d/abc/get_available_slots/\` for each of the coming ${DAYS} dates, ${ROUNDS} rounds after a warm-up round, timed around Fastify's \`inject\` (server time without the network: JWT and session check, calendar, appointments, classes and shifts of three days, the engine).

| database | requests | p50 | p95 | p99 | engine alone, p95 | slots a working day | target |
|---|---|---|---|---|---|---|---|
${results.map((r) => `| ${r.kind} | ${r.requests} | ${fmt(r.p50)} ms | ${fmt(r.p95)} ms | ${fmt(r.p99)} ms | ${r.engineP95.toFixed(2)} ms | ${r.slotsPerDay.toFixed(1)} | p95 < 20 ms |`).join('\n')}

The engine itself (expanding the day in the club's zone, the grid, buffers and busy time) takes well under a millisecond; the rest is the database round trips (session, trainer and service, calendar, appointments, classes, shifts) and Fastify. The target is the p95 on PostgreSQL and on PGlite.
`,
  );
}
