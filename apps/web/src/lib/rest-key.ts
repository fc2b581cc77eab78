import type { QueryKey } from '@tanstack/react-query';

/**
 * The cache key of a REST path's answers: the path, then its query string if any, so that invalidating a
 * path without a query string reaches the answers of every query string.
 */
export function restKey(path: string): QueryKey {
  const [pathname = '', query] = path.split('?');
  return query === undefined ? ['rest', pathname] : ['rest', pathname, query];
}
