import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Past this many statements a connection keeps, new SQL texts run unprepared (bounded server memory). */
const MAX_PREPARED_PER_CONNECTION = 1000;

const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** Names by SQL text: the same few hundred texts recur, and hashing each one again was a visible cost per query. */
const names = new Map<string, string>();

function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    // Texts with values inlined would grow the memo without end; past the bound they are hashed each time.
    name = `k${createHash('sha1').update(sql).digest('base64url')}`;
    if (names.size < MAX_PREPARED_PER_CONNECTION) names.set(sql, name);
  }
  return name;
}

/**
 * A pg pool whose parameterised queries run as named prepared statements: PostgreSQL then plans each
 * SQL text once per connection instead of on every execution (the schedule week's statement costs
 * half as much prepared). Statements without parameters (DDL, migrations) run as they are.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let prepared = preparedOn.get(client);
      if (!prepared) preparedOn.set(client, (prepared = new Set()));
      const known = prepared;
      return {
        query(sql: string, parameters: ReadonlyArray<unknown>) {
          if (parameters.length === 0) return client.query(sql);
          const name = statementName(sql);
          if (!known.has(name)) {
            if (known.size >= MAX_PREPARED_PER_CONNECTION) return client.query(sql, [...parameters]);
            known.add(name);
          }
          return client.query({ name, text: sql, values: [...parameters] });
        },
        release: () => client.release(),
      } as unknown as PostgresPoolClient; // the cursor overload is only used for streaming, which we never configure
    },
    end: () => pool.end(),
  };
}
