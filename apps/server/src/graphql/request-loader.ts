import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { GraphQLContext } from './context.js';

/**
 * A batch loader of the request that several fields share (a `t.loadable` field has one of its own): one batched
 * read answers all of them for every row of a list. `load` answers in any order; `keyOf` puts each row with its
 * key, and a key without a row loads undefined. Kept per request context, as the plugin keeps its own.
 */
export function requestLoader<K, V>(
  load: (keys: readonly K[], ctx: GraphQLContext) => Promise<readonly V[]>,
  keyOf: (value: V) => K,
): (ctx: GraphQLContext) => DataLoader<K, V | undefined> {
  return createContextCache(
    (ctx: GraphQLContext) =>
      new DataLoader<K, V | undefined>(async (keys) => {
        const byKey = new Map((await load(keys, ctx)).map((value) => [keyOf(value), value]));
        return keys.map((key) => byKey.get(key));
      }),
  );
}

/**
 * The answer of a `t.loadableList` load from one batched read: for each key, in the keys' order, its rows in the
 * order the read gave them, each presented for the field.
 */
export function perKey<R, T>(keys: readonly number[], rows: readonly R[], keyOf: (row: R) => number, present: (row: R) => T): T[][] {
  const byKey = new Map(keys.map((key): [number, T[]] => [key, []]));
  for (const row of rows) byKey.get(keyOf(row))?.push(present(row));
  return keys.map((key) => byKey.get(key) ?? []);
}
