import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/platform/db/database.js';
import { makeStarterCopy } from '../../../src/platform/db/make-starter-copy.js';
import { loadMigrations, migrate } from '../../../src/platform/db/migrate.js';
import { copyStarterInto } from '../../../src/platform/db/starter-copy.js';
import { testDbKind } from '../../support/test-database.js';
import { describeSchema, SCHEMA_SNAPSHOT_FILE } from './schema-snapshot.js';

// The build's starter copy of the embedded database (scripts/build-starter-database.mjs): a first start on an
// empty data folder copies it instead of creating a cluster. PGlite only; a PostgreSQL server has no data folder.
const workDir = mkdtempSync(path.join(tmpdir(), 'kiai-starter-copy-'));
// Creating an on-disk PGlite cluster runs initdb in WebAssembly: seconds, more on a busy machine.
const SLOW = 180_000;
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe.skipIf(testDbKind() !== 'pglite')('a first start from the starter copy', () => {
  const migrations = loadMigrations();
  const newest = migrations.at(-1)!;
  const starter = path.join(workDir, 'starter.tar');

  it(
    'applies a migration newer than the copy, and ends with the schema migrating an empty database gives',
    async () => {
      await makeStarterCopy(starter, async (db) => {
        await migrate(db, migrations.slice(0, -1));
      });

      // The first start: the data folder does not exist yet.
      const first = path.join(workDir, 'first', 'pglite');
      const database = await openDatabase({ pgliteDir: first, pgliteStarter: starter });
      const current = path.join(workDir, 'current.tar');
      try {
        expect(await migrate(database.db, migrations)).toEqual([newest.name]);
        expect(await describeSchema(database.db)).toBe(readFileSync(SCHEMA_SNAPSHOT_FILE, 'utf8'));
        writeFileSync(current, new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer()));
      } finally {
        await database.close();
      }
      expect(existsSync(`${first}.starting`)).toBe(false);

      // A copy made after every migration: a start from it has nothing left to apply.
      const second = path.join(workDir, 'second', 'pglite');
      const again = await openDatabase({ pgliteDir: second, pgliteStarter: current });
      try {
        expect(await migrate(again.db, migrations)).toEqual([]);
        expect(await describeSchema(again.db)).toBe(readFileSync(SCHEMA_SNAPSHOT_FILE, 'utf8'));
      } finally {
        await again.close();
      }
    },
    SLOW,
  );

  it('never unpacks over a data folder that holds anything, and leaves no half copy behind', () => {
    const used = path.join(workDir, 'used');
    mkdirSync(used, { recursive: true });
    writeFileSync(path.join(used, 'something'), 'kept');
    expect(copyStarterInto(starter, used)).toBe(false);
    expect(existsSync(path.join(used, 'PG_VERSION'))).toBe(false);

    const empty = path.join(workDir, 'empty');
    mkdirSync(empty, { recursive: true });
    // A start killed while unpacking left its partial folder: the next start replaces it.
    mkdirSync(`${empty}.starting`, { recursive: true });
    writeFileSync(path.join(`${empty}.starting`, 'half'), '');
    expect(copyStarterInto(starter, empty)).toBe(true);
    expect(readFileSync(path.join(empty, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    expect(existsSync(path.join(empty, 'base'))).toBe(true);
    expect(existsSync(path.join(empty, 'half'))).toBe(false);
    expect(existsSync(`${empty}.starting`)).toBe(false);
    expect(copyStarterInto(starter, empty)).toBe(false);
  });
});
