import { REDIRECT_DELAY_MS } from '@kiai/shared';
import { basename } from './club.js';

/** `state` travels with the history entry (React Router's location state); a full load drops it. */
type Navigate = (path: string, state?: unknown) => void;

// Code outside React (the API client) navigates through the router once the app has registered it.
let navigate: Navigate = (path) => window.location.assign(`${basename}${path}`);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

/** Goes to a portal path (relative to the club's base path), with `state` for the page it opens. */
export function navigateTo(path: string, state?: unknown): void {
  navigate(path, state);
}

/** The current portal path with query and hash, without the club's base path. */
export function currentPortalPath(): string {
  const { pathname, search, hash } = window.location;
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return `${path}${search}${hash}`;
}

/** Spec section 9: login, registration and logout move on after a short pause, so the toast is seen. */
export function navigateAfterDelay(path: string): void {
  window.setTimeout(() => navigateTo(path), REDIRECT_DELAY_MS);
}
