import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { CURRENT_ACCOUNT, REFRESH, signIn, type AuthDataShape } from './auth-helpers.js';

const DAY = 24 * 3600 * 1000;

describe('A6 refresh token rotation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => t.gql(REFRESH, { refreshToken });
  const errorOf = (res: Awaited<ReturnType<typeof refresh>>) => res.body.errors?.[0];
  const newSession = async () => {
    const member = await t.make.member();
    return { member, auth: await signIn(t, member.email, member.password) };
  };
  const canUse = async (auth: AuthDataShape) => (await t.gql(CURRENT_ACCOUNT, {}, { token: auth.token })).status === 200;

  it('answers a new access and refresh token, keeping origIat at the sign-in', async () => {
    const { member, auth } = await newSession();
    t.clock.advance(200_000);
    const res = await refresh(auth.refreshToken);
    const next = res.body.data.refreshToken as AuthDataShape;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(next.refreshToken).not.toBe(auth.refreshToken);
    expect(next.token).not.toBe(auth.token);
    expect(next.payload).toEqual({ email: member.email, exp: now + 300, origIat: auth.payload.origIat });
    expect(next.refreshExpiresIn).toBe(now + t.config.refreshTokenTtlSeconds);
    expect(await canUse(next)).toBe(true);
  });

  it('kills the old refresh token: presenting it again revokes the whole session', async () => {
    const { auth } = await newSession();
    const next = (await refresh(auth.refreshToken)).body.data.refreshToken as AuthDataShape;
    const reuse = await refresh(auth.refreshToken);
    expect(errorOf(reuse)).toMatchObject({ message: 'Invalid refresh token', extensions: { code: 'REFRESH_TOKEN_INVALID' } });
    // The thief or the owner: one of them holds `next`, and it must die too.
    expect(errorOf(await refresh(next.refreshToken))?.extensions?.code).toBe('REFRESH_TOKEN_INVALID');
    expect(await canUse(next)).toBe(false);
  });

  it('leaves the member’s other sessions alone when one is revoked for reuse', async () => {
    const { member, auth } = await newSession();
    const other = await signIn(t, member.email, member.password);
    await refresh(auth.refreshToken);
    await refresh(auth.refreshToken);
    expect(await canUse(other)).toBe(true);
    expect((await refresh(other.refreshToken)).body.data?.refreshToken).toBeTruthy();
  });

  it('lets exactly one of two concurrent refreshes with one token succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const { auth } = await newSession();
      const results = await Promise.all([refresh(auth.refreshToken), refresh(auth.refreshToken)]);
      const winners = results.filter((r) => r.body.data?.refreshToken);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => errorOf(r)?.extensions?.code === 'REFRESH_TOKEN_INVALID')).toHaveLength(1);
      expect(results.every((r) => r.status === 200)).toBe(true);
    }
  });

  it('stores only a SHA-256 hash of each refresh token', async () => {
    const { member, auth } = await newSession();
    const rows = await t.app.db.selectFrom('refreshTokens').selectAll().where('accountId', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(auth.refreshToken).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(auth.refreshToken);
  });

  it('refuses an expired refresh token', async () => {
    const { auth } = await newSession();
    t.clock.advance(t.config.refreshTokenTtlSeconds * 1000 + 1000);
    expect(errorOf(await refresh(auth.refreshToken))?.message).toBe('Refresh token is expired');
  });

  it('ends a session at its absolute lifetime however often it is refreshed', async () => {
    const { auth } = await newSession();
    const sessionEnd = auth.payload.origIat + t.config.refreshFamilyMaxAgeSeconds;
    let current = auth;
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * DAY);
      current = (await refresh(current.refreshToken)).body.data.refreshToken;
      expect(current.refreshExpiresIn).toBeLessThanOrEqual(sessionEnd);
    }
    expect(current.refreshExpiresIn).toBe(sessionEnd);
    t.clock.advance(6 * DAY);
    expect(errorOf(await refresh(current.refreshToken))?.extensions?.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('refuses an unknown refresh token', async () => {
    expect(errorOf(await refresh('not-a-token-we-issued'))).toMatchObject({
      message: 'Invalid refresh token',
      extensions: { code: 'REFRESH_TOKEN_INVALID' },
    });
  });

  it('refuses a refresh token of another club', async () => {
    const { auth } = await newSession();
    const other = await t.make.club();
    const res = await t.gql(REFRESH, { refreshToken: auth.refreshToken }, { club: other.slug });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('REFRESH_TOKEN_INVALID');
  });
});
