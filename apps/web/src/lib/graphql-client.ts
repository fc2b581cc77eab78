import { apiClient } from './api/browser-client.js';

export { GraphQLRequestError } from './api/errors.js';

/** Sends one operation to the club's endpoint with the session's token; resolves `data` or throws. */
export function graphqlRequest<TData>(query: string, variables: Record<string, unknown> = {}): Promise<TData> {
  return apiClient.graphql<TData>(query, variables);
}
