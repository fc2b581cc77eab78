import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type Db } from '../../../src/platform/db/database.js';
import { TEST_POSTGRES_URL, urlForDatabase } from '../../support/postgres-url.js';
import type { TestDbKind } from '../../support/test-database.js';

export interface EmptyDatabase extends DatabaseHandle {
  /** The PostgreSQL database's URL (for pg_dump); undefined on PGlite. */
  url: string | undefined;
}

/** Creates and drops databases on the test PostgreSQL server (named kiai_t_* so global setup clears leftovers). */
export async function withPostgresAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export function newDatabaseName(): string {
  return `kiai_t_${randomBytes(6).toString('hex')}`;
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await withPostgresAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** An empty, unmigrated database of the given kind: in-memory PGlite or a new PostgreSQL database. */
export async function createEmptyDatabase(kind: TestDbKind): Promise<EmptyDatabase> {
  if (kind === 'pglite') return { ...(await openDatabase({ pgliteDir: 'memory://' })), url: undefined };
  const name = newDatabaseName();
  await withPostgresAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = urlForDatabase(name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(name);
    },
  };
}

export interface TableChecksum {
  rows: number;
  md5: string;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The public tables and their columns, in column order. */
export async function listTableColumns(db: Db): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT c.relname AS "table", a.attname AS "column"
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`.execute(db);
  const tables: Record<string, string[]> = {};
  for (const row of rows) (tables[row.table] ??= []).push(row.column);
  return tables;
}

/**
 * Row count and an md5 over every row (the given columns, rows sorted by their text form) of each table;
 * two databases with equal checksums hold the same data.
 */
export async function tableChecksums(
  db: Db,
  tables?: Record<string, string[]>,
  /** Rows to leave out, by an SQL condition on the table's columns (alias t): rows a migration adds on purpose. */
  without: Record<string, string> = {},
): Promise<Record<string, TableChecksum>> {
  const result: Record<string, TableChecksum> = {};
  for (const [table, columns] of Object.entries(tables ?? (await listTableColumns(db)))) {
    const row = `ROW(${columns.map((c) => `t.${quoteIdent(c)}`).join(', ')})::text`;
    const leftOut = without[table];
    const { rows } = await sql<TableChecksum>`
      SELECT count(*)::int AS "rows", md5(coalesce(string_agg(${sql.raw(row)}, E'\n' ORDER BY ${sql.raw(row)}), '')) AS "md5"
      FROM ${sql.raw(quoteIdent(table))} t ${leftOut === undefined ? sql`` : sql.raw(`WHERE NOT (${leftOut})`)}`.execute(db);
    result[table] = rows[0]!;
  }
  return result;
}
