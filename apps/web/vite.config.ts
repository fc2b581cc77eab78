import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { kioskServiceWorker } from './build/kiosk-service-worker.js';

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

/** The staff areas' pages: named so the preload rule below knows them. */
const STAFF_PAGE = /\/src\/routes\/(backoffice|checkin)\//;

// One build serves every club: assets live under /static/, the club's base path is read at run time.
export default defineConfig({
  base: '/static/',
  plugins: [react(), kioskServiceWorker(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rollupOptions: {
      output: { chunkFileNames: (chunk) => (chunk.facadeModuleId && STAFF_PAGE.test(chunk.facadeModuleId) ? 'assets/staff-[name]-[hash].js' : 'assets/[name]-[hash].js') },
    },
    // The entry chunk carries, for every lazy page, the list of files to fetch with it: for the back office's
    // and the kiosk's pages that list weighed on every member's phone (over the 150 kB first-load budget).
    // Staff pages fetch their imports as they load them instead (a second round trip on a desk's connection).
    modulePreload: { resolveDependencies: (filename, deps) => (filename.startsWith('assets/staff-') ? [] : deps) },
  },
  server: { proxy: { '^/[a-z0-9-]+/d/': 'http://localhost:3000' } },
});
