import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../../src/seed/demo-accounts.js';
import { buildServerBundle, freePort, startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server.js';
import { testDbKind } from '../../support/test-database.js';
import { createEmptyDatabase } from '../platform/database-copies.js';

// Test plan J1 as an operator would see it: the real server process is killed with SIGKILL right after it
// acknowledged a password reset request, before its worker sent the mail; the restarted server sends it.
const kind = testDbKind();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiai-mail-after-kill-'));
const cleanups: (() => unknown)[] = [];
let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let smtp: TestSmtpServer;
let databaseUrl: string | undefined;
let port: number;

beforeAll(async () => {
  bundle = await buildServerBundle();
  cleanups.push(() => bundle.remove());
  smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());
  if (kind === 'postgres') {
    const database = await createEmptyDatabase('postgres');
    databaseUrl = database.url;
    cleanups.push(() => database.close());
  }
  port = await freePort();
}, 60_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): ServerProcess {
  return startServerProcess(bundle.dir, { databaseUrl, dataDir, env: { PORT: String(port), SMTP_URL: smtp.url } });
}

const resetMailsToMember = () => smtp.received.filter((mail) => mail.to.includes(DEMO_ACCOUNTS.member.email)).length;

async function requestReset(): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/${DEMO_CLUB.slug}/d/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation { sendPasswordResetEmail(email: "${DEMO_ACCOUNTS.member.email}") { success } }` }),
  });
  expect(await res.json()).toEqual({ data: { sendPasswordResetEmail: { success: true } } });
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (condition()) return true;
  }
  return condition();
}

describe(`J1 on ${kind}: SIGKILL between commit and send`, () => {
  it(
    'sends the acknowledged reset mail after a restart, once',
    async () => {
      // The worker polls every second and a reset takes two jobs (look-up, then mail), so a kill right after
      // the answer nearly always lands before the send; a try where the worker was quicker is tried again.
      let killedBeforeSend = false;
      for (let attempt = 0; attempt < 3 && !killedBeforeSend; attempt++) {
        const server = startServer();
        await server.printed('Kiai is running');
        const mailsBefore = resetMailsToMember();
        await requestReset();
        await server.kill();
        killedBeforeSend = resetMailsToMember() === mailsBefore;
      }
      expect(killedBeforeSend, 'no kill landed between the commit and the send').toBe(true);

      const mailsBeforeRestart = resetMailsToMember();
      const server = startServer();
      try {
        await server.printed('Kiai is running');
        expect(await until(() => resetMailsToMember() > mailsBeforeRestart, 30_000), 'the mail was sent after the restart').toBe(true);
        // Nothing else was pending: no second copy follows.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        expect(resetMailsToMember()).toBe(mailsBeforeRestart + 1);
      } finally {
        await server.kill();
      }
    },
    180_000,
  );
});
