import { useEffect } from 'react';
import { basename } from '../../../lib/club.js';

/** The kiosk's pages: the worker's scope, so the portal's pages are never controlled by it. */
const SCOPE = `${basename}/checkin`;

/** The kiosk's web manifest in the page's head (the kiosk shares index.html with the portal, which has none). */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${SCOPE}/manifest.webmanifest`;
  document.head.append(link);
}

/** Asks the worker to keep the assets this page loaded before the worker controlled it. */
function cacheLoadedAssets(worker: ServiceWorker): void {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  worker.postMessage({ type: 'kiosk-cache', urls });
}

/**
 * Makes the kiosk a PWA (public/kiosk-sw.js): registered from the kiosk's layout only, in built apps (the dev
 * server does not serve the worker). A browser without service workers runs the kiosk online as before.
 */
export function useKioskServiceWorker(): void {
  useEffect(() => {
    linkManifest();
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register(`${SCOPE}/sw.js`, { scope: SCOPE })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active && cacheLoadedAssets(registration.active))
      .catch((error: unknown) => console.error('The kiosk could not install its offline copy', error));
  }, []);
}
