import { renameSync, rmSync } from 'node:fs';
import { openDatabase, type Db } from './database.js';

/**
 * Makes a starter copy in `dir` (replaced if there): a new PGlite cluster prepared by `prepare` (the migrations,
 * the job queue's tables), closed cleanly so that it opens without recovery.
 */
export async function makeStarterCopy(dir: string, prepare: (db: Db) => Promise<void>): Promise<void> {
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: partial, pgliteStarter: false });
  try {
    await prepare(database.db);
  } finally {
    await database.close();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
}
