import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaFile, SCHEMA_FILE } from './schema-file.js';

describe('the committed GraphQL schema file', () => {
  it('is the schema the server builds', () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    expect(committed === printSchemaFile(), `${SCHEMA_FILE} is out of date: run \`npm run schema:graphql\``).toBe(true);
  });
});
