// `npm run schema:snapshot`: migrates an empty in-memory database and writes the schema snapshot file.
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../../../src/platform/db/database.js';
import { migrate } from '../../../src/platform/db/migrate.js';
import { describeSchema, SCHEMA_SNAPSHOT_FILE } from './schema-snapshot.js';

const database = await openDatabase({ pgliteDir: 'memory://' });
try {
  const applied = await migrate(database.db);
  writeFileSync(SCHEMA_SNAPSHOT_FILE, await describeSchema(database.db));
  console.log(`Wrote ${SCHEMA_SNAPSHOT_FILE} (${applied.length} migrations: ${applied.join(', ')})`);
} finally {
  await database.close();
}
