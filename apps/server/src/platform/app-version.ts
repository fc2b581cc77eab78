import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from './db/migrate.js';

let version: string | undefined;

/** The server package's version (its package.json sits beside the migrations folder, from source and from dist). */
export function appVersion(): string {
  version ??= (JSON.parse(readFileSync(path.join(migrationsDir(), '..', 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}
