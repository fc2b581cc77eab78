import pg from 'pg';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { TEMPLATE_DB, TEST_POSTGRES_URL, urlForDatabase } from './postgres-url.js';

/** Builds one migrated template database; each test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup(): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL integration tests need a server at ${TEST_POSTGRES_URL} (set TEST_DATABASE_URL): ${(error as Error).message}`,
    );
  }
  // Leftovers of an aborted run would otherwise pile up.
  const stale = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'kiai_t_%' OR datname = $1`, [TEMPLATE_DB]);
  for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  const template = await openDatabase({ databaseUrl: urlForDatabase(TEMPLATE_DB), poolSize: 1 });
  await migrate(template.db);
  await template.close();
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
    await admin.end();
  };
}
