import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { pairKiosk } from '../support/kiosk.js';
import { portal } from '../support/session.js';

const LOCATION = 'Northside Main';

/** The build's chunks of the pages under src/routes/<area>/, read from Vite's manifest of the build under test. */
function routeChunks(area: 'checkin' | 'backoffice'): string[] {
  const manifestFile = path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  return Object.entries(manifest)
    .filter(([source]) => source.startsWith(`src/routes/${area}/`))
    .map(([, chunk]) => `/static/${chunk.file}`);
}

/** Every URL the tablet's browser keeps in Cache Storage, per cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) byCache[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return byCache;
  });

/** Today's classes at the location as the kiosk's buttons name them (start–end class · room). */
async function todaysClasses(page: Page, admin: string): Promise<string[]> {
  const { kioskLocations } = await graphql<{ kioskLocations: { id: string; name: string }[] }>(page, '{ kioskLocations { id name } }', {}, admin);
  const location = kioskLocations.find((l) => l.name === LOCATION)!;
  const { kioskClasses } = await graphql<{ kioskClasses: { timeStart: string; timeEnd: string; classtype: string; room: string }[] }>(
    page,
    'query($location: ID!) { kioskClasses(location: $location) { timeStart timeEnd classtype room } }',
    { location: location.id },
    admin,
  );
  return kioskClasses.map((c) => `${c.timeStart.slice(0, 5)}–${c.timeEnd.slice(0, 5)} ${c.classtype} · ${c.room}`);
}

test("the kiosk's service worker precaches the kiosk only, controls only the kiosk, and an offline reload still opens today's classes", async ({ page, browser }) => {
  // A service worker installing 40 files on a shared, busy machine.
  test.setTimeout(120_000);
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const classes = await todaysClasses(page, admin);
  expect(classes.length).toBeGreaterThan(0);

  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await context.newPage();
  // A tablet that ran the hand-written worker before Workbox still holds its cache: the new worker removes it.
  await tablet.goto(portal('/user/welcome'));
  await tablet.evaluate(async () => (await caches.open('kiosk-shell-v1')).put('/stale', new Response('old shell')));

  await pairKiosk(page, admin, tablet, `PWA door ${randomUUID().slice(0, 6)}`);

  // The worker takes over the open page once it has precached the shell (it claims its clients on activation).
  await expect.poll(() => tablet.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toMatch(/\/northside\/checkin\/sw\.js$/);
  const origin = new URL(tablet.url()).origin;
  expect(await tablet.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${origin}${portal('/checkin')}`);

  // Precached: the kiosk's page and every kiosk page's chunk; not one back-office page; no API answer; the old cache gone.
  const cached = await cachedUrls(tablet);
  expect(Object.keys(cached)).not.toContain('kiosk-shell-v1');
  const urls = Object.values(cached).flat();
  expect(urls).toContain(portal('/checkin'));
  const kioskChunks = routeChunks('checkin');
  expect(kioskChunks.length).toBeGreaterThanOrEqual(4);
  for (const chunk of kioskChunks) expect(urls).toContain(chunk);
  const backOfficeChunks = routeChunks('backoffice');
  expect(backOfficeChunks.length).toBeGreaterThan(0);
  expect(urls.filter((url) => backOfficeChunks.includes(url))).toEqual([]);
  expect(urls.filter((url) => url.includes('/d/'))).toEqual([]);

  // Online, the kiosk opens today's classes at the location.
  await tablet.getByRole('link', { name: LOCATION }).click();
  await expect(tablet.getByRole('heading', { name: "Today's classes" })).toBeVisible();
  for (const name of classes) await expect(tablet.getByRole('link', { name })).toBeVisible();
  const classesPage = tablet.url();

  // The club's internet drops and the tablet reloads: the worker answers with the precached shell, and the
  // kiosk shows today's classes from its stored answers.
  await context.setOffline(true);
  await tablet.reload();
  await expect(tablet.getByRole('heading', { name: "Today's classes" })).toBeVisible();
  for (const name of classes) await expect(tablet.getByRole('link', { name })).toBeVisible();
  await expect(tablet.getByRole('status', { name: 'Connection' })).toHaveText('offline, 0 waiting');
  expect(tablet.url()).toBe(classesPage);
  await expectNoSeriousAxeViolations(tablet);
  // Still no API answer kept by the worker (the kiosk's own stored answers live in localStorage).
  expect(Object.values(await cachedUrls(tablet)).flat().filter((url) => url.includes('/d/'))).toEqual([]);

  // Back online: the portal in the same browser is not under the kiosk's worker.
  await context.setOffline(false);
  await tablet.goto(portal('/user/welcome'));
  await expect(tablet.getByRole('link', { name: 'Open Self check-in' })).toBeVisible();
  expect(await tablet.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
  expect(await tablet.evaluate((welcome) => navigator.serviceWorker.getRegistration(welcome).then((r) => r === undefined), portal('/user/welcome'))).toBe(true);
  await context.close();
});
