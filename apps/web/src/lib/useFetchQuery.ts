import { useCallback, useEffect, useState } from 'react';
import { graphqlRequest } from './graphql-client.js';

export interface QueryState<TData> {
  /** The answer for the current variables; null while it loads or when it failed. */
  data: TData | null;
  loading: boolean;
  /** Why the fetch failed (the client has already logged it); null otherwise. */
  error: Error | null;
  /** Fetches again (network only) and keeps showing the current answer meanwhile. */
  refetch: () => void;
}

interface Answer<TData> {
  key: string;
  data: TData | null;
  error: Error | null;
}

/**
 * Runs one GraphQL query while `variables` are set (null waits, e.g. for the signed-in user) and again
 * whenever they change. An answer to an older request never overwrites a newer one.
 */
export function useFetchQuery<TData>(query: string, variables: Record<string, unknown> | null): QueryState<TData> {
  const [answer, setAnswer] = useState<Answer<TData> | null>(null);
  const [generation, setGeneration] = useState(0);
  const key = variables === null ? null : JSON.stringify(variables);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    graphqlRequest<TData>(query, JSON.parse(key) as Record<string, unknown>).then(
      (data) => current && setAnswer({ key, data, error: null }),
      (error: unknown) => current && setAnswer({ key, data: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [query, key, generation]);

  const refetch = useCallback(() => setGeneration((n) => n + 1), []);
  const mine = answer !== null && answer.key === key ? answer : null;
  return { data: mine?.data ?? null, loading: mine === null, error: mine?.error ?? null, refetch };
}
