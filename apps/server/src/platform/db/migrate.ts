import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database.js';

export interface Migration {
  name: string;
  checksum: string;
  statements: string[];
}

/** The migrations folder beside the server package, found from source (tests) or from dist (build). */
export function migrationsDir(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(path.join(dir, 'package.json')) && existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('migrations folder not found');
    dir = parent;
  }
}

/**
 * Splits a migration file into its statements: each step is one statement ending with `;` at a line end. A
 * dollar-quoted body (`DO $$ … $$;`, a function's) is one statement whatever its lines end with.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollarQuote = false;
  for (const line of text.replace(/^\s*--.*$/gm, '').split('\n')) {
    current += `${line}\n`;
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollarQuote = !inDollarQuote;
    if (!inDollarQuote && /;\s*$/.test(line)) {
      statements.push(current.replace(/;\s*$/, ''));
      current = '';
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}

export function loadMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return {
        name: file.replace(/\.sql$/, ''),
        checksum: createHash('sha256').update(text).digest('hex'),
        statements: splitStatements(text),
      };
    });
}

// One lock id for all app servers, so two starting at once do not migrate twice.
const MIGRATION_LOCK_ID = 4_211_000_001;

/** Whether a migration was applied, given the checksum recorded for it; a changed file is refused. */
function isApplied(migration: Migration, recorded: string | undefined): boolean {
  if (recorded !== undefined && recorded !== migration.checksum) {
    throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead`);
  }
  return recorded !== undefined;
}

/** Applies pending migrations forward only, one transaction per file; returns the names applied. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS kiai_migrations (
    name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  // One read tells a restart that nothing is pending; only the rest take the lock, one transaction each (and a
  // server that started at the same time may have applied them meanwhile, which the locked check below sees).
  const known = new Map(
    (await sql<{ name: string; checksum: string }>`SELECT name, checksum FROM kiai_migrations`.execute(db)).rows.map((r) => [r.name, r.checksum]),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (isApplied(migration, known.get(migration.name))) continue;
    const done = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
      const row = await sql<{ checksum: string }>`SELECT checksum FROM kiai_migrations WHERE name = ${migration.name}`
        .execute(trx)
        .then((r) => r.rows[0]);
      if (isApplied(migration, row?.checksum)) return false;
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO kiai_migrations (name, checksum) VALUES (${migration.name}, ${migration.checksum})`.execute(trx);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
