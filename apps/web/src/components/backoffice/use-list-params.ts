import { useQueryParams } from '../../lib/use-query-params.js';
import { pageWindowOf, sortOf, withFilter, withPage, withSortToggled, type ListSort, type PageWindow } from './list-params.js';

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

/** A back-office list's filters, sort and page, read from and written to the URL (see `list-params.ts`). */
export function useListParams(): ListParams {
  const [params, setParams] = useQueryParams();
  return {
    window: pageWindowOf(params),
    sort: sortOf(params),
    filter: (name) => params.get(name),
    setFilter: (name, value) => setParams((current) => withFilter(current, name, value)),
    toggleSort: (field) => setParams((current) => withSortToggled(current, field)),
    goToPage: (direction, cursor) => setParams((current) => withPage(current, direction, cursor)),
    paged: params.has('after') || params.has('before'),
  };
}
