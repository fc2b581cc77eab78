import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrate } from '../../src/platform/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}

/**
 * Migrates one in-memory PGlite for this run and keeps its data directory in a file; each test file starts its
 * own database from that copy (test-database.ts) instead of creating a cluster and migrating it again.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(template.db);
  const dump = await template.dumpDataDir!();
  await template.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'kiai-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
