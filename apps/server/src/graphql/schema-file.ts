import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

/**
 * The committed SDL of the API (`apps/server/schema.graphql`): the web app's GraphQL documents are typed
 * from it, so a changed field fails the web build instead of a page. `npm run schema:graphql` rewrites it.
 */
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export function printSchemaFile(): string {
  return `${printSchema(schema)}\n`;
}
