import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/http/app.js';
import { createMailer } from '../../../src/platform/mail/mailer.js';
import type { AppContext } from '../../../src/platform/app-context.js';
import { runDueJobs } from '../../../src/platform/jobs/run-due-jobs.js';
import { REDACTED_LOG_PATHS, type Logger } from '../../../src/platform/logger.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { CURRENT_ACCOUNT, PASSWORD_RESET, REFRESH, REGISTER, SEND_RESET, TOKEN_AUTH, latestMail, tokenFromLink } from './auth-helpers.js';

describe('D5 no secrets in logs', () => {
  let t: TestApp;
  let server: FastifyInstance;
  let app: AppContext;
  const lines: string[] = [];

  beforeAll(async () => {
    // Google sign-in is on (the token below is refused before any key is fetched).
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'kiai-test-client', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' } });
    await t.make.defaultClub();
    // The whole server logs at trace level into `lines`: Fastify's request logs and the app's own.
    const capture: Logger = {
      info: (o, m) => lines.push(JSON.stringify([o, m])),
      warn: (o, m) => lines.push(JSON.stringify([o, m])),
      error: (o, m) => lines.push(JSON.stringify([o, m])),
    };
    const mailer = createMailer({ db: t.app.db, jobs: t.app.jobs, log: capture, from: t.config.mailFrom, smtpUrl: undefined, outboxDir: path.join(t.config.dataDir, 'mail') });
    app = { ...t.app, mailer, log: capture };
    server = await buildServer(
      app,
      { logger: { level: 'trace', redact: REDACTED_LOG_PATHS, stream: { write: (line: string) => lines.push(line) } } },
    );
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `JWT ${token}`;
    const res = await server.inject({ method: 'POST', url: `/${t.make.defaultClubSlug()}/d/graphql/`, headers, payload: JSON.stringify({ query, variables }) });
    return res.json();
  };

  it('logs no password, token or link during register, sign-in, refresh and reset', async () => {
    const email = 'logged-member@example.test';
    const password = 'Secret-Register-Pass-31';
    const newPassword = 'Secret-Reset-Pass-47';
    const registered = (await gql(REGISTER, { email, password1: password, password2: password, firstName: 'Lou', lastName: 'Logs' })).data.register;
    const verifyToken = tokenFromLink((await latestMail(t, email))!.textBody, `/${t.make.defaultClubSlug()}/account/verify/`);
    const signedIn = (await gql(TOKEN_AUTH, { username: email, password })).data.tokenAuth;
    await gql(TOKEN_AUTH, { username: email, password: 'Wrong-Guess-Password-1' });
    await gql(CURRENT_ACCOUNT, {}, signedIn.token);
    const refreshed = (await gql(REFRESH, { refreshToken: signedIn.refreshToken })).data.refreshToken;
    await gql(SEND_RESET, { email });
    // The reset request's job queues the mail; the mail jobs log too.
    expect(await runDueJobs(app)).toBe(3);
    const resetMail = (await latestMail(t, email))!.textBody;
    const resetToken = tokenFromLink(resetMail, `/${t.make.defaultClubSlug()}/password-reset/`);
    expect((await gql(PASSWORD_RESET, { token: resetToken, newPassword1: newPassword, newPassword2: newPassword })).data.passwordReset.success).toBe(true);
    await server.inject({ method: 'POST', url: `/${t.make.defaultClubSlug()}/d/api/auth/google/`, payload: { token: 'header.payload.signature' } });

    const log = lines.join('\n');
    // Both the request logs and the app's own lines were captured.
    expect(log).toContain('incoming request');
    expect(log).toContain('mail kept in outbox');
    expect(log).toContain('Google ID token refused');
    const secrets = [
      password,
      newPassword,
      'Wrong-Guess-Password-1',
      verifyToken,
      resetToken,
      registered.authData.token,
      registered.authData.refreshToken,
      signedIn.token,
      signedIn.refreshToken,
      refreshed.token,
      refreshed.refreshToken,
      'header.payload.signature',
      '/password-reset/',
      '/account/verify/',
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
