import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { REGISTER, TOKEN_AUTH, freshIp } from '../auth/auth-helpers.js';

const NODES = `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }`;
const UPDATE = `mutation UpdateAccount($input: UpdateAccountInput!) { updateAccount(input: $input) { account { id } } }`;
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const NUL_ERROR = { message: 'Text must not contain NUL characters.', extensions: { code: 'VALIDATION_FAILED' } };
const UTF8_ERROR = { message: 'Text must be valid UTF-8.', extensions: { code: 'VALIDATION_FAILED' } };

describe('hardened edges (test plan H1–H4)', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
    slug = t.make.defaultClubSlug();
  });
  afterAll(() => t.close());

  const raw = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: string | Buffer, headers: Record<string, string> = {}) =>
    t.server.inject({ method, url, headers: { 'content-type': 'application/json', ...headers }, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload }) });
  const postGraphQL = (payload: string | Buffer, headers?: Record<string, string>) => raw('POST', `/${slug}/d/graphql/`, payload, headers);

  describe('H1 list arguments', () => {
    it('answers nodes(ids:) with up to 100 ids', async () => {
      const member = await t.make.member();
      const ids = Array.from({ length: 100 }, () => globalId('AccountNode', member.id));
      const { status, body } = await t.gql(NODES, { ids }, { token: (await t.make.session(member)).token });
      expect(body.errors).toBeUndefined();
      expect(status).toBe(200);
      expect(body.data.nodes).toHaveLength(100);
    });

    it('refuses 24,000 ids in a variable before running anything, and answers other clients meanwhile', async () => {
      const ids = Array.from({ length: 24_000 }, (_, i) => globalId('AccountNode', i + 1));
      const started = performance.now();
      const [big, other] = await Promise.all([t.gql(NODES, { ids }), t.gql('{ __typename }')]);
      expect(big.status).toBe(400);
      expect(big.body).toEqual({ data: null, errors: [{ message: 'A list may hold at most 100 items.', extensions: { code: 'BAD_REQUEST' } }] });
      expect(other.body.data).toEqual({ __typename: 'Query' });
      expect(performance.now() - started).toBeLessThan(2000);
    });

    it('answers a megabyte of deeply nested or flat lists with a 400, never an internal error', async () => {
      const depth = 250_000;
      const nested = await postGraphQL(`{"query":"{ __typename }","variables":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`);
      expect(nested.statusCode).toBe(200); // one item per level: nothing over the cap, and x is no variable of the query
      const flat = await postGraphQL(`{"query":"{ __typename }","variables":{"x":[${Array.from({ length: 400_000 }, () => '0').join(',')}]}}`);
      expect(flat.statusCode).toBe(400);
      expect(flat.json().errors[0].message).toBe('A list may hold at most 100 items.');
    });

    it('refuses a list literal over 100 items in any argument', async () => {
      const ids = Array.from({ length: 101 }, (_, i) => `"${globalId('AccountNode', i + 1)}"`).join(',');
      const { status, body } = await t.gql(`{ nodes(ids: [${ids}]) { id } }`);
      expect(status).toBe(400);
      expect(body.errors?.map((e) => e.message)).toEqual(['A list may hold at most 100 items.']);
    });

    it('refuses a long list nested inside an input variable too', async () => {
      const member = await t.make.member();
      const token = (await t.make.session(member)).token;
      const { body } = await t.gql(UPDATE, { input: { id: globalId('AccountNode', member.id), extra: Array.from({ length: 101 }, () => 1) } }, { token });
      expect(body.errors?.[0]?.message).toBe('A list may hold at most 100 items.');
    });
  });

  describe('H2 invalid text', () => {
    it('refuses a NUL in the tokenAuth username', async () => {
      const { status, body } = await t.gql(TOKEN_AUTH, { username: 'member\u0000@example.test', password: 'Whatever-123' }, { ip: freshIp() });
      expect(status).toBe(400);
      expect(body).toEqual({ data: null, errors: [NUL_ERROR] });
    });

    it('refuses a NUL in the register first name', async () => {
      const vars = { email: 'nul@example.test', password1: 'Long-Enough-Pass-1', password2: 'Long-Enough-Pass-1', firstName: 'Jo\u0000', lastName: 'Doe' };
      const { status, body } = await t.gql(REGISTER, vars, { ip: freshIp() });
      expect(status).toBe(400);
      expect(body.errors).toEqual([NUL_ERROR]);
      expect(await t.app.db.selectFrom('accounts').select('id').where('email', '=', 'nul@example.test').executeTakeFirst()).toBeUndefined();
    });

    it('refuses a NUL in the updateAccount city, written inline in the document', async () => {
      const member = await t.make.member();
      const token = (await t.make.session(member)).token;
      const { status, body } = await t.gql(
        `mutation { updateAccount(input: { id: "${globalId('AccountNode', member.id)}", city: "Ams\\u0000terdam" }) { account { id } } }`,
        {},
        { token },
      );
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatchObject(NUL_ERROR);
    });

    it('refuses a lone surrogate (text without a UTF-8 form) in a variable', async () => {
      const res = await postGraphQL(`{"query":"query($ids:[ID!]!){ nodes(ids:$ids) { id } }","variables":{"ids":["\\ud800"]}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: null, errors: [UTF8_ERROR] });
    });

    it('refuses a body that is not valid UTF-8', async () => {
      const payload = Buffer.concat([Buffer.from('{"query":"{ __typename }","variables":{"x":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}}')]);
      const res = await postGraphQL(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: null, errors: [UTF8_ERROR] });
    });

    it('refuses a NUL or broken UTF-8 in the path', async () => {
      const nul = await raw('POST', `/${slug}%00/d/graphql/`, '{"query":"{ __typename }"}');
      expect(nul.statusCode).toBe(400);
      expect(nul.json().errors).toEqual([NUL_ERROR]);
      const broken = await raw('GET', `/${slug}/d/api/%ff`);
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ success: false, error: UTF8_ERROR.message, code: 'VALIDATION_FAILED' });
    });

    it('refuses a header that is not valid UTF-8', async () => {
      const res = await postGraphQL('{"query":"{ __typename }"}', { 'x-client-name': Buffer.from([0xff, 0xfe]).toString('latin1') });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([UTF8_ERROR]);
    });

    it('answers a NUL that the HTTP parser of Node refuses (in a header or the raw path) in the error shape of the API, over a real socket', async () => {
      const address = await t.server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const send = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
          let answer = '';
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('close', () => resolve(answer));
          socket.on('error', reject);
        });
      for (const request of [
        `POST /${slug}/d/graphql/ HTTP/1.1\r\nHost: x\r\nX-Client: a\u0000b\r\nContent-Length: 2\r\n\r\n{}`,
        `GET /${slug}/d/gra\u0000phql/ HTTP/1.1\r\nHost: x\r\n\r\n`,
      ]) {
        const answer = await send(request);
        expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
        expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
          success: false,
          error: 'The request is not valid HTTP (a NUL or another forbidden character?).',
          code: 'VALIDATION_FAILED',
        });
      }
    });

    it('still accepts ordinary non-ASCII text', async () => {
      const member = await t.make.member();
      const token = (await t.make.session(member)).token;
      const { body } = await t.gql(UPDATE, { input: { id: globalId('AccountNode', member.id), city: 'Zürich 🥊' } }, { token });
      expect(body.errors).toBeUndefined();
      expect((await t.app.db.selectFrom('accounts').select('city').where('id', '=', member.id).executeTakeFirstOrThrow()).city).toBe('Zürich 🥊');
    });
  });

  describe('H3 malformed GraphQL bodies', () => {
    const missing = { data: null, errors: [{ message: 'The request needs a "query": the GraphQL document as a non-empty string.', extensions: { code: 'BAD_REQUEST' } }] };
    for (const payload of ['{"query": 123}', '{"query": null}', '{}', '[]', '{"query": ""}']) {
      it(`answers ${payload} with a 400 that says what is missing`, async () => {
        const res = await postGraphQL(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(missing);
      });
    }

    it('answers a GET without a query the same', async () => {
      const res = await raw('GET', `/${slug}/d/graphql/`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(missing);
    });
  });

  describe('H4 unknown paths under /<club>/d/', () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      it(`answers ${method} on an unknown path with {success: false, error} and 404`, async () => {
        const res = await raw(method, `/${slug}/d/no-such-thing/`, method === 'GET' ? undefined : '{}');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, error: 'Not found', code: 'NOT_FOUND' });
      });
    }

    it('answers the same under an unknown club and off any club', async () => {
      for (const url of ['/no-such-club/d/api/x', '/static/no-such-file.js', '/a/b/c']) {
        const res = await raw('DELETE', url, '{}');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, error: 'Not found', code: 'NOT_FOUND' });
      }
    });
  });
});
