// The check-in kiosk's service worker, bundled on its own by apps/web/build/kiosk-service-worker.ts into
// dist/kiosk-sw.js; the server serves it at /<club>/checkin/sw.js with the kiosk's path as its scope
// (apps/server/src/http/kiosk-pwa.ts), so it controls the kiosk's pages and never the portal's.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };
/** The build's index.html, hashed: the kiosk's page is that file with the club's settings filled in by the server. */
declare const KIOSK_SHELL_REVISION: string;

/** The hand-written worker's cache (before Workbox): tablets that ran it get the space back. */
const HAND_WRITTEN_CACHE = 'kiosk-shell-v1';

/**
 * The kiosk's page, kept under the scope's own URL: every kiosk path answers the same HTML, and the one kept
 * is the club's (its name and colours), fetched when the worker installs.
 */
const SHELL = self.registration.scope;

// A kiosk's tab is never closed, so a new worker left waiting would never take over: it takes over at once,
// and the page reloads itself once left alone (features/checkin/offline/kiosk-service-worker.ts).
void self.skipWaiting();
clientsClaim();

// Pages first, before the precache's route: the precache also holds the shell's URL, and would answer a
// navigation to it from the cache even online. Network first, so an online kiosk always gets the server's
// current page; without a network, the shell of this worker's build, whose chunks are in the same precache.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [{ handlerDidError: () => matchPrecache(SHELL) }] })),
);

// The kiosk's chunks (cache first: their names carry content hashes) and its page. Nothing else has a route:
// GraphQL requests go to the network untouched (the kiosk keeps its own answers and queue for offline).
precacheAndRoute([...self.__WB_MANIFEST, { url: SHELL, revision: KIOSK_SHELL_REVISION }]);
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(HAND_WRITTEN_CACHE)));
