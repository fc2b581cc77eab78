import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, type GraphQLDocument, type VariablesArgument } from './graphql-client.js';
import { operationKey } from './operation-key.js';

/** The cached answers a change makes stale: those of the named query documents, or all of them. */
export type StaleQueries = readonly { toString(): string }[] | 'all';

export interface GraphQLMutationOptions<TResult> {
  /** What to read again; the mutation's promise settles once they are read again. */
  invalidates: StaleQueries;
  /** 'settled' reads them again after a refusal too (the change may have gone through before the error). */
  invalidateAfter?: 'success' | 'settled';
  onSuccess?: (result: TResult) => void;
  onError?: (error: Error) => void;
}

/**
 * Sends a typed mutation through the query cache's mutation state (pending, error, data), then reads again the
 * queries it changes. Every write of the web app goes through here, never through `graphqlRequest` in a page.
 */
export function useGraphQLMutation<TResult, TVariables>(document: GraphQLDocument<TResult, TVariables>, options: GraphQLMutationOptions<TResult>) {
  const queryClient = useQueryClient();
  const invalidate = (): Promise<unknown> =>
    options.invalidates === 'all'
      ? queryClient.invalidateQueries()
      : Promise.all(options.invalidates.map((stale) => queryClient.invalidateQueries({ queryKey: operationKey(stale) })));
  const afterSettled = options.invalidateAfter === 'settled';
  return useMutation({
    mutationFn: (variables: TVariables) => graphqlRequest(document, ...([variables] as VariablesArgument<TVariables>)),
    onSuccess: async (result) => {
      if (!afterSettled) await invalidate();
      options.onSuccess?.(result);
    },
    onError: options.onError,
    onSettled: afterSettled ? invalidate : undefined,
  });
}
