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
