import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { CURRENT_ACCOUNT, PASSWORD_RESET, REFRESH, SEND_RESET, TOKEN_AUTH, freshIp, latestMail, mailCount, signIn, tokenFromLink } from './auth-helpers.js';

const NEW_PASSWORD = 'Southpaw-Stance-Ready-8';

describe('A4 password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://kiai.example' } });
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  /** Asks for a link and runs the jobs, as the worker would: the request only queues them. */
  const requestReset = async (email: string, ip = freshIp()) => {
    const res = await t.gql(SEND_RESET, { email }, { ip });
    await t.runJobs();
    return res;
  };
  const reset = (token: string, newPassword1 = NEW_PASSWORD, newPassword2 = newPassword1) =>
    t.gql(PASSWORD_RESET, { token, newPassword1, newPassword2 });
  const resetLinkPath = () => `/${t.make.defaultClubSlug()}/password-reset/`;
  /** Asks for a reset and returns the token from the mail. */
  const mailedToken = async (email: string) => {
    await requestReset(email);
    return tokenFromLink((await latestMail(t, email))!.textBody, resetLinkPath());
  };

  it('mails a link that sets a new password once', async () => {
    const member = await t.make.member({ emailVerifiedAt: null });
    const res = await requestReset(member.email.toUpperCase());
    expect(res.body).toEqual({ data: { sendPasswordResetEmail: { success: true, errors: null } } });
    const mail = await latestMail(t, member.email);
    expect(mail?.subject).toBe('Reset your password for Test Club');
    expect(mail?.textBody).toContain(`https://kiai.example${resetLinkPath()}`);
    const token = tokenFromLink(mail!.textBody, resetLinkPath());
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.app.db.selectFrom('oneTimeTokens').selectAll().where('accountId', '=', member.id).where('purpose', '=', 'PASSWORD_RESET').execute();
    expect(stored.map((s) => s.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);

    expect((await reset(token)).body.data.passwordReset).toEqual({ success: true, errors: null });
    expect(await signIn(t, member.email, NEW_PASSWORD)).toBeTruthy();
    const old = await t.gql(TOKEN_AUTH, { username: member.email, password: member.password }, { ip: freshIp() });
    expect(old.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const account = await t.app.db.selectFrom('accounts').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(account.emailVerifiedAt).not.toBeNull();

    expect((await reset(token, 'Another-Pass-Word-77')).body.data.passwordReset).toEqual({
      success: false,
      errors: { nonFieldErrors: [{ message: 'This password reset link is invalid or has already been used.', code: 'invalid_token' }] },
    });
  });

  it('answers an unknown email exactly like a known one and mails nobody', async () => {
    const member = await t.make.member();
    const known = await requestReset(member.email);
    const unknown = await requestReset('nobody-reset@example.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailCount(t, 'nobody-reset@example.test')).toBe(0);
  });

  it('answers a malformed email with a field error', async () => {
    expect((await requestReset('not an email')).body.data.sendPasswordResetEmail).toEqual({
      success: false,
      errors: { email: [{ message: 'Enter a valid email address.', code: 'invalid' }] },
    });
  });

  it('ends every session and access token of the account on success', async () => {
    const member = await t.make.member();
    const sessions = [await signIn(t, member.email, member.password), await signIn(t, member.email, member.password)];
    expect((await reset(await mailedToken(member.email))).body.data.passwordReset.success).toBe(true);
    for (const auth of sessions) {
      expect((await t.gql(CURRENT_ACCOUNT, {}, { token: auth.token })).status).toBe(401);
      expect((await t.gql(REFRESH, { refreshToken: auth.refreshToken })).body.errors?.[0]?.extensions?.code).toBe('REFRESH_TOKEN_INVALID');
    }
  });

  it('works for 60 minutes and not after', async () => {
    const member = await t.make.member();
    const token = await mailedToken(member.email);
    t.clock.advance(60 * 60_000);
    expect((await reset(token)).body.data.passwordReset).toEqual({
      success: false,
      errors: { nonFieldErrors: [{ message: 'This password reset link has expired. Please request a new one.', code: 'expired_token' }] },
    });
    const second = await t.make.member();
    const fresh = await mailedToken(second.email);
    t.clock.advance(59 * 60_000);
    expect((await reset(fresh)).body.data.passwordReset.success).toBe(true);
  });

  it('voids older links when a newer one is requested', async () => {
    const member = await t.make.member();
    const older = await mailedToken(member.email);
    const newer = await mailedToken(member.email);
    expect(newer).not.toBe(older);
    expect((await reset(older)).body.data.passwordReset.errors.nonFieldErrors[0].code).toBe('invalid_token');
    expect((await reset(newer)).body.data.passwordReset.success).toBe(true);
  });

  it('answers password errors as a field map and keeps the link usable', async () => {
    const member = await t.make.member();
    const token = await mailedToken(member.email);
    expect((await reset(token, NEW_PASSWORD, 'Something-Else-99')).body.data.passwordReset).toEqual({
      success: false,
      errors: { newPassword2: [{ message: 'The two password fields didn’t match.', code: 'password_mismatch' }] },
    });
    expect((await reset(token, '12345678')).body.data.passwordReset.errors).toEqual({
      newPassword2: [
        { message: 'This password is too short. It must contain at least 9 characters.', code: 'password_too_short' },
        { message: 'This password is too common.', code: 'password_too_common' },
        { message: 'This password is entirely numeric.', code: 'password_entirely_numeric' },
      ],
    });
    expect((await reset(token, '', '')).body.data.passwordReset.errors).toEqual({
      newPassword1: [{ message: 'This field is required.', code: 'required' }],
      newPassword2: [{ message: 'This field is required.', code: 'required' }],
    });
    expect((await reset(token)).body.data.passwordReset.success).toBe(true);
  });

  it('refuses a made-up token', async () => {
    expect((await reset('made-up-token')).body.data.passwordReset.errors.nonFieldErrors[0].code).toBe('invalid_token');
  });

  it('lets exactly one of two concurrent resets with one link succeed', async () => {
    const member = await t.make.member();
    const token = await mailedToken(member.email);
    const results = await Promise.all([reset(token, 'First-Racer-Pass-11'), reset(token, 'Second-Racer-Pass-22')]);
    expect(results.filter((r) => r.body.data.passwordReset.success)).toHaveLength(1);
  });

  it('sends at most 3 links per account in 15 minutes, answering the same', async () => {
    const member = await t.make.member();
    const before = await mailCount(t, member.email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await requestReset(member.email)).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailCount(t, member.email)).toBe(before + 3);
  });

  it('refuses more than 10 requests an hour from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await requestReset(`someone-${i}@example.test`, ip);
    expect((await requestReset('someone-else@example.test', ip)).body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
