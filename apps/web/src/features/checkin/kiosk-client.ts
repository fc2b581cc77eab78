import { createApiClient } from '../../lib/api/api-client.js';
import { createTokenStore, type KeyValueStore } from '../../lib/auth-tokens.js';
import { graphqlUrl, restBase } from '../../lib/club.js';
import type { GraphQLDocument, VariablesArgument } from '../../lib/graphql-client.js';
import { queryClient } from '../../lib/query-client.js';

/**
 * The kiosk's own sign-in, kept under keys of its own: a member who signs in to the portal on the tablet (or a
 * staff member testing the kiosk in their browser) neither replaces nor uses the device's session.
 */
const kioskStorage: KeyValueStore = {
  get: (key) => window.localStorage.getItem(`kiosk.${key}`),
  set: (key, value) => window.localStorage.setItem(`kiosk.${key}`, value),
  remove: (key) => window.localStorage.removeItem(`kiosk.${key}`),
};

export const kioskTokens = createTokenStore(kioskStorage);

// An unpaired (revoked) kiosk must not keep names of its last class list in memory.
kioskTokens.subscribe(() => {
  if (!kioskTokens.hasSession()) queryClient.removeQueries({ queryKey: ['kiosk'] });
});

const kioskApi = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  graphqlUrl,
  restBase,
  tokens: kioskTokens,
  nowSeconds: () => Date.now() / 1000,
  // A revoked or expired pairing has cleared the tokens by now, and the kiosk shows its pairing form.
  onLoginRequired: () => undefined,
  logError: (message, error) => console.error(message, error),
});

/** graphqlRequest with the kiosk's session. */
export function kioskRequest<TResult, TVariables>(document: GraphQLDocument<TResult, TVariables>, ...[variables]: VariablesArgument<TVariables>): Promise<TResult> {
  return kioskApi.graphql<TResult>(document.toString(), (variables ?? {}) as Record<string, unknown>);
}
