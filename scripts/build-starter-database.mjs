// Makes the starter copy of the embedded database beside the built server (apps/server/dist/pglite-starter.tar,
// or in the folder given as argument): a first start on an empty data folder unpacks it instead of creating a PGlite
// cluster and migrating it, seconds instead of tens on a busy machine (docs/benchmarks.md, start-up). The copy is
// kept while the migrations and the PGlite and pg-boss versions it was made with are unchanged (its stamp), so
// `npm start` remakes it only when one of them changed; a copy older than a migration would still get it at start.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const distDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(serverDir, 'dist');
const starterFile = path.join(distDir, 'pglite-starter.tar');
const stampFile = `${starterFile}.stamp`;

const require = createRequire(path.join(serverDir, 'package.json'));
const versionOf = (name) => {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) dir = path.dirname(dir);
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
};
const migrationsDir = path.join(serverDir, 'migrations');
const stamp = createHash('sha256');
stamp.update(`pglite ${versionOf('@electric-sql/pglite')}\npg-boss ${versionOf('pg-boss')}\n`);
for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort()) {
  stamp.update(`${file}\n`).update(readFileSync(path.join(migrationsDir, file)));
}
const digest = stamp.digest('hex');

if (existsSync(starterFile) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
  console.log(`starter database kept: ${path.relative(process.cwd(), starterFile)}`);
} else {
  const startedAt = performance.now();
  rmSync(stampFile, { force: true });
  execFileSync(process.execPath, [path.join(distDir, 'make-starter-database.js'), starterFile], { stdio: 'inherit' });
  writeFileSync(stampFile, digest);
  console.log(`starter database made in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), starterFile)}`);
}
