import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Club } from '../modules/clubs/index.js';

/** The kiosk's pages of a club: the service worker's scope, and where the installed app opens. */
const kioskPath = (club: Club) => `/${club.slug}/checkin`;

/** The installed kiosk: full screen, black like its pages, opening on the location choice. */
function manifestOf(club: Club) {
  return {
    name: `${club.name} self check-in`,
    short_name: 'Check-in',
    start_url: kioskPath(club),
    scope: kioskPath(club),
    display: 'fullscreen',
    background_color: '#000000',
    theme_color: '#000000',
    icons: [{ src: '/static/kiosk-icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}

/**
 * The check-in kiosk as a PWA (its Workbox worker, built by `npm run build` into the web app's dist/kiosk-sw.js
 * from apps/web/src/features/checkin/offline/kiosk-sw.ts): served under the club's kiosk path, so it controls
 * the kiosk's pages and never the portal's (Service-Worker-Allowed names the kiosk's path and nothing wider).
 * Revalidated on every load, so a new build's worker replaces the old one.
 */
export function registerKioskPwa(server: FastifyInstance, distDir: string): void {
  const workerFile = path.join(distDir, 'kiosk-sw.js');
  const worker = existsSync(workerFile) ? readFileSync(workerFile, 'utf8') : undefined;
  server.get('/:club/checkin/sw.js', (request, reply) => {
    if (worker === undefined) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').header('service-worker-allowed', kioskPath(request.club)).type('text/javascript; charset=utf-8').send(worker);
  });
  server.get('/:club/checkin/manifest.webmanifest', (request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifestOf(request.club))),
  );
}
