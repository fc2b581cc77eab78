import { parseArgs } from 'node:util';
import { loadConfig } from './platform/config.js';
import { bootstrap } from './platform/bootstrap.js';
import { createClub } from './modules/clubs/create-club.js';
import { isAppError } from './platform/errors.js';

const USAGE = `Usage:
  npm run cli -- add-club --slug <slug> --name "<name>" [--time-zone Europe/Amsterdam] [--currency €]
  npm run cli -- migrate`;

const [command, ...rest] = process.argv.slice(2);
const log = { info: console.log, warn: console.warn, error: console.error };

async function run(): Promise<void> {
  const config = loadConfig();
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
  console.error(isAppError(error) ? `Error: ${error.message}` : error);
  process.exitCode = 1;
});
