import { useEffect } from 'react';
import { basename } from '../../../lib/club.js';
import { whenIdle } from '../use-idle-return.js';

/** The kiosk's pages: the worker's scope, so the portal's pages are never controlled by it. */
const SCOPE = `${basename}/checkin`;
/**
 * How often a running kiosk asks for a new worker: browsers look on navigations, and a kiosk's page never
 * navigates (its pages are client-side routes), so without this it would keep its first build for good.
 */
const UPDATE_CHECK_MS = 30 * 60_000;

/** The kiosk's web manifest in the page's head (the kiosk shares index.html with the portal, which has none). */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${SCOPE}/manifest.webmanifest`;
  document.head.append(link);
}

/**
 * A new build's worker took over (it does at once: kiosk-sw.ts): the page still runs the old build's code, so
 * it reloads into the new shell once the tablet is left alone, never under a member's finger. Waiting
 * check-ins are kept in localStorage and survive the reload. Not on the first install: nothing was replaced.
 */
function reloadWhenReplaced(): () => void {
  let hadWorker = navigator.serviceWorker.controller !== null;
  let stopWaiting = () => {};
  const onChange = () => {
    if (hadWorker) {
      stopWaiting();
      stopWaiting = whenIdle(() => window.location.reload());
    }
    hadWorker = true;
  };
  navigator.serviceWorker.addEventListener('controllerchange', onChange);
  return () => {
    navigator.serviceWorker.removeEventListener('controllerchange', onChange);
    stopWaiting();
  };
}

/**
 * Makes the kiosk a PWA (src/features/checkin/offline/kiosk-sw.ts, built into dist/kiosk-sw.js): registered
 * from the kiosk's layout only, in built apps (the dev server does not serve the worker). A browser without
 * service workers runs the kiosk online as before.
 */
export function useKioskServiceWorker(): void {
  useEffect(() => {
    linkManifest();
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const stopReloading = reloadWhenReplaced();
    const registered = navigator.serviceWorker.register(`${SCOPE}/sw.js`, { scope: SCOPE });
    registered.catch((error: unknown) => console.error('The kiosk could not install its offline copy', error));
    // An update check that fails (offline) is retried at the next one.
    const updates = window.setInterval(() => void registered.then((registration) => registration.update()).catch(() => undefined), UPDATE_CHECK_MS);
    return () => {
      stopReloading();
      window.clearInterval(updates);
    };
  }, []);
}
