import { tokens } from '../auth-tokens.js';
import { graphqlUrl, restBase } from '../club.js';
import { rememberNextAfterLogin } from '../login-redirect.js';
import { currentPortalPath, navigateTo } from '../navigation.js';
import { createApiClient } from './api-client.js';

const LOGIN_PATH = '/user/login';

/** The portal's one API client: browser fetch, localStorage tokens, router navigation. */
export const apiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  graphqlUrl,
  restBase,
  tokens,
  nowSeconds: () => Date.now() / 1000,
  onLoginRequired: () => {
    const current = currentPortalPath();
    // Several requests can fail at once; the first one already took us to the login page.
    if (current.startsWith(LOGIN_PATH) && !current.startsWith(`${LOGIN_PATH}/`)) return;
    rememberNextAfterLogin(current);
    navigateTo(LOGIN_PATH);
  },
  logError: (message, error) => console.error(message, error),
});
