import { useQueryParams } from '../../lib/use-query-params.js';
import { BACKOFFICE_PAGE_SIZE, listKeys, pageWindowOf, sortOf, withFilter, withPage, withSortToggled, type ListSort, type PageWindow } from './list-params.js';

export interface ListParams {
  /** The connection arguments of the page in the URL (`first`/`after` or `last`/`before`). */
  window: PageWindow;
  sort: ListSort | null;
  filter: (name: string) => string | null;
  setFilter: (name: string, value: string | null) => void;
  toggleSort: (field: string) => void;
  goToPage: (direction: 'next' | 'previous', cursor: string) => void;
  /** True on any page but the first (a cursor is in the URL). */
  paged: boolean;
}

/**
 * A back-office list's filters, sort and page, read from and written to the URL (see `list-params.ts`);
 * a list that shares its page with others (an account's tabs) names a `scope` for its sort and cursor.
 */
export function useListParams(scope?: string): ListParams {
  const [params, setParams] = useQueryParams();
  const keys = listKeys(scope);
  return {
    window: pageWindowOf(params, BACKOFFICE_PAGE_SIZE, keys),
    sort: sortOf(params, keys),
    filter: (name) => params.get(name),
    setFilter: (name, value) => setParams((current) => withFilter(current, name, value, keys)),
    toggleSort: (field) => setParams((current) => withSortToggled(current, field, keys)),
    goToPage: (direction, cursor) => setParams((current) => withPage(current, direction, cursor, keys)),
    paged: params.has(keys.after) || params.has(keys.before),
  };
}
