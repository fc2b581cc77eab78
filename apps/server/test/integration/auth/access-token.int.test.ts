import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { CURRENT_ACCOUNT, VERIFY_TOKEN, signIn, type AuthDataShape } from './auth-helpers.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('A5 access tokens', () => {
  let t: TestApp;
  let auth: AuthDataShape;
  let claims: Record<string, unknown>;
  const secret = () => new TextEncoder().encode(t.config.jwtSecret);

  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
    const member = await t.make.member();
    auth = await signIn(t, member.email, member.password);
    claims = decodeJwt(auth.token);
  });
  afterAll(() => t.close());

  /** currentAccount with a raw Authorization header. */
  const withHeader = (authorization: string) =>
    t.server.inject({
      method: 'POST',
      url: `/${t.make.defaultClubSlug()}/d/graphql/`,
      headers: { 'content-type': 'application/json', authorization },
      payload: JSON.stringify({ query: CURRENT_ACCOUNT }),
    });
  const resign = (payload: Record<string, unknown>, header: Record<string, unknown> = {}) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header }).sign(secret());

  it('accepts its own token with the JWT prefix', async () => {
    const res = await withHeader(`JWT ${auth.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currentAccount.email).toBe(claims.email);
  });

  it('still accepts a token re-signed from the same claims (so the cases below fail for their one change)', async () => {
    expect((await withHeader(`JWT ${await resign(claims)}`)).statusCode).toBe(200);
  });

  it.each([
    ['Bearer', (token: string) => `Bearer ${token}`],
    ['lower-case jwt', (token: string) => `jwt ${token}`],
    ['no space', (token: string) => `JWT${token}`],
    ['no prefix', (token: string) => token],
  ])('answers 401 to the prefix case: %s', async (_name, header) => {
    const res = await withHeader(header(auth.token));
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].extensions.code).toBe('TOKEN_INVALID');
  });

  it('answers 401 to alg none', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await withHeader(`JWT ${unsigned}`)).statusCode).toBe(401);
  });

  it('answers 401 to a token signed with another key', async () => {
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('some-other-secret-of-enough-length-1234'));
    expect((await withHeader(`JWT ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 to a token without exp', async () => {
    const { exp: _exp, ...rest } = claims;
    expect((await withHeader(`JWT ${await resign(rest)}`)).statusCode).toBe(401);
  });

  it('answers 401 to a tampered payload', async () => {
    const [header, , signature] = auth.token.split('.');
    const tampered = `${header}.${b64({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`;
    expect((await withHeader(`JWT ${tampered}`)).statusCode).toBe(401);
  });

  it.each([
    ['kid', { kid: 'attacker-key' }],
    ['jku', { jku: 'https://attacker.example/jwks.json' }],
    ['jwk', { jwk: { kty: 'oct', k: 'c2VjcmV0' } }],
  ])('answers 401 to a foreign key hint: %s', async (_name, header) => {
    expect((await withHeader(`JWT ${await resign(claims, header)}`)).statusCode).toBe(401);
  });

  it('answers 401 to a refresh token sent as access token', async () => {
    expect((await withHeader(`JWT ${auth.refreshToken}`)).statusCode).toBe(401);
  });

  it('answers 401 to a Google ID token sent as access token', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const google = await new SignJWT({ email: claims.email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('1234567890')
      .setIssuer('https://accounts.google.com')
      .setAudience('client-id')
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 3600)
      .sign(privateKey);
    expect((await withHeader(`JWT ${google}`)).statusCode).toBe(401);
  });

  it('answers 401 to a token of another club', async () => {
    const other = await t.make.club();
    const res = await t.server.inject({
      method: 'POST',
      url: `/${other.slug}/d/graphql/`,
      headers: { 'content-type': 'application/json', authorization: `JWT ${auth.token}` },
      payload: JSON.stringify({ query: CURRENT_ACCOUNT }),
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to a validly signed token of a session that does not exist', async () => {
    expect((await withHeader(`JWT ${await resign({ ...claims, sid: '00000000-0000-4000-8000-000000000000' })}`)).statusCode).toBe(401);
    expect((await withHeader(`JWT ${await resign({ ...claims, sid: 'not-a-uuid' })}`)).statusCode).toBe(401);
  });

  it('answers 401 with TOKEN_EXPIRED once the token has expired', async () => {
    t.clock.advance(301_000);
    try {
      const res = await withHeader(`JWT ${auth.token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0]).toMatchObject({ message: 'Signature has expired', extensions: { code: 'TOKEN_EXPIRED' } });
    } finally {
      t.clock.advance(-301_000);
    }
  });

  it('verifyToken answers the payload of a valid token and an error for anything else', async () => {
    const ok = await t.gql(VERIFY_TOKEN, { token: auth.token });
    expect(ok.body.data.verifyToken.payload).toEqual(auth.payload);
    const bad = await t.gql(VERIFY_TOKEN, { token: auth.refreshToken });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('TOKEN_INVALID');
    expect(bad.body.data).toEqual({ verifyToken: null });
  });
});
