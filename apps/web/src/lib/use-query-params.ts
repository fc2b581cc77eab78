import { useLocation, useNavigate } from 'react-router';

type QueryUpdate = (current: URLSearchParams) => URLSearchParams;

// The query last asked for. A change builds on it while React Router is still applying it, and on the address
// bar's query after that, never on the query of the render that made the handler (a filter picked right after
// switching the view, or a handler kept from an older render, would put the old view back).
let asked: { pathname: string; search: string } | null = null;

/**
 * The page's query parameters and a way to change them. (React Router's useSearchParams would do, but it
 * pulls code into the entry chunk, which every member downloads first; these two hooks are there already.)
 */
export function useQueryParams(): [URLSearchParams, (update: QueryUpdate, options?: { replace?: boolean }) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  if (asked && asked.pathname === pathname && asked.search === search) asked = null;
  const set = (update: QueryUpdate, options: { replace?: boolean } = {}) => {
    const query = update(new URLSearchParams(asked?.pathname === pathname ? asked.search : window.location.search)).toString();
    asked = { pathname, search: query ? `?${query}` : '' };
    void navigate({ search: asked.search, hash }, { replace: options.replace });
  };
  return [new URLSearchParams(search), set];
}
