import { DEFAULT_POST_LOGIN_PATH } from '@kiai/shared';
import type { CurrentUser } from './current-user.js';
import { canOpenBackoffice } from './staff-access.js';

/** What decides whether a stored page is of use right after signing in. */
export interface SignedIn {
  /** null when the new session could not be read */
  user: Pick<CurrentUser, 'staffRoles'> | null;
  /** Whether this browser is a paired check-in kiosk. */
  kioskPaired: boolean;
}

interface RestrictedArea {
  /** The area's paths; case-insensitive, as the router matches them. */
  path: RegExp;
  usable: (signedIn: SignedIn) => boolean;
}

/** The areas that are not every member's: anywhere else in the portal and the shop is. */
const RESTRICTED_AREAS: RestrictedArea[] = [
  { path: /^\/backoffice(?=[/?#]|$)/i, usable: ({ user }) => user !== null && canOpenBackoffice(user) },
  // The kiosk runs on the paired device's own session; without one it shows only the pairing form.
  { path: /^\/checkin(?=[/?#]|$)/i, usable: ({ kioskPaired }) => kioskPaired },
];

/**
 * Where to go after login or registration: the stored next page if the signed-in account can use it, otherwise
 * the portal's schedule. A visitor who opened the back office and then registered as a member gets the portal,
 * not a back office that only says 'No access'.
 */
export function pageAfterSignIn(next: string, signedIn: SignedIn): string {
  const area = RESTRICTED_AREAS.find(({ path }) => path.test(next));
  return !area || area.usable(signedIn) ? next : DEFAULT_POST_LOGIN_PATH;
}
