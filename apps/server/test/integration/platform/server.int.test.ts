import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  it('answers health checks after migrating', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 404 for an unknown club', async () => {
    const res = await t.server.inject({ method: 'POST', url: '/nope/d/graphql/', payload: { query: '{ __typename }' } });
    expect(res.statusCode).toBe(404);
  });

  it('answers malformed JSON with a clear 400 and no stack trace', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: `/${t.make.defaultClubSlug()}/d/graphql/`,
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ message: 'Malformed JSON body', extensions: { code: 'BAD_REQUEST' } });
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers a malformed query with a GraphQL error', async () => {
    const { status, body } = await t.gql('{ currentAccount { ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('asks for a login on currentAccount without a token', async () => {
    const { body } = await t.gql('{ currentAccount { email } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('USER_NOT_LOGGED_IN');
  });

  it('answers the same endpoint on /<club>/graphql for tools', async () => {
    const res = await t.server.inject({ method: 'POST', url: `/${t.make.defaultClubSlug()}/graphql`, payload: { query: '{ __typename }' } });
    expect(res.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
