// Bundles the server into apps/server/dist (or the folder given as argument, for tests that start the real
// process): our code (and @kiai/shared) in one file, npm dependencies external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(serverDir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));

await build({
  entryPoints: ['main', 'cli', 'make-starter-database'].map((entry) => path.join(serverDir, `src/${entry}.ts`)),
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  // Bundled ESM still needs require() for the odd CommonJS helper.
  banner: { js: "import { createRequire as __kiaiRequire } from 'node:module'; const require = __kiaiRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`server built: ${path.relative(process.cwd(), outdir)}`);
