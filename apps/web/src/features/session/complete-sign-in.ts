import type { AuthData } from '../../lib/auth-tokens.js';
import { takeNextAfterLogin } from '../../lib/login-redirect.js';
import { navigateAfterDelay } from '../../lib/navigation.js';
import { signIn } from './session-store.js';

/** After login, registration or Google sign-in: store the tokens, read the account, then go on (spec section 4). */
export async function completeSignIn(auth: AuthData): Promise<void> {
  await signIn(auth);
  navigateAfterDelay(takeNextAfterLogin());
}
