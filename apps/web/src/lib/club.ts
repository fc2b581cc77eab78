/**
 * One build serves every club: the first path segment is the club's base path.
 * `/northside/book-your-spot` → club "northside", basename "/northside".
 */
export function clubSlug(pathname: string = window.location.pathname): string {
  return pathname.split('/')[1] ?? '';
}

export const basename = `/${clubSlug()}`;
export const graphqlUrl = `${basename}/d/graphql/`;
export const restBase = `${basename}/d`;
