import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { CURRENT_ACCOUNT } from './auth-helpers.js';

const CLIENT_ID = 'kiai-test-client.apps.googleusercontent.com';
const KID = 'test-key-1';

describe('A10 Google sign-in', () => {
  let t: TestApp;
  let jwks: Server;
  let googleKey: CryptoKey;
  let seq = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    t = await createTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` },
    });
    await t.make.defaultClub();
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  /** A Google ID token; every claim can be overridden, and another key or kid used. */
  const googleToken = async (claims: JWTPayload = {}, options: { key?: CryptoKey; kid?: string } = {}) =>
    new SignJWT({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: `google-${++seq}`,
      email: `google-user-${seq}@gmail.example`,
      email_verified: true,
      given_name: 'Gina',
      family_name: 'Glove',
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID })
      .sign(options.key ?? googleKey);
  const post = (body: unknown) =>
    t.server.inject({ method: 'POST', url: `/${t.make.defaultClubSlug()}/d/api/auth/google/`, payload: body as object });
  const accountsWith = (email: string) => t.app.db.selectFrom('accounts').selectAll().where('email', '=', email).execute();
  const expectRefused = (res: Awaited<ReturnType<typeof post>>, error = 'Google sign-in failed.') => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, code: 'GOOGLE_SIGN_IN_FAILED' });
  };

  it('creates a member for a new verified Google account and answers tokenAuth’s auth data', async () => {
    const res = await post({ token: await googleToken({ sub: 'sub-new', email: 'New.Boxer@Gmail.example' }) });
    expect(res.statusCode).toBe(200);
    const auth = res.json();
    expect(Object.keys(auth).sort()).toEqual(['payload', 'refreshExpiresIn', 'refreshToken', 'token']);
    expect(auth.payload).toEqual({ email: 'new.boxer@gmail.example', exp: nowSeconds() + 300, origIat: nowSeconds() });
    const [account] = await accountsWith('new.boxer@gmail.example');
    expect(account).toMatchObject({ googleSub: 'sub-new', firstName: 'Gina', lastName: 'Glove', passwordHash: null, role: 'MEMBER' });
    expect(account!.emailVerifiedAt).not.toBeNull();
    const me = await t.gql(CURRENT_ACCOUNT, {}, { token: auth.token });
    expect(me.body.data.currentAccount.email).toBe('new.boxer@gmail.example');
  });

  it('keys accounts by sub: the same sub signs in to the same account even with another email', async () => {
    await post({ token: await googleToken({ sub: 'sub-stable', email: 'first@gmail.example' }) });
    const res = await post({ token: await googleToken({ sub: 'sub-stable', email: 'renamed@gmail.example' }) });
    expect(res.json().payload.email).toBe('first@gmail.example');
    expect(await accountsWith('renamed@gmail.example')).toHaveLength(0);
  });

  it('links an existing password account when Google vouches for the email', async () => {
    const member = await t.make.member();
    const res = await post({ token: await googleToken({ sub: 'sub-link', email: member.email }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.email).toBe(member.email);
    const [account] = await accountsWith(member.email);
    expect(account).toMatchObject({ id: member.id, googleSub: 'sub-link', passwordHash: member.passwordHash });
  });

  it('never links an existing password account when email_verified is false', async () => {
    const member = await t.make.member();
    expectRefused(await post({ token: await googleToken({ email: member.email, email_verified: false }) }), 'Your Google account has no verified email address.');
    const [account] = await accountsWith(member.email);
    expect(account!.googleSub).toBeNull();
  });

  it('creates no account for an unverified Google email', async () => {
    expectRefused(await post({ token: await googleToken({ email: 'unverified@gmail.example', email_verified: false }) }), 'Your Google account has no verified email address.');
    expect(await accountsWith('unverified@gmail.example')).toHaveLength(0);
  });

  it('refuses an account already linked to another Google account', async () => {
    const member = await t.make.member({ googleSub: 'sub-original' });
    expectRefused(await post({ token: await googleToken({ sub: 'sub-intruder', email: member.email }) }), 'This email address is linked to another Google account.');
  });

  it('refuses an inactive account', async () => {
    const member = await t.make.member({ googleSub: 'sub-inactive', active: false });
    expectRefused(await post({ token: await googleToken({ sub: 'sub-inactive', email: member.email }) }));
  });

  it.each([
    ['a wrong audience', { aud: 'someone-elses-client.apps.googleusercontent.com' }],
    ['a wrong issuer', { iss: 'https://accounts.evil.example' }],
    ['an expired token', { iat: 1_700_000_000, exp: 1_700_003_600 }],
  ])('refuses %s', async (_name, claims) => {
    const email = `refused-${seq + 1}@gmail.example`;
    expectRefused(await post({ token: await googleToken({ email, ...claims }) }));
    expect(await accountsWith(email)).toHaveLength(0);
  });

  it('refuses a token signed by a key Google did not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expectRefused(await post({ token: await googleToken({}, { key: privateKey }) }));
    expectRefused(await post({ token: await googleToken({}, { key: privateKey, kid: 'unknown-kid' }) }));
  });

  it('refuses a token that is not a JWT, and a body without a token', async () => {
    expectRefused(await post({ token: 'not-a-jwt' }));
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('tells the portal the club name, currency, Google client id and time zone', async () => {
    const res = await t.server.inject({ method: 'GET', url: `/${t.make.defaultClubSlug()}/d/api/portal-config/` });
    expect(res.json()).toEqual({ clubName: 'Test Club', logoUrl: '', currencySymbol: '€', dateFormat: 'DD-MM-YYYY', timeFormat: '24hr', googleClientId: CLIENT_ID, timeZone: 'Europe/Amsterdam' });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  it('answers 404 with a clear error', async () => {
    const res = await t.server.inject({ method: 'POST', url: `/${t.make.defaultClubSlug()}/d/api/auth/google/`, payload: { token: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Google sign-in is not enabled.', code: 'NOT_FOUND' });
  });

  it('tells the portal there is no Google client id', async () => {
    const res = await t.server.inject({ method: 'GET', url: `/${t.make.defaultClubSlug()}/d/api/portal-config/` });
    expect(res.json()).toEqual({ clubName: 'Test Club', logoUrl: '', currencySymbol: '€', dateFormat: 'DD-MM-YYYY', timeFormat: '24hr', googleClientId: null, timeZone: 'Europe/Amsterdam' });
  });
});
