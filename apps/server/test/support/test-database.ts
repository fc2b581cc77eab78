import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db/database.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { inject } from 'vitest';
import { TEST_POSTGRES_URL, urlForDatabase } from './postgres-url.js';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.KIAI_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * More connections to a test database, as another server has them; closing them leaves the database. PGlite
 * runs in one process, so a second server there shares the handle.
 */
export async function openSameDatabase(database: TestDatabase): Promise<TestDatabase> {
  if (!database.url) return { ...database, close: async () => {} };
  return { ...(await openDatabase({ databaseUrl: database.url, poolSize: 20 })), url: database.url };
}

/** A fresh, migrated database for one test file: in-memory PGlite, or a clone of the PostgreSQL template (with its url). */
export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // The migrated copy of this run (pglite-global-setup.ts), when the PGlite project provided one.
    const template = inject('pgliteTemplateFile');
    if (template) return openDatabase({ pgliteDir: 'memory://', pgliteFrom: new Blob([readFileSync(template)]) });
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await migrate(handle.db);
    return handle;
  }
  const name = `kiai_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateDb')}"`);
  const url = urlForDatabase(name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 20 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
