// `node scripts/lock-rollup-platforms.mjs`: puts rollup's optional platform packages back into
// package-lock.json. An npm install that cannot fetch them (a registry without them) leaves them out, and
// then `npm ci` refuses the lock ("Missing: @rollup/rollup-… from lock file"). npm installs only the one
// for the machine's platform; the others just need their entry (version, os, cpu, libc).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const rollup = lock.packages['node_modules/rollup'];
if (!rollup) throw new Error('rollup is not in package-lock.json');

// Package names are @rollup/rollup-<os>-<cpu>[-<abi>], e.g. linux-arm-musleabihf, win32-x64-msvc.
const ARM_ABIS = new Set(['arm-eabi', 'arm-gnueabihf', 'arm-musleabihf']);
const added = [];
for (const [name, version] of Object.entries(rollup.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  const match = /^@rollup\/rollup-([a-z0-9]+)-(.+)$/.exec(name);
  if (lock.packages[key] || !match) continue;
  const [, os, rest] = match;
  const cpu = ARM_ABIS.has(rest) ? 'arm' : rest.split('-')[0];
  const entry = { version, cpu: [cpu], dev: true };
  if (os === 'linux') entry.libc = [rest.includes('musl') ? 'musl' : 'glibc'];
  lock.packages[key] = { ...entry, license: 'MIT', optional: true, os: [os] };
  added.push(name);
}
// npm keeps the root first and every other entry sorted by path.
const [rootKey, ...keys] = Object.keys(lock.packages);
lock.packages = Object.fromEntries([rootKey, ...keys.sort((a, b) => a.localeCompare(b))].map((k) => [k, lock.packages[k]]));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} entries: ${added.join(', ')}` : 'Nothing missing.');
