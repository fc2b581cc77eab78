import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's `db` option over one of our Kysely handles: the pool (PostgreSQL or PGlite alike) or a use
 * case's transaction, so a job sent with it commits or rolls back with the use case. pg-boss writes its
 * own snake_case SQL and reads its rows as they are, so our CamelCasePlugin is left out.
 */
export function pgBossDb(db: Kysely<any>): PgBoss.Db {
  const plain = db.withoutPlugins();
  return {
    executeSql: async (text, values = []) => plain.executeQuery(CompiledQuery.raw(text, values)),
  };
}
