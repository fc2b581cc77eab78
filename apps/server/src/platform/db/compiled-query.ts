import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';

/** Stands for one parameter while the query is built; each run puts the value in its place. */
class Slot {
  constructor(readonly key: string) {}
}

interface Template<R> {
  query: CompiledQuery<R>;
  /** per compiled parameter: the key of the value that fills it, or undefined for a constant of the query */
  keys: (string | undefined)[];
}

function compileTemplate<P extends Record<string, unknown>, R>(db: Db, keys: readonly string[], build: (db: Db, params: P) => Compilable<R>): Template<R> {
  const slots = Object.fromEntries(keys.map((key) => [key, new Slot(key)])) as unknown as P;
  const query = build(db, slots).compile();
  const filled = query.parameters.map((value) => (value instanceof Slot ? value.key : undefined));
  // A parameter used in JavaScript (a branch, a string, an `in` list) instead of as a value of the query would
  // silently freeze the first call's shape; such a slot never reaches the parameters, so refuse it here.
  const missing = keys.filter((key) => !filled.includes(key));
  if (missing.length > 0) throw new Error(`compiledQuery: ${missing.join(', ')} must be used as plain values of the query`);
  return { query, keys: filled };
}

/**
 * A Kysely query built and compiled once, then run with new values: building a query tree and compiling it
 * costs more CPU than PostgreSQL takes to answer the small queries of the hot paths (the sign-in check of
 * every request, the booking transaction). `build` gets stand-ins for the parameters and must use each one
 * only as a value of the query (`where(col, '=', p.x)`, `values({ col: p.x })`), never in JavaScript logic.
 * The SQL is the same on PostgreSQL and PGlite (same dialect and plugins), so one template serves both.
 */
export function compiledQuery<P extends Record<string, unknown>, R>(
  keys: readonly (keyof P & string)[],
  build: (db: Db, params: P) => Compilable<R>,
): (db: Db, params: P) => Promise<R[]> {
  let template: Template<R> | undefined;
  return async (db, params) => {
    template ??= compileTemplate(db, keys, build);
    const { query, keys: filled } = template;
    const parameters = query.parameters.map((value, i) => {
      const key = filled[i];
      return key === undefined ? value : params[key];
    });
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}
