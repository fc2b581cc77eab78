import { tokens } from '../../lib/auth-tokens.js';
import { signOut } from './session-store.js';

const LOGOUT_PATH = /^\/[^/]+\/user\/logout\/?$/;

/**
 * Opening /user/logout directly ends the session before the app renders: otherwise the top bar's session
 * read and the club settings would go out with the access token while the logout revokes it, and come back 401.
 */
export function signOutIfOpenedOnLogoutPage(): void {
  if (LOGOUT_PATH.test(window.location.pathname) && tokens.hasSession()) signOut();
}
