import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type StartedServer } from '../../bench/foundation/server-process.js';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { tokenOf } from '../support/api.js';
import { E2E_PORT } from '../support/env.js';
import { moveClubToRunTimeZone } from '../support/club-time-zone.js';
import { attendancesOf, bookedMember, lateClassOfItsOwn, pairKiosk } from '../support/kiosk.js';

/**
 * The story with the club's server itself stopped, not the tablet's network: this spec runs a server of
 * its own (its own port and database, the demo club seeded on its first start), stops it while the kiosk is open,
 * and starts it again on the same database. The tablet stays online the whole time; only the server is gone.
 */
const PORT = E2E_PORT + 50;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kiai-e2e-stopped-'));
const serverEnv = { KIAI_DATA_DIR: dataDir, LOG_LEVEL: 'warn', TZ: 'Europe/Amsterdam', AUTH_ANONYMOUS_REQUESTS_PER_IP: '1000' };
const startOwnServer = () => startServer('node', [path.resolve('apps/server/dist/main.js')], serverEnv, PORT, 60_000);

let server: StartedServer | undefined;
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('with the server stopped the kiosk checks two members in, and once the server is back each counts exactly once', async ({ browser, playwright }) => {
  // A server's first start seeds the demo club, and the queue retries every 2 to 30 s: room for both.
  test.setTimeout(180_000);
  server = await startOwnServer();
  const api = { request: await playwright.request.newContext({ baseURL: origin }) };
  const admin = await tokenOf(api, DEMO_ACCOUNTS.admin);
  // Its demo club starts in Amsterdam, as on any first start: moved like the run's (see club-time-zone.setup.ts).
  await moveClubToRunTimeZone(api, admin);
  const occurrence = await lateClassOfItsOwn(api, admin, 'Back door hall');
  for (const name of ['Ida', 'Jon']) await bookedMember(api, admin, name, occurrence);

  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await context.newPage();
  await pairKiosk(api, admin, tablet, 'Back door', origin);
  await tablet.getByRole('link', { name: 'Back door hall' }).click();
  await tablet.getByRole('link', { name: /^23:00–23:45/ }).click();
  const names = tablet.getByRole('list', { name: 'Names' });
  const nameButton = (name: string) => names.getByRole('button', { name: new RegExp(`^${name} K\\.`) });
  await expect(nameButton('Ida')).toContainText('Booked');
  // The service worker holds the kiosk's shell before the server goes, so a reload can still open the kiosk.
  await expect.poll(() => tablet.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

  await server.stop();
  for (const name of ['Ida', 'Jon']) {
    await nameButton(name).click();
    await expect(nameButton(name)).toContainText('Saved, waiting to send');
  }
  const connection = tablet.getByRole('status', { name: 'Connection' });
  await expect(connection).toHaveText('offline, 2 waiting');
  await tablet.reload();
  await expect(nameButton('Jon')).toContainText('Saved, waiting to send');
  await expect(connection).toHaveText('offline, 2 waiting');
  await expectNoSeriousAxeViolations(tablet);

  // The server comes back on the same database: the queue's next retry (at most 30 s) sends both, each once.
  server = await startOwnServer();
  await expect(connection).toHaveText('', { timeout: 60_000 });
  await expect(nameButton('Ida')).toContainText(/^Ida K\.Checked in$/);
  await expect(nameButton('Jon')).toContainText(/^Jon K\.Checked in$/);
  expect(await attendancesOf(api, admin, occurrence)).toEqual({ Ida: ['ATTENDING'], Jon: ['ATTENDING'] });
  await context.close();
  await api.request.dispose();
});
