import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Backups of the embedded database (test plan D1). PGlite serves one process, so the server must be
// stopped while these run; PostgreSQL installations use pg_dump / pg_restore instead (see the README).

const GZIP_MAGIC = [0x1f, 0x8b];

function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Writes the PGlite data directory as one .tar.gz file (PGlite's own dumpDataDir format). */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`No embedded database found in ${dataDir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dataDir);
  try {
    const tarball = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    // Written next to the target and renamed, so a crash never leaves a half-written backup behind.
    const partial = `${file}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
    return { bytes: tarball.length };
  } finally {
    await pglite.close();
  }
}

/**
 * Loads a backup into the PGlite data directory and checks that it opens. An existing database is
 * moved aside (never deleted); its new place is returned.
 */
export async function restorePglite(file: string, dataDir: string, now = new Date()): Promise<{ movedAside: string | undefined }> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`Backup file not found: ${file}`);
  const tarball = readFileSync(file);
  if (tarball[0] !== GZIP_MAGIC[0] || tarball[1] !== GZIP_MAGIC[1]) throw new Error(`${file} is not a .tar.gz backup of the embedded database`);

  let movedAside: string | undefined;
  if (!isEmptyOrMissing(dataDir)) {
    movedAside = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedAside);
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  try {
    const pglite = await PGlite.create(dataDir, { loadDataDir: new Blob([tarball]) });
    try {
      await pglite.query('SELECT count(*) FROM kiai_migrations');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, dataDir);
    throw new Error(`Could not restore ${file}: ${(error as Error).message}`, { cause: error });
  }
  return { movedAside };
}
