import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

// Creating a PGlite cluster (initdb inside WebAssembly) takes seconds, and migrating it seconds more; a first
// start on an empty data folder instead copies a cluster the build made once (scripts/build-starter-database.mjs)
// and then migrates as usual, so a copy made before a newer migration still gets it.

/** The folder beside the server bundle where the build leaves its copy. */
export const STARTER_COPY_NAME = 'pglite-starter';

function holdsDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/** The build's copy beside the running bundle (`dist/pglite-starter`), or undefined when run from source. */
export function bundledStarterCopy(): string | undefined {
  const dir = path.join(import.meta.dirname, STARTER_COPY_NAME);
  return holdsDatabase(dir) ? dir : undefined;
}

/**
 * Fills an empty (or missing) data folder with the starter copy; returns whether it did. The copy is made beside
 * the folder and renamed into place, so a start killed while copying leaves no half database behind.
 */
export function copyStarterInto(starter: string, dataDir: string): boolean {
  if (holdsDatabase(dataDir) || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return false;
  const partial = `${dataDir}.starting`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  cpSync(starter, partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
  return true;
}
