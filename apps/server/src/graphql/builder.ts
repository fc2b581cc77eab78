import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { GraphQLContext } from './context.js';
import { encodeGlobalID } from './global-ids.js';
import SyncNodeIdsPlugin from './sync-node-ids-plugin.js';

function stringScalar(name: string, pattern: RegExp, description: string): GraphQLScalarType<string, string> {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !pattern.test(value)) throw new GraphQLError(`${name} must be ${description}`);
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
    parseValue: check,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string`);
      return check(ast.value);
    },
  });
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    Date: { Input: string; Output: string };
    Time: { Input: string; Output: string };
    DateTime: { Input: string; Output: Date | string };
    Decimal: { Input: string; Output: string };
    GenericScalar: { Input: unknown; Output: unknown };
    ID: { Input: string; Output: string | number };
  };
}>({
  defaultFieldNullability: false,
  plugins: [SimpleObjectsPlugin, RelayPlugin, SyncNodeIdsPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    encodeGlobalID,
  },
});

builder.addScalarType('Date', stringScalar('Date', /^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));
builder.addScalarType('Time', stringScalar('Time', /^\d{2}:\d{2}(:\d{2})?$/, 'a time as HH:mm:ss'));
builder.addScalarType(
  'DateTime',
  stringScalar('DateTime', /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/, 'an ISO 8601 timestamp') as GraphQLScalarType<
    string,
    string
  >,
);
builder.addScalarType('Decimal', stringScalar('Decimal', /^-?\d{1,18}(\.\d{1,20})?$/, 'a decimal number as a string'));
builder.addScalarType(
  'GenericScalar',
  new GraphQLScalarType({ name: 'GenericScalar', description: 'Any JSON value', serialize: (v) => v, parseValue: (v) => v }),
);

builder.queryType({});
builder.mutationType({});
