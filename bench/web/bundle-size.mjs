// Gzipped JavaScript a member downloads to open /book-your-spot: the entry chunk plus the route's chunk and
// every chunk either imports statically (what the browser fetches before the page renders), each counted once.
// Reads Vite's manifest from apps/web/dist (run `npm run build` first). Issue #7's target is at most 150 kB; this
// exits 1 above a lower budget, 140 kB, so the product keeps room to grow under the target (132 kB when it was set).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROUTE_MODULE = 'src/routes/portal/book-your-spot.tsx';
const ISSUE_TARGET_KB = 150;
const BUDGET_KB = 140;

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[ROUTE_MODULE]) throw new Error(`The manifest has no entry or no ${ROUTE_MODULE}; is the build current?`);

/** The chunk of `key` and, depth first, every chunk it imports statically. */
function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
}

const keys = new Set();
collect(entryKey, keys);
collect(ROUTE_MODULE, keys);

const chunks = [...keys]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);

const totalKb = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1000;
for (const chunk of chunks) console.log(`  ${(chunk.gzipBytes / 1000).toFixed(2).padStart(8)} kB  ${chunk.file}`);
console.log(`/book-your-spot gzipped JS: ${totalKb.toFixed(1)} kB in ${chunks.length} chunks (budget ≤ ${BUDGET_KB} kB; issue #7's target ≤ ${ISSUE_TARGET_KB} kB)`);
if (totalKb > BUDGET_KB) process.exitCode = 1;
