import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Past this many statements a connection keeps, new SQL texts run unprepared (bounded server memory). */
const MAX_PREPARED_PER_CONNECTION = 1000;

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

/** A pooled client whose parameterised queries run as named prepared statements. */
function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  const known = new Set<string>();
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
    // pg-pool hands each checkout its own release function: look it up at the call.
    release: () => client.release(),
  } as unknown as PostgresPoolClient; // the cursor overload is only used for streaming, which we never configure
}

/**
 * A pg pool whose parameterised queries run as named prepared statements: PostgreSQL then plans each
 * SQL text once per connection instead of on every execution (the schedule week's statement costs
 * half as much prepared). Statements without parameters (DDL, migrations) run as they are.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per connection for as long as it lives: Kysely keeps its connection object per client it is given
  // (a WeakMap), so a new wrapper on every checkout made it build a connection, and weak entries for the garbage
  // collector to clear, for every statement run outside a transaction (every request's sign-in check).
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = preparingClient(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
