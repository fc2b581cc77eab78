import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { TEST_POSTGRES_URL, urlForDatabase } from './postgres-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplateDb: string;
  }
}

/**
 * Builds one migrated template database for this run; each test file clones it (CREATE DATABASE …
 * TEMPLATE). Its name is the run's own, so two runs on one server do not disturb each other.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDb = `kiai_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL integration tests need a server at ${TEST_POSTGRES_URL} (set TEST_DATABASE_URL): ${(error as Error).message}`,
    );
  }
  await admin.query(`CREATE DATABASE "${templateDb}"`);
  const template = await openDatabase({ databaseUrl: urlForDatabase(templateDb), poolSize: 1 });
  await migrate(template.db);
  await template.close();
  project.provide('postgresTemplateDb', templateDb);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${templateDb}" WITH (FORCE)`);
    await admin.end();
  };
}
