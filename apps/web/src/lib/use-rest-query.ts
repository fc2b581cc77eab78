import { useQuery } from '@tanstack/react-query';
import { restKey } from './rest-key.js';
import { restRequest, type RestOptions } from './rest-client.js';

/**
 * Runs a REST read through the query cache while `path` is set (null waits, e.g. for a chosen trainer), again
 * whenever it changes. Leaving the page aborts the request.
 */
export function useRestQuery<TResponse>(path: string | null, options: Omit<RestOptions, 'signal'> = {}) {
  return useQuery({
    queryKey: [...restKey(path ?? ''), options.body ?? null],
    queryFn: ({ signal }) => restRequest<TResponse>(path ?? '', { ...options, signal }),
    enabled: path !== null,
  });
}
