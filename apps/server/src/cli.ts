import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './platform/config.js';
import { bootstrap } from './bootstrap.js';
import { createClub } from './create-club.js';
import { isAppError } from './platform/errors.js';
import { backupPglite, restorePglite } from './platform/db/pglite-backup.js';
import type { Config } from './platform/config.js';

const USAGE = `Usage:
  npm run cli -- add-club --slug <slug> --name "<name>" [--time-zone Europe/Amsterdam] [--currency €]
  npm run cli -- migrate
  npm run cli -- backup <file.tar.gz>     (embedded database only; stop the server first)
  npm run cli -- restore <file.tar.gz>    (embedded database only; stop the server first)`;

const [command, ...rest] = process.argv.slice(2);
const log = { info: console.log, warn: console.warn, error: console.error };

/** Backup and restore of the embedded database; they open it themselves, so they run without bootstrap. */
async function runBackupCommand(config: Config, file: string | undefined): Promise<void> {
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (see the README).');
  }
  if (!file) throw new Error(`Give a file name, e.g. npm run cli -- ${command} kiai-backup.tar.gz`);
  // npm runs scripts in the project folder; a relative name means where the operator typed it.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const dataDir = path.join(config.dataDir, 'pglite');
  if (command === 'backup') {
    const { bytes } = await backupPglite(dataDir, target);
    console.log(`Backed up ${dataDir} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MiB).`);
  } else {
    const { movedAside } = await restorePglite(target, dataDir);
    if (movedAside) console.log(`The previous database was moved to ${movedAside}.`);
    console.log(`Restored ${target} into ${dataDir}. Start the server with npm run serve (or npm start).`);
  }
}

async function run(): Promise<void> {
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') return runBackupCommand(config, rest[0]);
  const { app, database } = await bootstrap(config, log);
  try {
    if (command === 'add-club') {
      const { values } = parseArgs({
        args: rest,
        options: { slug: { type: 'string' }, name: { type: 'string' }, 'time-zone': { type: 'string' }, currency: { type: 'string' } },
      });
      const club = await createClub(app.db, {
        slug: values.slug ?? '',
        name: values.name ?? '',
        timeZone: values['time-zone'],
        currencySymbol: values.currency,
      });
      console.log(`Added club "${club.name}" at ${config.publicUrl}/${club.slug}/`);
    } else if (command === 'migrate') {
      console.log('Database is migrated.');
    } else {
      console.log(USAGE);
      process.exitCode = command ? 1 : 0;
    }
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(isAppError(error) || error instanceof Error ? `Error: ${error.message}` : error);
  process.exitCode = 1;
});
