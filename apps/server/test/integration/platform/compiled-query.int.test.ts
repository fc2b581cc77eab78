import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/database.js';
import { compiledQuery } from '../../../src/platform/db/compiled-query.js';
import { createTestDatabase } from '../../support/test-database.js';

describe('compiledQuery: built once, run with new values', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insertInto('clubs')
      .values([
        { slug: 'first-club', name: 'First Club' },
        { slug: 'second-club', name: 'Second Club' },
      ])
      .execute();
  });
  afterAll(() => database.close());

  const clubBySlug = compiledQuery(['slug'], (db, p: { slug: string }) =>
    db.selectFrom('clubs').select(['slug', 'timeZone']).where('slug', '=', p.slug).where('name', '<>', 'never this name'),
  );

  it('answers each call with its own values, keeps the constants of the query and camel-cases the columns', async () => {
    expect(await clubBySlug(database.db, { slug: 'first-club' })).toEqual([{ slug: 'first-club', timeZone: expect.any(String) }]);
    expect(await clubBySlug(database.db, { slug: 'second-club' })).toEqual([{ slug: 'second-club', timeZone: expect.any(String) }]);
    expect(await clubBySlug(database.db, { slug: 'no-such-club' })).toEqual([]);
  });

  it('runs inside a transaction and sees its uncommitted rows', async () => {
    const seen = await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('clubs').values({ slug: 'third-club', name: 'Third Club' }).execute();
        const rows = await clubBySlug(trx, { slug: 'third-club' });
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: { rows?: unknown[] }) => error.rows);
    expect(seen).toHaveLength(1);
    expect(await clubBySlug(database.db, { slug: 'third-club' })).toEqual([]);
  });

  it('refuses a build that uses a parameter in JavaScript instead of as a value of the query', async () => {
    const misused = compiledQuery(['slug'], (db, p: { slug: string }) => db.selectFrom('clubs').select('slug').where('slug', '=', `${p.slug}-club`));
    await expect(misused(database.db, { slug: 'first' })).rejects.toThrow('slug must be used as plain values of the query');
  });
});
