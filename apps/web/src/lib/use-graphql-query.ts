import { useQuery, type Query } from '@tanstack/react-query';
import { graphqlRequest, type GraphQLDocument } from './graphql-client.js';
import { operationKey } from './operation-key.js';

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
  return useQuery({
    queryKey: [...operationKey(document), variables],
    queryFn: () => graphqlRequest(document, ...([variables] as [TVariables])),
    enabled: variables !== null,
    refetchInterval: options.refetchInterval,
    refetchOnWindowFocus: options.refetchOnWindowFocus ?? false,
  });
}
