// Where the benches keep their databases (the schedule's large club, the checkout's shop): a PGlite folder under data/ and a PostgreSQL
// database on BENCH_POSTGRES_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { bootstrap } from '../../apps/server/src/bootstrap.js';
import type { AppContext } from '../../apps/server/src/platform/app-context.js';

export const BENCH_DB_KINDS = ['postgres', 'pglite'] as const;
export type BenchDbKind = (typeof BENCH_DB_KINDS)[number];

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const silentLog = { info: () => {}, warn: () => {}, error: (o: object | string, m?: string) => console.error(m ?? o) };

async function postgresUrl(fresh: boolean, dbName: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${dbName}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/** A PostgreSQL bench database of this name, dropped and made again: its URL. */
export const freshPostgresUrl = (dbName: string): Promise<string> => postgresUrl(true, dbName);

/** Rows in slices of `size`, for multi-row inserts that stay under the statement's parameter limit. */
export const chunks = <T>(rows: T[], size = 1000): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * The app context on the bench database of this kind (migrated; emptied first when fresh). Each bench area
 * has its own (`name`, default the schedule's large club); `env` adds settings (a payment provider); `onStatement` sees every statement run (the benches count them).
 */
export async function openBenchApp(
  kind: BenchDbKind,
  options: { fresh: boolean; name?: string; env?: Record<string, string>; onStatement?: (sql: string) => void },
): Promise<{ app: AppContext; close: () => Promise<void> }> {
  const name = options.name ?? 'schedule';
  const dataDir = path.join(root, `data/bench-${name}`);
  if (kind === 'pglite' && options.fresh) rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig({
    ...process.env,
    KIAI_DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? await postgresUrl(options.fresh, `kiai_bench_${name}`) : '',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  const { app, database } = await bootstrap(config, silentLog, undefined, options.onStatement ? { onStatement: options.onStatement } : {});
  return { app, close: () => database.close() };
}
