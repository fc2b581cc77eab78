import { useEffect, useSyncExternalStore } from 'react';
import type { CurrentUser } from './current-user.js';
import { ensureSessionStarted, getSessionState, refreshSession, subscribeSession } from './session-store.js';

/** The signed-in user (null when signed out), whether it is still loading, and a network-only refetch. */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean; refetch: () => Promise<CurrentUser | null> } {
  const { user, loading } = useSyncExternalStore(subscribeSession, getSessionState);
  useEffect(ensureSessionStarted, []);
  return { user, loading, refetch: refreshSession };
}
