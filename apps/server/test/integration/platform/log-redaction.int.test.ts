import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/database.js';
import { runDueJobs } from '../../../src/platform/jobs/run-due-jobs.js';
import { createTestDatabase, testDbKind } from '../../support/test-database.js';
import { serveDatabase, type ServedDatabase } from './serve-database.js';

// Test plan D5: the server's log, captured at its most verbose, never holds a password, a token or a
// reset link, whatever the requests carry (bodies, headers, cookies, URLs, malformed input).
describe(`the server log on ${testDbKind()}`, () => {
  const lines: string[] = [];
  let database: DatabaseHandle;
  let t: ServedDatabase;
  let club: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    // buildServer always adds its redaction and serializers; the test adds a stream it can read and every level.
    t = await serveDatabase(database.db, { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    club = (await t.make.club()).slug;
  });
  afterAll(async () => {
    await t.server.close();
    await database.close();
  });

  let requests = 0;
  const send = (options: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string }) => {
    requests++;
    return t.server.inject(options);
  };
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    send({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
  const graphql = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(`/${club}/d/graphql/`, JSON.stringify({ query, variables }), headers);

  it('holds no password, access token, refresh token, reset link or verification link', async () => {
    const password = 'Secret-Password-Logged-Nowhere-1';
    const wrongPassword = 'Wrong-Password-Logged-Nowhere-2';
    const newPassword = 'New-Password-Logged-Nowhere-3';
    const member = await t.make.member({ club: await t.make.defaultClub(), password });
    club = t.make.defaultClubSlug();
    const secrets: Record<string, string> = { password, 'wrong password': wrongPassword, 'new password': newPassword };

    const signIn = await graphql('mutation ($u: String!, $p: String!) { tokenAuth(username: $u, password: $p) { token refreshToken } }', {
      u: member.email,
      p: password,
    });
    const { token, refreshToken } = signIn.json().data.tokenAuth as { token: string; refreshToken: string };
    Object.assign(secrets, { 'access token': token, 'refresh token': refreshToken });
    await graphql('mutation ($u: String!, $p: String!) { tokenAuth(username: $u, password: $p) { token } }', { u: member.email, p: wrongPassword });
    await graphql('{ currentAccount { email } }', {}, { authorization: `JWT ${token}` });
    await graphql('{ currentAccount { email } }', {}, { authorization: `JWT ${token}x`, cookie: `JWT=${token}; JWT-refresh-token=${refreshToken}` });
    await graphql('{ currentAccount { email } }', {}, { authorization: `Bearer ${token}` });
    await graphql('mutation ($r: String!) { refreshToken(refreshToken: $r) { token } }', { r: refreshToken });
    // A password in a malformed body and in a URL (GraphQL over GET) must not surface either.
    await post(`/${club}/d/graphql/`, `{"query": "mutation { tokenAuth(username: \\"${member.email}\\", password: \\"${password}\\"`);
    await send({
      method: 'GET',
      url: `/${club}/d/graphql/?query=${encodeURIComponent(`mutation { tokenAuth(username: "${member.email}", password: "${password}") { token } }`)}`,
    });

    // The reset link as the member gets it by mail, then opens it and sets a new password.
    await graphql('mutation ($e: String!) { sendPasswordResetEmail(email: $e) { success } }', { e: member.email });
    // The request queues a job that queues the mail; running both logs through the server's logger too.
    expect(await runDueJobs(t.app)).toBe(2);
    const mail = await database.db.selectFrom('mailOutbox').select('textBody').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const resetToken = /\/password-reset\/([^/\s]+)/.exec(mail.textBody)?.[1];
    expect(resetToken, 'the reset mail holds a link /password-reset/<token>').toBeTruthy();
    secrets['reset token'] = resetToken!;
    await send({ method: 'GET', url: `/${club}/password-reset/${resetToken}` });
    await graphql('mutation ($t: String!, $p1: String!, $p2: String!) { passwordReset(token: $t, newPassword1: $p1, newPassword2: $p2) { success } }', {
      t: resetToken,
      p1: newPassword,
      p2: newPassword,
    });
    // The email-verification link has the same shape: /account/verify/<token>.
    const verifyToken = randomBytes(32).toString('base64url');
    secrets['verification token'] = verifyToken;
    await send({ method: 'GET', url: `/${club}/account/verify/${verifyToken}` });

    const log = lines.join('');
    // The capture works: every request above left its lines.
    expect(lines.filter((line) => line.includes('incoming request')).length).toBe(requests);
    const leaks = Object.entries(secrets).flatMap(([name, secret]) =>
      lines.filter((line) => line.includes(secret) || line.includes(encodeURIComponent(secret))).map((line) => `${name} in ${line}`),
    );
    expect(leaks).toEqual([]);
    expect(log).not.toMatch(/JWT [A-Za-z0-9_-]{10,}\./);
  });
});
