// `npm run bench`: every area's benches in turn. An area folder's entry is its run.ts / run.mjs;
// an area without one has each of its .mjs and .ts files run as a bench. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const benchDir = import.meta.dirname;
const areas = readdirSync(benchDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

for (const area of areas) {
  const dir = path.join(benchDir, area);
  const entry = ['run.ts', 'run.mjs'].find((name) => existsSync(path.join(dir, name)));
  const files = entry ? [entry] : readdirSync(dir).filter((name) => name.endsWith('.mjs') || name.endsWith('.ts')).sort();
  for (const file of files) {
    console.log(`\n=== bench/${area}/${file} ===`);
    const args = file.endsWith('.ts') ? ['--import', 'tsx', path.join(dir, file)] : [path.join(dir, file)];
    const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
