import { graphqlUrl } from './club.js';
import { STORAGE_KEYS, storage } from './storage.js';

/** A GraphQL error answer: `message` is safe to show, `code` is the server's stable code. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/** Sends one operation to the club's endpoint with the stored token; resolves `data` or throws. */
export async function graphqlRequest<TData>(query: string, variables: Record<string, unknown> = {}): Promise<TData> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = storage.get(STORAGE_KEYS.token);
  if (token) headers.authorization = `JWT ${token}`;
  const response = await fetch(graphqlUrl, { method: 'POST', credentials: 'include', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: TData; errors?: { message: string; extensions?: { code?: string } }[] };
  const error = body.errors?.[0];
  if (error) throw new GraphQLRequestError(error.message, error.extensions?.code, response.status);
  return body.data as TData;
}
