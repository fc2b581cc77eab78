import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/database.js';
import { createTestDatabase, testDbKind } from '../../support/test-database.js';

// PostgreSQL plans a parameterised statement once per connection when it is prepared; PGlite runs in
// process and keeps Kysely's unnamed statements.
describe.runIf(testDbKind() === 'postgres')('prepared statements on a PostgreSQL server', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('prepares a parameterised query once on its connection and reuses it', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      for (const slug of ['a-club', 'b-club', 'c-club']) {
        await trx.selectFrom('clubs').select('id').where('slug', '=', slug).execute();
      }
      return sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(trx);
    });
    const mine = prepared.rows.filter((r) => r.statement.includes('from "clubs" where "slug" = $1'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^k/);
  });

  it('answers queries without parameters unprepared, as before', async () => {
    const result = await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db);
    expect(result.rows).toEqual([{ one: 1 }]);
  });
});

describe.runIf(testDbKind() === 'pglite')('statements on PGlite', () => {
  it('stay unprepared (nothing to save in process)', async () => {
    const database = await createTestDatabase();
    try {
      const prepared = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(database.db);
      expect(prepared.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
