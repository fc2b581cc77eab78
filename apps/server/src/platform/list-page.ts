/** One page of a list as a use case asks for it and a repository reads it: rows to skip, and the most to return. */
export interface ListPage {
  offset: number;
  limit: number;
}
