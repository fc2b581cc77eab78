import { renameSync, writeFileSync } from 'node:fs';
import { openDatabase, type Db } from './database.js';

/**
 * Makes a starter copy in `file` (replaced if there): a new PGlite cluster in memory, prepared by `prepare` (the
 * migrations, the job queue's tables), dumped as PGlite's tar (starter-copy.ts unpacks it).
 */
export async function makeStarterCopy(file: string, prepare: (db: Db) => Promise<void>): Promise<void> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  let tar: Blob;
  try {
    await prepare(database.db);
    tar = await database.dumpDataDir!();
  } finally {
    await database.close();
  }
  // Written beside and renamed, so a build stopped half-way leaves no half copy for a start to unpack.
  const partial = `${file}.partial`;
  writeFileSync(partial, new Uint8Array(await tar.arrayBuffer()));
  renameSync(partial, file);
}
