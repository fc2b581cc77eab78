import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export async function readDatabaseSize(db: Db): Promise<number> {
  const result = await sql<{ size: string }>`SELECT pg_database_size(current_database())::text AS size`.execute(db);
  return Number(result.rows[0]?.size ?? 0);
}

/** The migrations applied to this database, in the order they ran. */
export async function listAppliedMigrations(db: Db): Promise<{ name: string; appliedAt: Date }[]> {
  const result = await sql<{ name: string; appliedAt: Date }>`SELECT name, applied_at AS "appliedAt" FROM kiai_migrations ORDER BY name`.execute(db);
  return result.rows;
}
