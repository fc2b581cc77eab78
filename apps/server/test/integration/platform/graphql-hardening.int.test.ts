import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('GraphQL hardening (test plan Z6)', () => {
  let t: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
    prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    await prod.make.defaultClub();
  });
  afterAll(async () => {
    await t.close();
    await prod.close();
  });

  it('refuses a query nested deeper than the limit before running it', async () => {
    const deep = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }'} }`;
    const { body } = await t.gql(deep);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ');
    const { body } = await t.gql(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toBe('Too many aliases (over 30).');
  });

  it('refuses an oversized query', async () => {
    const { body } = await t.gql(`{ __typename ${' '.repeat(20_001)} }`);
    expect(body.errors?.[0]?.message).toMatch(/too long/);
  });

  it('refuses a mutation sent over GET', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: `/${t.make.defaultClubSlug()}/d/graphql/?query=${encodeURIComponent('mutation { deleteTokenCookie { deleted } }')}`,
    });
    expect(res.statusCode).toBe(405);
    expect(res.json().errors[0].message).toMatch(/GET/);
  });

  it('turns introspection and field suggestions off in production only', async () => {
    const dev = await t.gql('{ __schema { queryType { name } } }');
    expect(dev.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const introspection = await prod.gql('{ __schema { queryType { name } } }');
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await prod.gql('{ currentAcount { email } }');
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "currentAcount" on type "Query".');
    const devTypo = await t.gql('{ currentAcount { email } }');
    expect(devTypo.body.errors?.[0]?.message).toMatch(/Did you mean "currentAccount"\?/);
  });
});
