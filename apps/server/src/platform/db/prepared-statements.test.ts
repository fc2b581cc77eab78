import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { preparingPool } from './prepared-statements.js';

/** A pool of one fake connection that records the statements it is sent and its releases. */
function poolOfOne() {
  const sent: unknown[] = [];
  let releases = 0;
  const client = { query: async (config: unknown) => (sent.push(config), { rows: [] }), release: () => void releases++ };
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool;
  return { pool, sent, releases: () => releases };
}

describe('preparingPool', () => {
  it('hands out one wrapper per connection, so Kysely keeps one connection object for it across checkouts', async () => {
    const { pool, releases } = poolOfOne();
    const preparing = preparingPool(pool);
    const first = await preparing.connect();
    first.release();
    const second = await preparing.connect();
    second.release();
    expect(second).toBe(first);
    expect(releases()).toBe(2);
  });

  it('names a parameterised statement the same on every checkout of its connection and runs one without parameters as it is', async () => {
    const { pool, sent } = poolOfOne();
    const preparing = preparingPool(pool);
    for (let i = 0; i < 2; i++) {
      const client = await preparing.connect();
      await client.query('SELECT $1::int AS n', [i]);
      client.release();
    }
    await (await preparing.connect()).query('SELECT 1', []);
    const [a, b, plain] = sent as [{ name: string; values: unknown[] }, { name: string; values: unknown[] }, string];
    expect(a.name).toMatch(/^k/);
    expect(b).toMatchObject({ name: a.name, values: [1] });
    expect(plain).toBe('SELECT 1');
  });
});
