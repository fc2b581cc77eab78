import { useQuery, type Query } from '@tanstack/react-query';
import { graphqlRequest, type GraphQLDocument } from './graphql-client.js';
import { operationKey } from './operation-key.js';
import { queryClient } from './query-client.js';

/**
 * What a page may ask beyond the defaults: polling (false stops it), e.g. the payment status every 3000 ms; it
 * pauses while the page is hidden. `refetchOnWindowFocus` fetches again when staff come back to the window.
 */
export interface GraphQLQueryOptions<TResult> {
  refetchInterval?: (query: Query<TResult, Error>) => number | false;
  refetchOnWindowFocus?: boolean;
}

/**
 * Runs a typed query through the query cache while `variables` are set (null waits, e.g. for the signed-in
 * user), again whenever they change; the cache shows an earlier answer for the same variables meanwhile.
 */
export function useGraphQLQuery<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  variables: TVariables | null,
  options: GraphQLQueryOptions<TResult> = {},
) {
  return useQuery(graphQLQueryOptions(document, variables, options));
}

/** useGraphQLQuery's options for the query cache. */
export function graphQLQueryOptions<TResult, TVariables>(
  document: GraphQLDocument<TResult, TVariables>,
  variables: TVariables | null,
  options: GraphQLQueryOptions<TResult> = {},
) {
  return {
    ...graphQLQuery(document, variables),
    enabled: variables !== null,
    // A page refetches when it mounts, except for the answer its preload has just fetched for this first render.
    refetchOnMount: (query: object) => !prefetched.delete(query),
    refetchInterval: options.refetchInterval,
    refetchOnWindowFocus: options.refetchOnWindowFocus ?? false,
  };
}

/** Queries fetched by prefetchGraphQLQuery whose page has not mounted yet. */
const prefetched = new WeakSet<object>();

/**
 * Starts the query a page will run (the same cache entry as its useGraphQLQuery), so its answer is on its way while
 * the page's chunks load: the page's first render joins the request in flight, or takes its answer without asking again.
 */
export async function prefetchGraphQLQuery<TResult, TVariables>(document: GraphQLDocument<TResult, TVariables>, variables: TVariables): Promise<void> {
  const query = graphQLQuery(document, variables);
  await queryClient.prefetchQuery(query);
  const cached = queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true });
  if (cached?.getObserversCount() === 0 && cached.state.status === 'success') prefetched.add(cached);
}

function graphQLQuery<TResult, TVariables>(document: GraphQLDocument<TResult, TVariables>, variables: TVariables | null) {
  return {
    queryKey: [...operationKey(document), variables],
    queryFn: () => graphqlRequest(document, ...([variables] as [TVariables])),
  };
}
