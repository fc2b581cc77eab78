import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/platform/db/database.js';
import { migrate } from '../../../src/platform/db/migrate.js';
import { backupPglite, restorePglite } from '../../../src/platform/db/pglite-backup.js';
import { runDueJobs } from '../../../src/platform/jobs/run-due-jobs.js';
import { urlForDatabase } from '../../support/postgres-url.js';
import { testDbKind } from '../../support/test-database.js';
import { createEmptyDatabase, dropPostgresDatabase, newDatabaseName, tableChecksums, withPostgresAdmin } from './database-copies.js';
import { serveDatabase } from './serve-database.js';

// Test plan D1: dump → restore into a fresh database → same rows → the app signs in on the copy.
const run = promisify(execFile);
const kind = testDbKind();
const workDir = mkdtempSync(path.join(tmpdir(), 'kiai-restore-drill-'));
const cleanups: (() => Promise<unknown>)[] = [];
// Creating an on-disk PGlite database runs initdb in WebAssembly: seconds, more on a busy machine.
const SLOW = 120_000;
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(workDir, { recursive: true, force: true });
});

interface Original {
  database: DatabaseHandle;
  /** The PostgreSQL database's URL; undefined on PGlite. */
  url: string | undefined;
  pgliteDir: string | undefined;
}

async function originalDatabase(): Promise<Original> {
  if (kind === 'postgres') {
    const database = await createEmptyDatabase('postgres');
    cleanups.push(() => database.close());
    return { database, url: database.url, pgliteDir: undefined };
  }
  const pgliteDir = path.join(workDir, 'original', 'pglite');
  const database = await openDatabase({ pgliteDir });
  return { database, url: undefined, pgliteDir };
}

/** Backs the original up the way an operator would and restores it into a new database. */
async function backUpAndRestore(original: Original): Promise<DatabaseHandle> {
  if (kind === 'postgres') {
    const file = path.join(workDir, 'kiai.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, original.url!]);
    const name = newDatabaseName();
    await withPostgresAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
    cleanups.push(() => dropPostgresDatabase(name));
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlForDatabase(name)}`, file]);
    return openDatabase({ databaseUrl: urlForDatabase(name), poolSize: 2 });
  }
  // PGlite serves one process: the server stops before its data directory is backed up.
  await original.database.close();
  const file = path.join(workDir, 'kiai-backup.tar.gz');
  await backupPglite(original.pgliteDir!, file);
  const copyDir = path.join(workDir, 'copy', 'pglite');
  expect(await restorePglite(file, copyDir)).toEqual({ movedAside: undefined });
  return openDatabase({ pgliteDir: copyDir });
}

describe(`the restore drill on ${kind}`, () => {
  it('restores a backup with the same rows, and the app signs in on the copy', async () => {
    const original = await originalDatabase();
    await migrate(original.database.db);
    const live = await serveDatabase(original.database.db);
    const club = await live.make.club({ slug: 'drill-club', name: 'Drill Club' });
    const other = await live.make.club({ slug: 'other-club', name: 'Other Club' });
    const member = await live.make.member({ club, firstName: 'Dana', lastName: 'Drill', city: 'Utrecht' });
    await live.make.staff({ club });
    await live.make.member({ club: other });
    // Sign-ins leave sessions, refresh tokens and login attempts; a kept mail fills the outbox and the job tables.
    await live.signIn(club.slug, member.email, member.password);
    await live.signIn(club.slug, member.email, member.password);
    await live.app.db.transaction().execute((trx) => live.app.mailer.queue(trx, club.id, { to: member.email, subject: 'Welcome', text: 'Hello Dana' }));
    expect(await runDueJobs(live.app)).toBe(1);
    const before = await tableChecksums(original.database.db);
    await live.server.close();

    const copy = await backUpAndRestore(original);
    cleanups.push(() => copy.close());
    expect(before.accounts!.rows).toBe(3);
    expect(before.refresh_tokens!.rows).toBeGreaterThan(0);
    expect(await tableChecksums(copy.db)).toEqual(before);

    const restored = await serveDatabase(copy.db);
    cleanups.push(() => restored.server.close());
    const token = await restored.signIn(club.slug, member.email, member.password);
    expect(await restored.whoAmI(club.slug, token)).toBe(member.email);
  }, SLOW);
});

if (kind === 'pglite') {
  describe('restoring an embedded-database backup', () => {
    async function backupOfFreshDatabase(name: string): Promise<string> {
      const dir = path.join(workDir, name, 'pglite');
      const database = await openDatabase({ pgliteDir: dir });
      await migrate(database.db);
      await database.close();
      const file = path.join(workDir, `${name}.tar.gz`);
      await backupPglite(dir, file);
      return file;
    }

    it('moves an existing database aside instead of overwriting it', async () => {
      const file = await backupOfFreshDatabase('aside-source');
      const target = path.join(workDir, 'aside-target', 'pglite');
      mkdirSync(target, { recursive: true });
      writeFileSync(path.join(target, 'PG_VERSION'), 'the old database');
      const { movedAside } = await restorePglite(file, target, new Date('2026-03-02T09:00:00Z'));
      expect(movedAside).toBe(`${target}.before-restore-2026-03-02T09-00-00-000Z`);
      expect(readFileSync(path.join(movedAside!, 'PG_VERSION'), 'utf8')).toBe('the old database');
      const reopened = await openDatabase({ pgliteDir: target });
      expect(await migrate(reopened.db)).toEqual([]);
      await reopened.close();
    }, SLOW);

    it('refuses a file that is not a backup and leaves the database in place', async () => {
      const target = path.join(workDir, 'refuse-target', 'pglite');
      mkdirSync(target, { recursive: true });
      writeFileSync(path.join(target, 'PG_VERSION'), 'keep me');
      const notABackup = path.join(workDir, 'notes.txt');
      writeFileSync(notABackup, 'hello');
      await expect(restorePglite(notABackup, target)).rejects.toThrow('is not a .tar.gz backup of the embedded database');
      await expect(restorePglite(path.join(workDir, 'missing.tar.gz'), target)).rejects.toThrow('Backup file not found');
      expect(readdirSync(target)).toEqual(['PG_VERSION']);
    });

    it('refuses to back up a folder without a database', async () => {
      await expect(backupPglite(path.join(workDir, 'nothing-here'), path.join(workDir, 'x.tar.gz'))).rejects.toThrow(
        'No embedded database found',
      );
    });
  });
}
