/**
 * A back-office list's state as it lives in the URL, so a list can be bookmarked, shared and reloaded:
 * its filters (one query parameter each), the sort (`sort=field` or `sort=-field`) and the cursor of the
 * page (`after` to page forward, `before` to page back). Changing a filter or the sort starts at page one.
 * Lists that share a page (an account's tabs) each keep their sort and cursor under their own prefix
 * (`classes.after`), so paging one leaves the others where they were.
 */

/** Rows per page of every back-office list. */
export const BACKOFFICE_PAGE_SIZE = 25;

/** The URL keys of one list's sort and cursors. */
export interface ListKeys {
  after: string;
  before: string;
  sort: string;
}

/** A page's only list uses the plain keys; a list sharing its page names a scope. */
export function listKeys(scope?: string): ListKeys {
  const key = (name: string) => (scope ? `${scope}.${name}` : name);
  return { after: key('after'), before: key('before'), sort: key('sort') };
}

const PLAIN_KEYS = listKeys();

export interface ListSort {
  field: string;
  descending: boolean;
}

/** The connection arguments of the page the URL names: the first rows, the rows after a cursor, or those before one. */
export type PageWindow = { first: number; after?: string } | { last: number; before: string };

export function pageWindowOf(params: URLSearchParams, size = BACKOFFICE_PAGE_SIZE, keys = PLAIN_KEYS): PageWindow {
  const before = params.get(keys.before);
  if (before) return { last: size, before };
  const after = params.get(keys.after);
  return after ? { first: size, after } : { first: size };
}

export function sortOf(params: URLSearchParams, keys = PLAIN_KEYS): ListSort | null {
  const sort = params.get(keys.sort);
  if (!sort || sort === '-') return null;
  return sort.startsWith('-') ? { field: sort.slice(1), descending: true } : { field: sort, descending: false };
}

function withoutCursor(params: URLSearchParams, keys: ListKeys): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(keys.after);
  next.delete(keys.before);
  return next;
}

/** A filter set (or cleared with null or ''), back on page one. */
export function withFilter(params: URLSearchParams, name: string, value: string | null, keys = PLAIN_KEYS): URLSearchParams {
  const next = withoutCursor(params, keys);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** Sorted by `field`: ascending first, descending when it already was ascending; back on page one. */
export function withSortToggled(params: URLSearchParams, field: string, keys = PLAIN_KEYS): URLSearchParams {
  const current = sortOf(params, keys);
  const next = withoutCursor(params, keys);
  next.set(keys.sort, current?.field === field && !current.descending ? `-${field}` : field);
  return next;
}

/** The page after (`direction` next) or before (previous) the current page, by the current page's cursors. */
export function withPage(params: URLSearchParams, direction: 'next' | 'previous', cursor: string, keys = PLAIN_KEYS): URLSearchParams {
  const next = withoutCursor(params, keys);
  next.set(direction === 'next' ? keys.after : keys.before, cursor);
  return next;
}
