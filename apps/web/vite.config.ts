import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Text assets worth compressing; images and fonts in other formats are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Smaller files are served as they are (the same threshold as the server's answers). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) next to every text asset, once per
 * build, so the server sends compressed files without spending CPU on each request (@fastify/static's
 * preCompressed). Quality 11 is too slow to run per request but costs nothing here.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kiai-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      for (const file of files) {
        const full = path.join(outDir, file);
        const content = await readFile(full);
        if (content.length < MIN_BYTES) continue;
        await writeFile(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// One build serves every club: assets live under /static/, the club's base path is read at run time.
export default defineConfig({
  base: '/static/',
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: { proxy: { '^/[a-z0-9-]+/d/': 'http://localhost:3000' } },
});
