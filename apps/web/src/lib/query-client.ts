import { QueryClient } from '@tanstack/react-query';
import { tokens } from './auth-tokens.js';

/**
 * The app's one query cache. No retries: the API client already refreshes and retries once on 401, and a
 * failed query must show its error at once (spec section 8). No refetch on window focus: pages refetch
 * when they mount and after the member's own changes, which is what the portal always did.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// A signed-out browser must not keep showing the previous member's passes and classes.
tokens.subscribe(() => {
  if (!tokens.hasSession()) queryClient.clear();
});
