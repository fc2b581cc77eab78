import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { TOKEN_AUTH, freshIp } from './auth-helpers.js';

const WRONG = 'Not-The-Password-123';

describe('tokenAuth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip = freshIp()) => t.gql(TOKEN_AUTH, { username, password }, { ip });
  const failures = async (email: string) =>
    (await t.app.db.selectFrom('loginAttempts').select('id').where('email', '=', email).where('succeeded', '=', false).execute()).length;

  it('signs in with email and password and answers tokens and payload', async () => {
    const member = await t.make.member();
    const { body } = await login(`  ${member.email.toUpperCase()} `, member.password);
    const auth = body.data.tokenAuth;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(auth.payload).toEqual({ email: member.email, exp: now + 300, origIat: now });
    expect(auth.refreshExpiresIn).toBe(now + t.config.refreshTokenTtlSeconds);
    expect(auth.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.gql('{ currentAccount { email } }', {}, { token: auth.token });
    expect(me.body.data.currentAccount.email).toBe(member.email);
  });

  describe('A1 password storage', () => {
    it('stores argon2id hashes, different for the same password', async () => {
      const a = await t.make.member({ password: 'Same-Password-For-Both-1' });
      const b = await t.make.member({ password: 'Same-Password-For-Both-1' });
      expect(a.passwordHash).toMatch(/^\$argon2id\$/);
      expect(a.passwordHash).not.toBe(b.passwordHash);
    });

    it('accepts a 64-character password', async () => {
      const password = 'k'.repeat(30) + '-Long-Passphrase-' + 'z'.repeat(17);
      expect(password).toHaveLength(64);
      const member = await t.make.member({ password });
      expect((await login(member.email, password)).body.data?.tokenAuth.token).toBeTruthy();
    });

    it('tells apart two long passwords that differ only in the last byte', async () => {
      const password = 'Long-Passphrase-'.repeat(7) + 'A';
      const member = await t.make.member({ password });
      const wrong = await login(member.email, password.slice(0, -1) + 'B');
      expect(wrong.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
      expect((await login(member.email, password)).body.data?.tokenAuth).toBeTruthy();
    });
  });

  describe('A3 enumeration', () => {
    it('answers an unknown email, a wrong password and an inactive account the same', async () => {
      const member = await t.make.member();
      const inactive = await t.make.member({ active: false });
      const wrongPassword = await login(member.email, WRONG);
      const unknown = await login('nobody-here@example.test', WRONG);
      const deactivated = await login(inactive.email, inactive.password);
      expect(wrongPassword.status).toBe(unknown.status);
      expect(wrongPassword.body).toEqual(unknown.body);
      expect(deactivated.body).toEqual(unknown.body);
      expect(unknown.body.errors).toEqual([
        { message: 'Please enter valid credentials', locations: [{ line: 2, column: 3 }], path: ['tokenAuth'], extensions: { code: 'INVALID_CREDENTIALS' } },
      ]);
    });

    it('takes about as long for an unknown email as for a wrong password', async () => {
      const members = await Promise.all(Array.from({ length: 20 }, () => t.make.member()));
      const timed = async (email: string) => {
        const started = performance.now();
        await login(email, WRONG);
        return performance.now() - started;
      };
      await timed('warm-up@example.test');
      const known: number[] = [];
      const unknown: number[] = [];
      for (const [i, member] of members.entries()) {
        known.push(await timed(member.email));
        unknown.push(await timed(`unknown-${i}@example.test`));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
    });
  });

  describe('A2 brute force', () => {
    const failTimes = async (email: string, times: number, ip: string) => {
      for (let i = 0; i < times; i++) expect((await login(email, WRONG, ip)).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    };
    const codeOf = (res: Awaited<ReturnType<typeof login>>) => res.body.errors?.[0]?.extensions?.code;

    it('refuses the right password from an address after 10 failures there within 15 minutes, then lets it in', async () => {
      const member = await t.make.member();
      const ip = freshIp();
      await failTimes(member.email, 10, ip);
      const refused = await login(member.email, member.password, ip);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
        extensions: { code: 'TOO_MANY_ATTEMPTS' },
      });
      expect(refused.body.data).toEqual({ tokenAuth: null });
      t.clock.advance(15 * 60_000 + 1000);
      expect((await login(member.email, member.password, ip)).body.data?.tokenAuth.token).toBeTruthy();
    });

    it('lets the member in from another address while a stranger is locked out', async () => {
      const member = await t.make.member();
      const stranger = freshIp();
      await failTimes(member.email, 10, stranger);
      expect(codeOf(await login(member.email, member.password, stranger))).toBe('TOO_MANY_ATTEMPTS');
      expect((await login(member.email, member.password, freshIp())).body.data?.tokenAuth.token).toBeTruthy();
    });

    it('does not let a locked stranger who keeps trying push the account to its ceiling', async () => {
      const member = await t.make.member();
      const stranger = freshIp();
      await failTimes(member.email, 10, stranger);
      for (let i = 0; i < 100; i++) expect(codeOf(await login(member.email, WRONG, stranger))).toBe('TOO_MANY_ATTEMPTS');
      expect(await failures(member.email)).toBe(10);
      expect((await login(member.email, member.password, freshIp())).body.data?.tokenAuth.token).toBeTruthy();
    });

    it('refuses the account from every address once 100 failures in an hour come from many addresses', async () => {
      const member = await t.make.member();
      for (let a = 0; a < 10; a++) {
        await failTimes(member.email, 10, freshIp());
        t.clock.advance(5 * 60_000); // spread over 50 minutes: the 15-minute windows alone would have let go
      }
      const refused = await login(member.email, member.password, freshIp());
      expect(refused.body.errors?.[0]).toMatchObject({ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.', extensions: { code: 'TOO_MANY_ATTEMPTS' } });
      t.clock.advance(15 * 60_000);
      expect((await login(member.email, member.password, freshIp())).body.data?.tokenAuth.token).toBeTruthy();
    });

    it('locks unknown emails the same way, so the lock reveals nothing', async () => {
      const ip = freshIp();
      const member = await t.make.member();
      await failTimes('ghost@example.test', 10, ip);
      await failTimes(member.email, 10, ip);
      const ghost = await login('ghost@example.test', WRONG, ip);
      const known = await login(member.email, WRONG, ip);
      expect(codeOf(ghost)).toBe('TOO_MANY_ATTEMPTS');
      expect(ghost.status).toBe(known.status);
      expect(ghost.body).toEqual(known.body);
    });

    it('starts counting again after a successful sign-in', async () => {
      const member = await t.make.member();
      const ip = freshIp();
      await failTimes(member.email, 9, ip);
      expect((await login(member.email, member.password, ip)).body.data?.tokenAuth).toBeTruthy();
      await failTimes(member.email, 9, ip);
      expect((await login(member.email, member.password, ip)).body.data?.tokenAuth).toBeTruthy();
    });

    it('does not lock other accounts from the same address', async () => {
      const victim = await t.make.member();
      const other = await t.make.member();
      const ip = freshIp();
      await failTimes(victim.email, 10, ip);
      expect(codeOf(await login(victim.email, WRONG, ip))).toBe('TOO_MANY_ATTEMPTS');
      expect((await login(other.email, other.password, ip)).body.data?.tokenAuth).toBeTruthy();
    });

    it('refuses an address after 50 failures, whatever the account', async () => {
      const ip = freshIp();
      for (let i = 0; i < 50; i++) await failTimes(`spray-${i}@example.test`, 1, ip);
      const member = await t.make.member();
      expect(codeOf(await login(member.email, member.password, ip))).toBe('TOO_MANY_ATTEMPTS');
      expect((await login(member.email, member.password)).body.data?.tokenAuth).toBeTruthy();
    });

    it('counts each aliased tokenAuth of one document as an attempt', async () => {
      const member = await t.make.member();
      const ip = freshIp();
      const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: tokenAuth(username: $u, password: $p) { token }`).join('\n');
      const { body } = await t.gql(`mutation Spray($u: String!, $p: String!) {\n${aliases}\n}`, { u: member.email, p: WRONG }, { ip });
      const codes = body.errors?.map((e) => e.extensions?.code);
      expect(codes?.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(10);
      expect(codes?.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(15);
      // Only the ten that tested the password are kept: the refused ones count towards nothing.
      expect(await failures(member.email)).toBe(10);
      expect(codeOf(await login(member.email, member.password, ip))).toBe('TOO_MANY_ATTEMPTS');
    });

    it('refuses a document with 50 aliased tokenAuth before running any', async () => {
      const member = await t.make.member();
      const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: tokenAuth(username: $u, password: $p) { token }`).join('\n');
      const { status, body } = await t.gql(`mutation Spray($u: String!, $p: String!) {\n${aliases}\n}`, { u: member.email, p: WRONG }, { ip: freshIp() });
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ message: 'Too many aliases (over 30).', locations: [{ line: 32, column: 1 }], extensions: { code: 'BAD_REQUEST' } }]);
      expect(await failures(member.email)).toBe(0);
    });

    it('keeps the limits in the database, shared by every app server', async () => {
      const member = await t.make.member();
      const ip = freshIp();
      await failTimes(member.email, 10, ip);
      const second = await createTestAppSharing(t);
      try {
        const res = await second.inject({
          method: 'POST',
          url: `/${t.make.defaultClubSlug()}/d/graphql/`,
          headers: { 'content-type': 'application/json' },
          remoteAddress: ip,
          payload: JSON.stringify({ query: TOKEN_AUTH, variables: { username: member.email, password: member.password } }),
        });
        expect(res.json().errors[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');
      } finally {
        await second.close();
      }
    });
  });
});

/** A second server process on the same database (as behind a load balancer). */
async function createTestAppSharing(t: TestApp) {
  const { buildServer } = await import('../../../src/http/app.js');
  const server = await buildServer({ ...t.app }, { logger: false });
  await server.ready();
  return server;
}
