import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/platform/db/database.js';
import { DEMO_CLUB } from '../../../src/seed/demo-accounts.js';
import { buildServerBundle, startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { testDbKind } from '../../support/test-database.js';
import { createEmptyDatabase } from './database-copies.js';

// Test plan H5: the real server process, killed with SIGKILL at many moments of its first start.
const kind = testDbKind();
let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiai-first-start-'));
const cleanups: (() => Promise<unknown>)[] = [];
let databaseUrl: string | undefined;

beforeAll(async () => {
  bundle = await buildServerBundle();
  if (kind === 'postgres') {
    const database = await createEmptyDatabase('postgres');
    databaseUrl = database.url;
    cleanups.push(() => database.close());
  }
}, 60_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): ServerProcess {
  return startServerProcess(bundle.dir, { databaseUrl, dataDir });
}

type DemoState = 'absent' | 'complete' | { partial: Record<string, number> };

/** What the database holds of the demo club: nothing, everything, or (the bug this guards against) a part. */
async function demoState(): Promise<DemoState> {
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1 } : { pgliteDir: path.join(dataDir, 'pglite') });
  try {
    // Killed before the first migration committed: not even the table is there.
    const { rows } = await sql<{ clubs: string | null }>`SELECT to_regclass('public.clubs')::text AS clubs`.execute(database.db);
    if (!rows[0]?.clubs) return 'absent';
    const club = await database.db.selectFrom('clubs').select('id').where('slug', '=', DEMO_CLUB.slug).executeTakeFirst();
    if (!club) return 'absent';
    const count = async (
      table: 'accounts' | 'scheduleItems' | 'organizationClasspasses' | 'accountClasspasses' | 'scheduleItemAttendances' | 'appointmentServices' | 'appointmentTrainerHours' | 'accountSubscriptions',
    ) =>
      Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('clubId', '=', club.id).executeTakeFirstOrThrow()).n);
    const counts = {
      accounts: await count('accounts'),
      scheduleItems: await count('scheduleItems'),
      organizationClasspasses: await count('organizationClasspasses'),
      accountClasspasses: await count('accountClasspasses'),
      scheduleItemAttendances: await count('scheduleItemAttendances'),
      appointmentServices: await count('appointmentServices'),
      appointmentTrainerHours: await count('appointmentTrainerHours'),
      accountSubscriptions: await count('accountSubscriptions'),
    };
    const complete = {
      // the staff, the member and the three monthly members (subscriptions, seeded last)
      accounts: 10,
      scheduleItems: 40,
      organizationClasspasses: 6,
      accountClasspasses: 2,
      scheduleItemAttendances: 3,
      appointmentServices: 2,
      appointmentTrainerHours: 19,
      accountSubscriptions: 3,
    };
    return JSON.stringify(counts) === JSON.stringify(complete) ? 'complete' : { partial: counts };
  } finally {
    await database.close();
  }
}

describe(`first start on ${kind} (test plan H5)`, () => {
  it(
    'leaves no demo club or a complete one whenever the first start is killed, and a restart completes it',
    async () => {
      // The database is ready when bootstrap reports where mail goes; the seed follows at once. An on-disk
      // PGlite takes seconds to create and to reopen, so it is killed at fewer moments (one in its creation).
      const ready = 'No SMTP_URL';
      const kills: { after: string; ms: number }[] =
        kind === 'postgres'
          ? [{ after: 'spawn', ms: 400 }, ...[0, 20, 50, 90, 140, 200, 280, 400].map((ms) => ({ after: ready, ms }))]
          : [{ after: 'spawn', ms: 1500 }, ...[30, 150].map((ms) => ({ after: ready, ms }))];
      const seen: DemoState[] = [];
      for (const kill of kills) {
        const server = startServer();
        if (kill.after !== 'spawn') await server.printed(kill.after);
        await new Promise((resolve) => setTimeout(resolve, kill.ms));
        await server.kill();
        const state = await demoState();
        seen.push(state);
        expect(state === 'absent' || state === 'complete', `killed ${kill.ms} ms after ${kill.after}: ${JSON.stringify(state)}`).toBe(true);
      }

      const server = startServer();
      await server.printed('Kiai is running');
      await server.kill();
      expect(await demoState()).toBe('complete');
      // The kills must have hit the start before the seed committed at least once, or nothing was tested.
      expect(seen).toContain('absent');
    },
    240_000,
  );
});
