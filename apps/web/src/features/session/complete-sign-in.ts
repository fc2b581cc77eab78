import type { AuthData } from '../../lib/auth-tokens.js';
import { takeNextAfterLogin } from '../../lib/login-redirect.js';
import { navigateAfterDelay } from '../../lib/navigation.js';
import { kioskTokens } from '../checkin/kiosk-client.js';
import { pageAfterSignIn } from './page-after-sign-in.js';
import { signIn } from './session-store.js';

/**
 * After login, registration or Google sign-in: store the tokens, read the account, then go on (spec section 4) to
 * the stored page, unless it is an area this account cannot use.
 */
export async function completeSignIn(auth: AuthData): Promise<void> {
  const user = await signIn(auth);
  navigateAfterDelay(pageAfterSignIn(takeNextAfterLogin(), { user, kioskPaired: kioskTokens.hasSession() }));
}
