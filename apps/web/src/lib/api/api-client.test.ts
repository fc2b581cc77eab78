import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, type AuthData, type KeyValueStore } from '../auth-tokens.js';
import { createApiClient } from './api-client.js';
import { GraphQLRequestError, RestRequestError, ServerUnreachableError } from './errors.js';

const NOW = 1_800_000_000;
const GRAPHQL_URL = '/northside/d/graphql/';

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value), remove: (key) => void values.delete(key) };
}

function auth(token: string, exp: number, refreshToken = `refresh-of-${token}`): AuthData {
  return { token, payload: { exp, origIat: NOW - 100 }, refreshToken, refreshExpiresIn: NOW + 86_400 };
}

interface Call {
  url: string;
  authorization: string | undefined;
  body: { query?: string; variables?: Record<string, unknown> } | null;
}

type Responder = (call: Call) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const isRefresh = (call: Call) => call.body?.query?.includes('refreshToken(') ?? false;
const refreshAnswer = (next: AuthData) => json({ data: { refreshToken: next } });
const refreshRefused = () => json({ data: { refreshToken: null }, errors: [{ message: 'Invalid refresh token', extensions: { code: 'REFRESH_TOKEN_INVALID' } }] });

/** A client on a fake fetch: `respond` answers every call, `calls` records them. */
function setup(respond: Responder, stored?: AuthData) {
  const tokens = createTokenStore(memoryStore());
  if (stored) tokens.save(stored);
  const calls: Call[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = { url: String(input), authorization: headers.authorization, body: init?.body ? JSON.parse(String(init.body)) : null };
    calls.push(call);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return respond(call);
  });
  const onLoginRequired = vi.fn();
  const client = createApiClient({
    fetch: fakeFetch as typeof fetch,
    graphqlUrl: GRAPHQL_URL,
    restBase: '/northside/d',
    tokens,
    nowSeconds: () => NOW,
    onLoginRequired,
    logError: () => undefined,
  });
  return { client, tokens, calls, onLoginRequired };
}

describe('graphql requests', () => {
  it('sends the stored token as "JWT <token>" while it has more than 60 seconds left', async () => {
    const { client, calls } = setup(() => json({ data: { ok: true } }), auth('fresh', NOW + 61));
    await expect(client.graphql('{ ok }')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe('JWT fresh');
  });

  it('sends no Authorization header without a session', async () => {
    const { client, calls } = setup(() => json({ data: { ok: true } }));
    await client.graphql('{ ok }');
    expect(calls[0]!.authorization).toBeUndefined();
  });

  it('refreshes a token with 60 seconds or less left before sending, and stores the rotated tokens', async () => {
    const { client, calls, tokens } = setup(
      (call) => (isRefresh(call) ? refreshAnswer(auth('renewed', NOW + 300, 'rotated')) : json({ data: { ok: true } })),
      auth('old', NOW + 60, 'first-refresh'),
    );
    await client.graphql('{ ok }');
    expect(calls.map((c) => (isRefresh(c) ? `refresh:${String(c.body?.variables?.refreshToken)}` : c.authorization))).toEqual([
      'refresh:first-refresh',
      'JWT renewed',
    ]);
    expect(tokens.accessToken()).toEqual({ token: 'renewed', exp: NOW + 300 });
    expect(tokens.refreshToken()?.token).toBe('rotated');
  });

  it('shares one refresh request between concurrent requests', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, calls } = setup(async (call) => {
      if (!isRefresh(call)) return json({ data: { ok: true } });
      await gate;
      return refreshAnswer(auth('renewed', NOW + 300));
    }, auth('old', NOW - 5));
    const requests = Promise.all([client.graphql('{ a }'), client.graphql('{ b }'), client.graphql('{ c }')]);
    release();
    await requests;
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls.filter((c) => !isRefresh(c)).map((c) => c.authorization)).toEqual(['JWT renewed', 'JWT renewed', 'JWT renewed']);
  });

  it('on HTTP 401 refreshes once and retries with the new token', async () => {
    const { client, calls } = setup(
      (call) => (isRefresh(call) ? refreshAnswer(auth('renewed', NOW + 300)) : call.authorization === 'JWT revoked' ? json({}, 401) : json({ data: { ok: 1 } })),
      auth('revoked', NOW + 600),
    );
    await expect(client.graphql('{ ok }')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => (isRefresh(c) ? 'refresh' : c.authorization))).toEqual(['JWT revoked', 'refresh', 'JWT renewed']);
  });

  it("fails with 'Unauthorized after refresh' when the retry is answered 401 again", async () => {
    const { client, calls } = setup((call) => (isRefresh(call) ? refreshAnswer(auth('renewed', NOW + 300)) : json({}, 401)), auth('revoked', NOW + 600));
    await expect(client.graphql('{ ok }')).rejects.toThrow(new Error('Unauthorized after refresh'));
    expect(calls.filter(isRefresh)).toHaveLength(1);
  });

  it('on HTTP 401 with a refused refresh clears the session and retries anonymously', async () => {
    const { client, calls, tokens } = setup(
      (call) => (isRefresh(call) ? refreshRefused() : call.authorization ? json({}, 401) : json({ data: { ok: 'anonymous' } })),
      auth('revoked', NOW + 600),
    );
    await expect(client.graphql('{ ok }')).resolves.toEqual({ ok: 'anonymous' });
    expect(tokens.hasSession()).toBe(false);
    expect(calls.map((c) => (isRefresh(c) ? 'refresh' : (c.authorization ?? 'anonymous')))).toEqual(['JWT revoked', 'refresh', 'anonymous']);
  });

  it('keeps the session when the refresh cannot reach the server (offline is not signed out)', async () => {
    const unreachable = setup(() => Promise.reject(new TypeError('Failed to fetch')), auth('expiring', NOW + 30));
    await expect(unreachable.client.graphql('{ ok }')).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(unreachable.tokens.hasSession()).toBe(true);
    const failing = setup(() => new Response('Bad gateway', { status: 502 }), auth('expiring', NOW + 30));
    await expect(failing.client.graphql('{ ok }')).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(failing.tokens.hasSession()).toBe(true);
  });

  it('on USER_NOT_LOGGED_IN refreshes and retries the request with the new token', async () => {
    const { client, calls, onLoginRequired } = setup((call) => {
      if (isRefresh(call)) return refreshAnswer(auth('renewed', NOW + 300));
      if (call.authorization === 'JWT renewed') return json({ data: { me: 'member' } });
      return json({ data: null, errors: [{ message: 'You need to be logged in.', extensions: { code: 'USER_NOT_LOGGED_IN' } }] });
    }, auth('stale-but-unexpired', NOW + 600));
    await expect(client.graphql('{ me }')).resolves.toEqual({ me: 'member' });
    expect(calls.map((c) => (isRefresh(c) ? 'refresh' : c.authorization))).toEqual(['JWT stale-but-unexpired', 'refresh', 'JWT renewed']);
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('on USER_NOT_LOGGED_IN with a failing refresh clears the tokens and asks for a login', async () => {
    const notLoggedIn = { data: null, errors: [{ message: 'You need to be logged in.', extensions: { code: 'USER_NOT_LOGGED_IN' } }] };
    const { client, tokens, onLoginRequired } = setup((call) => (isRefresh(call) ? refreshRefused() : json(notLoggedIn)), auth('t', NOW + 600));
    const failure = client.graphql('{ me }');
    await expect(failure).rejects.toBeInstanceOf(GraphQLRequestError);
    await expect(failure).rejects.toMatchObject({ code: 'USER_NOT_LOGGED_IN' });
    expect(tokens.hasSession()).toBe(false);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('asks for a login without calling the server when no refresh token is stored', async () => {
    const notLoggedIn = { data: null, errors: [{ message: 'You need to be logged in.', extensions: { code: 'USER_NOT_LOGGED_IN' } }] };
    const { client, calls, onLoginRequired } = setup(() => json(notLoggedIn));
    await expect(client.graphql('{ me }')).rejects.toMatchObject({ code: 'USER_NOT_LOGGED_IN' });
    expect(calls.filter(isRefresh)).toHaveLength(0);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('rejects other GraphQL errors with their message and code, without refreshing', async () => {
    const { client, calls, onLoginRequired } = setup(
      () => json({ data: null, errors: [{ message: 'This class is full', extensions: { code: 'CLASS_FULL' } }] }),
      auth('fresh', NOW + 600),
    );
    await expect(client.graphql('mutation { book }')).rejects.toMatchObject({ name: 'GraphQLRequestError', message: 'This class is full', code: 'CLASS_FULL' });
    expect(calls).toHaveLength(1);
    expect(onLoginRequired).not.toHaveBeenCalled();
  });
});

describe('REST requests', () => {
  it('sends JSON with the JWT header to the club API and resolves the body', async () => {
    const { client, calls } = setup(() => json({ success: true, services: [] }), auth('fresh', NOW + 600));
    await expect(client.rest('/abc/book_appointment/', { method: 'POST', body: { service_id: 3 } })).resolves.toEqual({ success: true, services: [] });
    expect(calls[0]).toMatchObject({ url: '/northside/d/abc/book_appointment/', authorization: 'JWT fresh', body: { service_id: 3 } });
  });

  it('retries once after a refresh on 401', async () => {
    const { client, calls } = setup(
      (call) => (isRefresh(call) ? refreshAnswer(auth('renewed', NOW + 300)) : call.authorization === 'JWT renewed' ? json({ success: true }) : json({ success: false, error: 'Token expired' }, 401)),
      auth('revoked', NOW + 600),
    );
    await expect(client.rest('/abc/get_appointments/')).resolves.toEqual({ success: true });
    expect(calls.map((c) => (isRefresh(c) ? 'refresh' : c.authorization))).toEqual(['JWT revoked', 'refresh', 'JWT renewed']);
  });

  it('answers a 401 without a session with its error, without refreshing or retrying', async () => {
    const { client, calls } = setup(() => json({ success: false, error: 'Authentication credentials were not provided.' }, 401));
    await expect(client.rest('/abc/get_services/')).rejects.toThrow('Authentication credentials were not provided.');
    expect(calls).toHaveLength(1);
  });

  it("fails with 'Unauthorized after refresh' when the retried REST call is answered 401 again", async () => {
    const { client, calls } = setup((call) => (isRefresh(call) ? refreshAnswer(auth('renewed', NOW + 300)) : json({ success: false, error: 'Token invalid' }, 401)), auth('revoked', NOW + 600));
    await expect(client.rest('/abc/get_appointments/')).rejects.toThrow(new Error('Unauthorized after refresh'));
    expect(calls.map((c) => (isRefresh(c) ? 'refresh' : c.authorization))).toEqual(['JWT revoked', 'refresh', 'JWT renewed']);
  });

  it("rejects with the response's error field", async () => {
    const { client } = setup(() => json({ success: false, error: 'This slot is no longer available' }, 409), auth('fresh', NOW + 600));
    const failure = client.rest('/abc/create_appointment/', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(RestRequestError);
    await expect(failure).rejects.toThrow('This slot is no longer available');
  });

  it('rejects a failed answer without an error field with its status', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.rest('/abc/get_services/')).rejects.toThrow('Request failed with status 502');
  });

  it('rejects an aborted request', async () => {
    const { client } = setup(() => json({ success: true }));
    const controller = new AbortController();
    controller.abort();
    await expect(client.rest('/abc/get_services/', { signal: controller.signal })).rejects.toThrow('aborted');
  });

  it('rejects when the network fails', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.rest('/abc/get_services/')).rejects.toThrow('Failed to fetch');
  });
});

describe('raw requests (files)', () => {
  it('send the JWT header to the club API and answer the response as it came', async () => {
    const pdf = new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    const { client, calls } = setup(() => pdf, auth('fresh', NOW + 3600));
    const response = await client.fetchRaw('/api/finance/invoices/SW52:1/pdf/');
    expect(calls[0]).toMatchObject({ url: '/northside/d/api/finance/invoices/SW52:1/pdf/', authorization: 'JWT fresh' });
    await expect(response.text()).resolves.toBe('%PDF-1.7');
  });

  it('carries the per-field messages of a VALIDATION_FAILED answer', async () => {
    const fields = { name: 'This field is required' };
    const { client } = setup(() => json({ data: null, errors: [{ message: 'This field is required', extensions: { code: 'VALIDATION_FAILED', fields } }] }), auth('fresh', NOW + 600));
    await expect(client.graphql('mutation { save }')).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields });
  });
});
