import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '@kiai/shared';
import { RefreshTokenDocument, type RefreshTokenMutation } from '../../features/session/session.generated.js';
import type { TokenStore } from '../auth-tokens.js';
import { GraphQLRequestError, RestRequestError, ServerUnreachableError, UNAUTHORIZED_AFTER_REFRESH } from './errors.js';

export interface ApiClientDeps {
  fetch: typeof fetch;
  graphqlUrl: string;
  /** The club's `/d` prefix; REST paths are appended to it. */
  restBase: string;
  tokens: TokenStore;
  nowSeconds: () => number;
  /** Called when a login-only operation failed and no refresh could save the session. */
  onLoginRequired: () => void;
  logError: (message: string, error?: unknown) => void;
}

export interface RestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A file sent as the raw body with its own content type (image uploads), instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
}

interface GraphQLBody<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}


/**
 * The transport of spec section 7: JWT header, refresh before expiry (one shared refresh at a time),
 * one refresh-and-retry on HTTP 401, and the USER_NOT_LOGGED_IN recovery of section 8.
 * Built from plain dependencies so it runs without a browser in unit tests.
 */
export function createApiClient(deps: ApiClientDeps) {
  let refreshing: Promise<string> | null = null;

  async function requestRefresh(): Promise<string> {
    const refreshToken = deps.tokens.refreshToken();
    if (!refreshToken || refreshToken.exp <= deps.nowSeconds()) throw new Error('No usable refresh token');
    const response = await deps
      .fetch(deps.graphqlUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: RefreshTokenDocument.toString(), variables: { refreshToken: refreshToken.token } }),
      })
      .catch((error: unknown) => {
        throw new ServerUnreachableError('The server could not be reached', { cause: error });
      });
    if (response.status >= 500) throw new ServerUnreachableError(`Token refresh failed with status ${response.status}`);
    const body = (await response.json()) as GraphQLBody<RefreshTokenMutation>;
    const auth = body.data?.refreshToken;
    if (!auth?.token) throw new Error(body.errors?.[0]?.message ?? `Token refresh failed with status ${response.status}`);
    deps.tokens.save(auth);
    return auth.token;
  }

  /** Refresh tokens rotate, so concurrent callers must share one request or they would void each other. */
  function refresh(): Promise<string> {
    refreshing ??= requestRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** A refresh that ends the session instead of failing (null: "go on anonymously"), unless the server was not reached. */
  async function refreshOrSignOut(): Promise<string | null> {
    try {
      return await refresh();
    } catch (error) {
      deps.logError('Token refresh failed', error);
      // Offline is not signed out: a kiosk without internet keeps its pairing, a member keeps their session.
      if (error instanceof ServerUnreachableError) throw error;
      deps.tokens.clear();
      return null;
    }
  }

  /** The token to send: the stored one while it has more than 60 s left, otherwise a refreshed one. */
  async function usableToken(): Promise<string | null> {
    const access = deps.tokens.accessToken();
    if (access && access.exp - deps.nowSeconds() > TOKEN_REFRESH_THRESHOLD_SECONDS) return access.token;
    if (!access && !deps.tokens.refreshToken()) return null;
    return refreshOrSignOut();
  }

  function headersWith(token: string | null): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers.authorization = `JWT ${token}`;
    return headers;
  }

  /** Sends once; on HTTP 401 refreshes and sends once more. A second 401 is final. */
  async function sendWithRetry(send: (token: string | null) => Promise<Response>): Promise<Response> {
    const token = await usableToken();
    const first = await send(token);
    // Without any session there is nothing to refresh: the 401 is the answer.
    if (first.status !== 401 || (!token && !deps.tokens.refreshToken())) return first;
    const second = await send(await refreshOrSignOut());
    if (second.status === 401) throw new Error(UNAUTHORIZED_AFTER_REFRESH);
    return second;
  }

  async function graphql<TData>(query: string, variables: Record<string, unknown> = {}): Promise<TData> {
    try {
      return await graphqlOnce<TData>(query, variables);
    } catch (error) {
      deps.logError('GraphQL request failed', error);
      throw error;
    }
  }

  async function graphqlOnce<TData>(query: string, variables: Record<string, unknown>): Promise<TData> {
    const send = (token: string | null) =>
      deps.fetch(deps.graphqlUrl, { method: 'POST', credentials: 'include', headers: headersWith(token), body: JSON.stringify({ query, variables }) });
    const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as GraphQLBody<TData> });

    let answer = await read(await sendWithRetry(send));
    if (answer.body.errors?.[0]?.extensions?.code === 'USER_NOT_LOGGED_IN') {
      try {
        await refresh();
      } catch (error) {
        if (error instanceof ServerUnreachableError) throw error;
        deps.tokens.clear();
        deps.onLoginRequired();
        throw toError(answer.body, answer.status);
      }
      answer = await read(await sendWithRetry(send));
    }
    if (answer.body.errors?.length) throw toError(answer.body, answer.status);
    return answer.body.data as TData;
  }

  async function rest<TResponse>(path: string, options: RestOptions = {}): Promise<TResponse> {
    const send = (token: string | null) =>
      deps.fetch(`${deps.restBase}${path}`, {
        method: options.method ?? 'GET',
        credentials: 'include',
        headers: options.file ? { ...headersWith(token), 'content-type': options.file.type || 'application/octet-stream' } : headersWith(token),
        body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    const response = await sendWithRetry(send);
    const body = (await response.json().catch(() => null)) as (Record<string, unknown> & { error?: unknown }) | null;
    if (typeof body?.error === 'string') throw new RestRequestError(body.error, response.status);
    if (!response.ok || body === null) throw new RestRequestError(`Request failed with status ${response.status}`, response.status);
    return body as TResponse;
  }

  /** A GET of the club API (`path` under `/d`) with the JWT header and the 401 retry, answered as it came (files). */
  const fetchRaw = (path: string): Promise<Response> =>
    sendWithRetry((token) => deps.fetch(`${deps.restBase}${path}`, { credentials: 'include', headers: token ? { authorization: `JWT ${token}` } : {} }));

  return { graphql, rest, fetchRaw, refresh };
}

function toError(body: GraphQLBody<unknown>, status: number): GraphQLRequestError {
  const first = body.errors?.[0];
  return new GraphQLRequestError(first?.message ?? 'Request failed', first?.extensions?.code, status, first?.extensions?.fields);
}

export type ApiClient = ReturnType<typeof createApiClient>;
