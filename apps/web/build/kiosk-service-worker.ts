import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/** The kiosk's pages (router.tsx loads them lazily): their chunks, and what they load, are the kiosk's shell. */
const KIOSK_PAGE = /\/src\/routes\/checkin\//;
const WORKER_SOURCE = 'src/features/checkin/offline/kiosk-sw.ts';
/** Where the server reads the worker from (apps/server/src/http/kiosk-pwa.ts). */
const WORKER_FILE = 'kiosk-sw.js';
/** The installed kiosk's icon (public/, named by the server's web manifest). */
const KIOSK_ICON = 'kiosk-icon.svg';

const revisionOf = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * The files a kiosk needs, from the build's chunk graph: the entry chunk with what it imports up front (not
 * its lazy pages: those are the portal's, the shop's and the back office's), and every kiosk page with all it
 * imports, lazily too (the card reader opens the camera offline as well). Each with its CSS and assets.
 */
export function kioskShellFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const files = new Set<string>();
  const add = (fileName: string, withLazy: boolean): void => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.viteMetadata?.importedAssets.forEach((asset) => files.add(asset));
    chunk.imports.forEach((imported) => add(imported, withLazy));
    if (withLazy) chunk.dynamicImports.forEach((imported) => add(imported, withLazy));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) add(chunk.fileName, false);
  for (const chunk of chunks.values()) if (chunk.facadeModuleId && KIOSK_PAGE.test(chunk.facadeModuleId)) add(chunk.fileName, true);
  return [...files].sort();
}

/**
 * Builds the kiosk's service worker (Workbox, src/features/checkin/offline/kiosk-sw.ts) into dist/kiosk-sw.js
 * once the app is written, with the kiosk's precache list in it: Workbox's `self.__WB_MANIFEST`, filled from
 * this build's chunks (hashed names, so no revision needed) and the icon, plus index.html's hash as the
 * revision of the kiosk's page. A second esbuild entry rather than vite-plugin-pwa or workbox-build: the list
 * comes from the chunk graph, which neither sees (they glob the output folder), and esbuild is already here.
 */
export function kioskServiceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kiai-kiosk-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('The kiosk service worker needs the build to write index.html');
      const icon = await readFile(path.join(config.publicDir, KIOSK_ICON));
      const precache = [
        ...kioskShellFiles(bundle).map((file) => ({ url: `${config.base}${file}`, revision: null })),
        { url: `${config.base}${KIOSK_ICON}`, revision: revisionOf(icon) },
      ];
      await build({
        entryPoints: [path.resolve(config.root, WORKER_SOURCE)],
        outfile: path.resolve(config.root, config.build.outDir, WORKER_FILE),
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        define: {
          'self.__WB_MANIFEST': JSON.stringify(precache),
          KIOSK_SHELL_REVISION: JSON.stringify(revisionOf(html.source)),
          // Workbox's modules log and assert outside production builds.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        logLevel: 'warning',
      });
    },
  };
}
