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
    it('refuses the right password after 10 failures on one account within 15 minutes, then lets it in', async () => {
      const member = await t.make.member();
      for (let i = 0; i < 10; i++) {
        expect((await login(member.email, WRONG)).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
      }
      const refused = await login(member.email, member.password);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
        extensions: { code: 'TOO_MANY_ATTEMPTS' },
      });
      expect(refused.body.data).toEqual({ tokenAuth: null });
      t.clock.advance(15 * 60_000 + 1000);
      expect((await login(member.email, member.password)).body.data?.tokenAuth.token).toBeTruthy();
    });

    it('locks unknown emails the same way, so the lock reveals nothing', async () => {
      for (let i = 0; i < 10; i++) await login('ghost@example.test', WRONG);
      expect((await login('ghost@example.test', WRONG)).body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('starts counting again after a successful sign-in', async () => {
      const member = await t.make.member();
      for (let i = 0; i < 9; i++) await login(member.email, WRONG);
      expect((await login(member.email, member.password)).body.data?.tokenAuth).toBeTruthy();
      for (let i = 0; i < 9; i++) await login(member.email, WRONG);
      expect((await login(member.email, member.password)).body.data?.tokenAuth).toBeTruthy();
    });

    it('does not lock other accounts', async () => {
      const victim = await t.make.member();
      const other = await t.make.member();
      for (let i = 0; i < 11; i++) await login(victim.email, WRONG);
      expect((await login(other.email, other.password)).body.data?.tokenAuth).toBeTruthy();
    });

    it('refuses an address after 50 failures, whatever the account', async () => {
      const ip = freshIp();
      for (let i = 0; i < 50; i++) {
        expect((await login(`spray-${i}@example.test`, WRONG, ip)).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
      }
      const member = await t.make.member();
      expect((await login(member.email, member.password, ip)).body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      expect((await login(member.email, member.password)).body.data?.tokenAuth).toBeTruthy();
    });

    it('counts each aliased tokenAuth of one document as an attempt', async () => {
      const member = await t.make.member();
      const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: tokenAuth(username: $u, password: $p) { token }`).join('\n');
      const { body } = await t.gql(`mutation Spray($u: String!, $p: String!) {\n${aliases}\n}`, { u: member.email, p: WRONG }, { ip: freshIp() });
      const codes = body.errors?.map((e) => e.extensions?.code);
      expect(codes?.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(10);
      expect(codes?.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(15);
      expect(await failures(member.email)).toBe(25);
      expect((await login(member.email, member.password)).body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('counts 50 aliased tokenAuth as 50 attempts, or refuses the document before running any', async () => {
      const member = await t.make.member();
      const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: tokenAuth(username: $u, password: $p) { token }`).join('\n');
      const { body } = await t.gql(`mutation Spray($u: String!, $p: String!) {\n${aliases}\n}`, { u: member.email, p: WRONG }, { ip: freshIp() });
      const ran = (body.errors ?? []).filter((e) => (e as { path?: unknown }).path !== undefined);
      if (ran.length === 0) {
        expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
        expect(await failures(member.email)).toBe(0);
      } else {
        expect(ran).toHaveLength(50);
        expect(await failures(member.email)).toBe(50);
        expect((await login(member.email, member.password)).body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      }
    });

    it('keeps the limits in the database, shared by every app server', async () => {
      const member = await t.make.member();
      for (let i = 0; i < 10; i++) await login(member.email, WRONG);
      const second = await createTestAppSharing(t);
      try {
        const res = await second.inject({
          method: 'POST',
          url: `/${t.make.defaultClubSlug()}/d/graphql/`,
          headers: { 'content-type': 'application/json' },
          remoteAddress: freshIp(),
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
