/**
 * A back-office list's state as it lives in the URL, so a list can be bookmarked, shared and reloaded:
 * its filters (one query parameter each), the sort (`sort=field` or `sort=-field`) and the cursor of the
 * page (`after` to page forward, `before` to page back). Changing a filter or the sort starts at page one.
 */

/** Rows per page of every back-office list. */
export const BACKOFFICE_PAGE_SIZE = 25;

const CURSOR_KEYS = ['after', 'before'] as const;

export interface ListSort {
  field: string;
  descending: boolean;
}

/** The connection arguments of the page the URL names: the first rows, the rows after a cursor, or those before one. */
export type PageWindow = { first: number; after?: string } | { last: number; before: string };

export function pageWindowOf(params: URLSearchParams, size = BACKOFFICE_PAGE_SIZE): PageWindow {
  const before = params.get('before');
  if (before) return { last: size, before };
  const after = params.get('after');
  return after ? { first: size, after } : { first: size };
}

export function sortOf(params: URLSearchParams): ListSort | null {
  const sort = params.get('sort');
  if (!sort || sort === '-') return null;
  return sort.startsWith('-') ? { field: sort.slice(1), descending: true } : { field: sort, descending: false };
}

function withoutCursor(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of CURSOR_KEYS) next.delete(key);
  return next;
}

/** A filter set (or cleared with null or ''), back on page one. */
export function withFilter(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = withoutCursor(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** Sorted by `field`: ascending first, descending when it already was ascending; back on page one. */
export function withSortToggled(params: URLSearchParams, field: string): URLSearchParams {
  const current = sortOf(params);
  const next = withoutCursor(params);
  next.set('sort', current?.field === field && !current.descending ? `-${field}` : field);
  return next;
}

/** The page after (`direction` next) or before (previous) the current page, by the current page's cursors. */
export function withPage(params: URLSearchParams, direction: 'next' | 'previous', cursor: string): URLSearchParams {
  const next = withoutCursor(params);
  next.set(direction === 'next' ? 'after' : 'before', cursor);
  return next;
}
