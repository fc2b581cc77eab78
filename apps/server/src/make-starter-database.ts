// The build's starter copy of the embedded database (scripts/build-starter-database.mjs runs this from the
// bundle): a PGlite cluster with every migration and the job queue's tables, which a first start on an empty
// data folder unpacks instead of creating and migrating its own (platform/db/starter-copy.ts).
// `node dist/make-starter-database.js <file.tar>`
import { makeStarterCopy } from './platform/db/make-starter-copy.js';
import { migrate } from './platform/db/migrate.js';
import { createJobQueue } from './platform/jobs/job-queue.js';
import { JOB_DEFINITIONS } from './job-definitions.js';

const target = process.argv[2];
if (!target) throw new Error('usage: make-starter-database.js <file.tar>');
const log = { info: () => {}, warn: () => {}, error: (o: object | string, m?: string) => console.error(m ?? o) };
await makeStarterCopy(target, async (db) => {
  await migrate(db);
  const jobs = await createJobQueue({ db, log, definitions: JOB_DEFINITIONS });
  await jobs.boss.stop({ graceful: false, close: false });
});
