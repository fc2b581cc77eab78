import { useQuery, type QueryKey } from '@tanstack/react-query';
import { restRequest, type RestOptions } from './rest-client.js';

/**
 * The cache key of a REST path's answers: the path, then its query string if any, so that invalidating a
 * path without a query string reaches the answers of every query string.
 */
export function restKey(path: string): QueryKey {
  const [pathname = '', query] = path.split('?');
  return query === undefined ? ['rest', pathname] : ['rest', pathname, query];
}

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
