import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { CHANGE_PASSWORD, CURRENT_ACCOUNT, REFRESH, REVOKE, TOKEN_AUTH, freshIp, signIn, type AuthDataShape } from './auth-helpers.js';

describe('A7 revocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  const accessStatus = async (auth: AuthDataShape) => (await t.gql(CURRENT_ACCOUNT, {}, { token: auth.token })).status;
  const refreshCode = async (auth: AuthDataShape) =>
    (await t.gql(REFRESH, { refreshToken: auth.refreshToken })).body.errors?.[0]?.extensions?.code ?? 'OK';
  const newSession = async () => {
    const member = await t.make.member();
    return { member, auth: await signIn(t, member.email, member.password) };
  };

  describe('revokeToken', () => {
    it('ends the session of the refresh token: its access and refresh tokens fail at once', async () => {
      const { member, auth } = await newSession();
      const other = await signIn(t, member.email, member.password);
      const res = await t.gql(REVOKE, { refreshToken: auth.refreshToken });
      expect(res.body.data.revokeToken.revoked).toBe(Math.floor(t.clock.now().getTime() / 1000));
      expect(await accessStatus(auth)).toBe(401);
      expect(await refreshCode(auth)).toBe('REFRESH_TOKEN_INVALID');
      expect(await accessStatus(other)).toBe(200);
    });

    it('refuses a token it never issued', async () => {
      const res = await t.gql(REVOKE, { refreshToken: 'made-up' });
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Invalid refresh token', extensions: { code: 'REFRESH_TOKEN_INVALID' } });
    });
  });

  describe('deleteTokenCookie', () => {
    it('clears the cookie and, with an access token, ends that session', async () => {
      const { auth } = await newSession();
      const res = await t.server.inject({
        method: 'POST',
        url: `/${t.make.defaultClubSlug()}/d/graphql/`,
        headers: { 'content-type': 'application/json', authorization: `JWT ${auth.token}` },
        payload: JSON.stringify({ query: 'mutation { deleteTokenCookie { deleted } }' }),
      });
      expect(res.json()).toEqual({ data: { deleteTokenCookie: { deleted: true } } });
      expect(res.headers['set-cookie']).toContain('JWT=; Path=/; Max-Age=0');
      expect(await accessStatus(auth)).toBe(401);
      expect(await refreshCode(auth)).toBe('REFRESH_TOKEN_INVALID');
    });

    it('answers deleted without a token and leaves sessions alone', async () => {
      const { auth } = await newSession();
      const res = await t.gql('mutation { deleteTokenCookie { deleted } deleteRefreshTokenCookie { deleted } }');
      expect(res.body.data).toEqual({ deleteTokenCookie: { deleted: true }, deleteRefreshTokenCookie: { deleted: true } });
      expect(await accessStatus(auth)).toBe(200);
    });
  });

  describe('updateAccountPassword', () => {
    it('changes the password and ends every session of the account', async () => {
      const { member, auth } = await newSession();
      const other = await signIn(t, member.email, member.password);
      const res = await t.gql(CHANGE_PASSWORD, { input: { passwordCurrent: member.password, passwordNew: 'Fresh-Gloves-Tuesday-7' } }, { token: auth.token });
      expect(res.body).toEqual({ data: { updateAccountPassword: { ok: true } } });
      for (const old of [auth, other]) {
        expect(await accessStatus(old)).toBe(401);
        expect(await refreshCode(old)).toBe('REFRESH_TOKEN_INVALID');
      }
      const account = await t.app.db.selectFrom('accounts').select('tokenVersion').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(account.tokenVersion).toBe(member.tokenVersion + 1);
      const oldLogin = await t.gql(TOKEN_AUTH, { username: member.email, password: member.password }, { ip: freshIp() });
      expect(oldLogin.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
      expect(await signIn(t, member.email, 'Fresh-Gloves-Tuesday-7')).toBeTruthy();
    });

    it('refuses a wrong current password and changes nothing', async () => {
      const { member, auth } = await newSession();
      const res = await t.gql(CHANGE_PASSWORD, { input: { passwordCurrent: 'Wrong-Password-1234', passwordNew: 'Fresh-Gloves-Tuesday-7' } }, { token: auth.token });
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Your current password is not correct.', extensions: { code: 'INVALID_CREDENTIALS' } });
      expect(await accessStatus(auth)).toBe(200);
      expect(await signIn(t, member.email, member.password)).toBeTruthy();
    });

    it('applies the password rules to the new password', async () => {
      const { member, auth } = await newSession();
      const res = await t.gql(CHANGE_PASSWORD, { input: { passwordCurrent: member.password, passwordNew: 'short' } }, { token: auth.token });
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'This password is too short. It must contain at least 9 characters.',
        extensions: { code: 'VALIDATION_FAILED', field: 'passwordNew' },
      });
      expect(await accessStatus(auth)).toBe(200);
    });

    it('asks for a login without a token', async () => {
      const res = await t.gql(CHANGE_PASSWORD, { input: { passwordCurrent: 'x', passwordNew: 'Fresh-Gloves-Tuesday-7' } });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('USER_NOT_LOGGED_IN');
    });
  });

  describe('deactivation', () => {
    it('makes the account’s access and refresh tokens fail at once', async () => {
      const { member, auth } = await newSession();
      await t.app.db.updateTable('accounts').set({ active: false }).where('id', '=', member.id).execute();
      expect(await accessStatus(auth)).toBe(401);
      expect(await refreshCode(auth)).toBe('REFRESH_TOKEN_INVALID');
    });
  });
});
