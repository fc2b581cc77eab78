// `npm run schema:graphql` (first step): writes the server's schema to the committed schema file.
import { writeFileSync } from 'node:fs';
import { printSchemaFile, SCHEMA_FILE } from './schema-file.js';

writeFileSync(SCHEMA_FILE, printSchemaFile());
console.log(`Wrote ${SCHEMA_FILE}`);
