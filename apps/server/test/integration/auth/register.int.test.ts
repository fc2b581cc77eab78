import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { CURRENT_ACCOUNT, REGISTER, VERIFY_ACCOUNT, freshIp, latestMail, mailCount, tokenFromLink } from './auth-helpers.js';

const PASSWORD = 'Uppercut-Slip-Weave-42';
type RegisterFields = Partial<Record<'email' | 'password1' | 'password2' | 'firstName' | 'lastName', string>>;
const RESEND = `mutation Resend($email: String!) { resendActivationEmail(email: $email) { success errors } }`;

describe('register', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://kiai.example' } });
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  const newEmail = () => `new-member-${++n}@example.test`;
  const register = (fields: RegisterFields = {}, ip = freshIp()) =>
    t.gql(REGISTER, { email: newEmail(), password1: PASSWORD, password2: PASSWORD, firstName: 'Rosa', lastName: 'Ring', ...fields }, { ip });
  const accountsWith = (email: string) => t.app.db.selectFrom('accounts').selectAll().where('email', '=', email).execute();

  it('creates a member, signs them in at once and mails a verification link', async () => {
    const email = newEmail();
    const { body } = await register({ email: `  ${email.toUpperCase()} `, firstName: ' Rosa ' });
    const result = body.data.register;
    expect(result).toMatchObject({ success: true, errors: [] });
    expect(result.authData.payload.email).toBe(email);
    const me = await t.gql(CURRENT_ACCOUNT, {}, { token: result.authData.token });
    expect(me.body.data.currentAccount.email).toBe(email);

    const [account] = await accountsWith(email);
    expect(account).toMatchObject({ firstName: 'Rosa', lastName: 'Ring', role: 'MEMBER', emailVerifiedAt: null, instructor: false, employee: false });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await latestMail(t, email);
    expect(mail?.subject).toBe('Confirm your email address for Test Club');
    expect(mail?.textBody).toContain(`https://kiai.example/${t.make.defaultClubSlug()}/account/verify/`);
    expect(mail?.htmlBody).toContain('<a href="https://kiai.example/');
    const token = tokenFromLink(mail!.textBody, `/${t.make.defaultClubSlug()}/account/verify/`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.app.db.selectFrom('oneTimeTokens').selectAll().where('accountId', '=', account!.id).execute();
    expect(stored.map((s) => s.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('answers a known email like a new one, without a second account, and mails its owner instead', async () => {
    const existing = await t.make.member();
    const before = await mailCount(t, existing.email);
    const { body } = await register({ email: existing.email.toUpperCase() });
    expect(body.data.register).toEqual({ success: true, errors: [], authData: null });
    expect(await accountsWith(existing.email)).toHaveLength(1);
    expect(await mailCount(t, existing.email)).toBe(before + 1);
    const mail = await latestMail(t, existing.email);
    expect(mail?.subject).toBe('You already have an account at Test Club');
    expect(mail?.textBody).not.toMatch(/verify/);
    // The existing password is untouched.
    const [account] = await accountsWith(existing.email);
    expect(account!.passwordHash).toBe(existing.passwordHash);
  });

  it.each<[string, RegisterFields, { field: string; message: string }]>([
    ['mismatching passwords', { password2: 'Different-Pass-99' }, { field: 'password2', message: 'The two password fields didn’t match.' }],
    ['a common password', { password1: 'password123', password2: 'password123' }, { field: 'password2', message: 'This password is too common.' }],
    ['a short password', { password1: 'Jab-2026', password2: 'Jab-2026' }, { field: 'password2', message: 'This password is too short. It must contain at least 9 characters.' }],
    ['a numeric password', { password1: '804719263551', password2: '804719263551' }, { field: 'password2', message: 'This password is entirely numeric.' }],
    ['a password like the email', { email: 'heavyweight99@example.test', password1: 'heavyweight99', password2: 'heavyweight99' }, { field: 'password2', message: 'The password is too similar to the email address.' }],
    ['an invalid email', { email: 'not-an-email' }, { field: 'email', message: 'Enter a valid email address.' }],
    ['an empty email', { email: '  ' }, { field: 'email', message: 'This field is required.' }],
    ['an empty first name', { firstName: ' ' }, { field: 'firstName', message: 'This field is required.' }],
    ['an empty last name', { lastName: '' }, { field: 'lastName', message: 'This field is required.' }],
  ])('refuses %s with a field error and creates nothing', async (_name, fields, error) => {
    const email = fields.email ?? newEmail();
    const { body } = await register({ ...fields, email });
    expect(body.data.register.success).toBe(false);
    expect(body.data.register.errors[0]).toEqual(error);
    expect(body.data.register.authData).toBeNull();
    expect(await accountsWith(email.trim().toLowerCase())).toHaveLength(0);
  });

  it('refuses more than 10 registrations an hour from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await register({}, ip)).body.data.register.success).toBe(true);
    const refused = await register({}, ip);
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_ATTEMPTS' } });
    expect((await register({})).body.data.register.success).toBe(true);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await register({}, ip)).body.data.register.success).toBe(true);
  });

  describe('A11 verifyAccount', () => {
    const registerAndGetToken = async () => {
      const email = newEmail();
      await register({ email });
      const mail = await latestMail(t, email);
      return { email, token: tokenFromLink(mail!.textBody, `/${t.make.defaultClubSlug()}/account/verify/`) };
    };

    it('verifies the email address once; the link then stops working', async () => {
      const { email, token } = await registerAndGetToken();
      expect((await t.gql(VERIFY_ACCOUNT, { token })).body.data.verifyAccount).toEqual({ success: true, errors: null });
      const [account] = await accountsWith(email);
      expect(account!.emailVerifiedAt?.getTime()).toBe(t.clock.now().getTime());
      expect((await t.gql(VERIFY_ACCOUNT, { token })).body.data.verifyAccount).toEqual({
        success: false,
        errors: { nonFieldErrors: [{ message: 'This verification link is invalid or has expired.', code: 'invalid_token' }] },
      });
    });

    it('refuses a link older than 7 days', async () => {
      const { email, token } = await registerAndGetToken();
      t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
      expect((await t.gql(VERIFY_ACCOUNT, { token })).body.data.verifyAccount.success).toBe(false);
      expect((await accountsWith(email))[0]!.emailVerifiedAt).toBeNull();
    });

    it('refuses a made-up token and a token of another club', async () => {
      expect((await t.gql(VERIFY_ACCOUNT, { token: 'made-up' })).body.data.verifyAccount.success).toBe(false);
      const { token } = await registerAndGetToken();
      const other = await t.make.club();
      expect((await t.gql(VERIFY_ACCOUNT, { token }, { club: other.slug })).body.data.verifyAccount.success).toBe(false);
    });

    it('resends a new link to unverified accounts only, answering the same for every email', async () => {
      const { email, token: first } = await registerAndGetToken();
      const verified = await t.make.member();
      const answers = [];
      for (const address of [email, verified.email, 'nobody-at-all@example.test']) {
        const before = await mailCount(t, address);
        answers.push((await t.gql(RESEND, { email: address }, { ip: freshIp() })).body);
        // The request queues a job that looks the account up; the worker would run it a moment later.
        await t.runJobs();
        answers.push(await mailCount(t, address) - before);
      }
      expect(answers).toEqual([
        { data: { resendActivationEmail: { success: true, errors: null } } },
        1,
        { data: { resendActivationEmail: { success: true, errors: null } } },
        0,
        { data: { resendActivationEmail: { success: true, errors: null } } },
        0,
      ]);
      const second = tokenFromLink((await latestMail(t, email))!.textBody, `/${t.make.defaultClubSlug()}/account/verify/`);
      expect((await t.gql(VERIFY_ACCOUNT, { token: first })).body.data.verifyAccount.success).toBe(false);
      expect((await t.gql(VERIFY_ACCOUNT, { token: second })).body.data.verifyAccount.success).toBe(true);
    });
  });
});
