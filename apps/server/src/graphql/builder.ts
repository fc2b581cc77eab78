import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import { GraphQLScalarType } from 'graphql';
import { BIRTH_DATES, dateProblem, instantProblem, timeProblem } from '@kiai/shared';
import type { GraphQLContext } from './context.js';
import { encodeGlobalID } from './global-ids.js';
import { stringScalar } from './string-scalar.js';
import SyncNodeIdsPlugin from './sync-node-ids-plugin.js';

const DECIMAL = /^-?\d{1,18}(\.\d{1,20})?$/;

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
  plugins: [SimpleObjectsPlugin, RelayPlugin, DataloaderPlugin, SyncNodeIdsPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    encodeGlobalID,
  },
});

// Dates, times and moments are checked here, at the edge, for every argument at once (test plan H6): a real date
// of the widest window any argument takes (dates of birth); use cases narrow business dates to theirs.
builder.addScalarType('Date', stringScalar('Date', 'a date as YYYY-MM-DD', (v) => dateProblem(v, 'Date', BIRTH_DATES)));
builder.addScalarType('Time', stringScalar('Time', 'a time as HH:mm:ss', (v) => timeProblem(v, 'Time')));
builder.addScalarType(
  'DateTime',
  stringScalar('DateTime', 'an ISO 8601 timestamp', (v) => instantProblem(v, 'DateTime')) as GraphQLScalarType<string, string>,
);
builder.addScalarType(
  'Decimal',
  stringScalar('Decimal', 'a decimal number as a string', (v) => (typeof v === 'string' && DECIMAL.test(v) ? null : 'Decimal must be a decimal number as a string')),
);
builder.addScalarType(
  'GenericScalar',
  new GraphQLScalarType({ name: 'GenericScalar', description: 'Any JSON value', serialize: (v) => v, parseValue: (v) => v }),
);

builder.queryType({});
builder.mutationType({});
