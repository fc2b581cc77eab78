// Bundles the server into apps/server/dist (or the folder given as argument, for tests that start the real
// process): our code, @kiai/shared and the npm dependencies in one file per entry. Loading the packages one by
// one (Node's ESM loader resolving, reading and lexing some hundred CommonJS files) was the largest part of a
// restart after PGlite itself; one file saved about a sixth of a restart's CPU time (docs/benchmarks.md, start-up).
// Tests run the source (tsx, Vitest), so a bundling mistake shows in the tests that start the built process and in e2e.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(serverDir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));

/**
 * Packages loaded from node_modules at run time, because they read files beside their own code: PGlite its
 * WebAssembly and file-system bundle, argon2 its native binary, pdfkit its font metrics, ical-timezones its zone files.
 */
const KEPT_OUTSIDE = ['@electric-sql/pglite', '@node-rs/argon2', 'pdfkit', '@touch4it/ical-timezones'];
const unknown = KEPT_OUTSIDE.filter((name) => !(name in (pkg.dependencies ?? {})));
if (unknown.length > 0) throw new Error(`build-server.mjs keeps outside packages the server does not depend on: ${unknown.join(', ')}`);

await build({
  entryPoints: ['main', 'cli', 'make-starter-database'].map((entry) => path.join(serverDir, `src/${entry}.ts`)),
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: KEPT_OUTSIDE,
  // Bundled ESM still needs require() for the odd CommonJS helper.
  banner: { js: "import { createRequire as __kiaiRequire } from 'node:module'; const require = __kiaiRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`server built: ${path.relative(process.cwd(), outdir)}`);
