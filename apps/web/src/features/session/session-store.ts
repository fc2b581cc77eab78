import { tokens, type AuthData } from '../../lib/auth-tokens.js';
import { CurrentAccountDocument, DeleteTokenCookieDocument, RevokeTokenDocument } from './session.generated.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import type { CurrentUser } from './current-user.js';

export interface SessionState {
  user: CurrentUser | null;
  /** True while the stored session is being read from the server. */
  loading: boolean;
}

let state: SessionState = { user: null, loading: tokens.hasSession() };
let started = false;
let loading: Promise<CurrentUser | null> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

// Whoever ends the session (logout, a failed refresh) clears the tokens; the user goes with them.
tokens.subscribe(() => {
  if (!tokens.hasSession() && (state.user || state.loading)) setState({ user: null, loading: false });
});

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

/** Reads the signed-in account from the server (never from a cache); null when signed out. */
export function refreshSession(): Promise<CurrentUser | null> {
  started = true;
  loading ??= load().finally(() => {
    loading = null;
  });
  return loading;
}

async function load(): Promise<CurrentUser | null> {
  if (!tokens.hasSession()) {
    setState({ user: null, loading: false });
    return null;
  }
  setState({ ...state, loading: true });
  try {
    const { currentAccount } = await graphqlRequest(CurrentAccountDocument);
    const user = tokens.hasSession() ? currentAccount : null;
    setState({ user, loading: false });
    return user;
  } catch {
    // The client has logged it; a session that cannot be read counts as signed out for the page.
    setState({ user: null, loading: false });
    return null;
  }
}

/** Loads the stored session once per page load. */
export function ensureSessionStarted(): void {
  if (!started) void refreshSession();
}

/** Stores the auth data of a login or registration and reads the account it belongs to. */
export async function signIn(auth: AuthData): Promise<CurrentUser | null> {
  tokens.save(auth);
  // A read started before these tokens existed would answer "signed out".
  if (loading) await loading;
  return refreshSession();
}

/** Forgets the session locally, then asks the server to revoke the refresh token and drop its cookie. */
export function signOut(): void {
  const refreshToken = tokens.refreshToken()?.token;
  tokens.clear();
  setState({ user: null, loading: false });
  // Fire and forget: the local session is gone whatever the server answers (errors are logged by the client).
  if (refreshToken) void graphqlRequest(RevokeTokenDocument, { refreshToken }).catch(() => undefined);
  void graphqlRequest(DeleteTokenCookieDocument).catch(() => undefined);
}
