import SchemaBuilder from '@pothos/core';
import RelayPlugin, { encodeGlobalID } from '@pothos/plugin-relay';
import { graphql, graphqlSync } from 'graphql';
import { describe, expect, it } from 'vitest';
import SyncNodeIdsPlugin from './sync-node-ids-plugin.js';

interface Thing {
  id: number;
}

function schemaWithThing(id: (thing: Thing) => number | Promise<number>) {
  const builder = new SchemaBuilder<{ Objects: { Thing: Thing } }>({ plugins: [RelayPlugin, SyncNodeIdsPlugin], relay: {} });
  builder.node('Thing', { id: { resolve: id }, loadOne: (n) => ({ id: Number(n) }), fields: () => ({}) });
  builder.queryType({ fields: (t) => ({ thing: t.field({ type: 'Thing', resolve: () => ({ id: 7 }) }) }) });
  return builder.toSchema();
}

describe('SyncNodeIdsPlugin', () => {
  it("answers a node's id without waiting: the whole query runs synchronously", () => {
    const result = graphqlSync({ schema: schemaWithThing((t) => t.id), source: '{ thing { id } }' });
    expect(result).toEqual({ data: { thing: { id: encodeGlobalID('Thing', 7) } } });
  });

  it('still waits for an id resolver that returns a promise', async () => {
    const result = await graphql({ schema: schemaWithThing(async (t) => t.id), source: '{ thing { id } }' });
    expect(result).toEqual({ data: { thing: { id: encodeGlobalID('Thing', 7) } } });
  });

  it('leaves the node lookup by global id to the Relay plugin', async () => {
    const result = await graphql({ schema: schemaWithThing((t) => t.id), source: `{ node(id: "${encodeGlobalID('Thing', 9)}") { id } }`, contextValue: {} });
    expect(result).toEqual({ data: { node: { id: encodeGlobalID('Thing', 9) } } });
  });
});
