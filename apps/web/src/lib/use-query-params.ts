import { useLocation, useNavigate } from 'react-router';

/**
 * The page's query parameters and a way to replace them. (React Router's useSearchParams would do, but it
 * pulls code into the entry chunk, which every member downloads first; these two hooks are there already.)
 */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void] {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const set = (next: URLSearchParams, options: { replace?: boolean } = {}) => {
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '', hash }, { replace: options.replace });
  };
  return [new URLSearchParams(search), set];
}
