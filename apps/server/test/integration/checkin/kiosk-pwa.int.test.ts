import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// The worker as `npm run build` leaves it in the web app's dist folder (apps/web/build/kiosk-service-worker.ts).
const WORKER = `"use strict";(()=>{var n=[{url:"/static/assets/staff-start-AbC123.js",revision:null}];/* ${'workbox '.repeat(200)} */})();`;

function writeWebDist(withWorker: boolean): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kiai-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kiai</title><!--kiai:portal-config--><div id="root"><!--kiai:app-shell--></div>');
  if (withWorker) writeFileSync(path.join(dist, 'kiosk-sw.js'), WORKER);
  return dist;
}

describe("the kiosk's service worker and web manifest", () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { KIAI_WEB_DIST: writeWebDist(true) } });
    slug = (await t.make.defaultClub()).slug;
  });
  afterAll(() => t.close());

  it("serves the built worker under the club's kiosk path, as JavaScript, scoped to the kiosk and revalidated on every load", async () => {
    const res = await t.server.inject({ method: 'GET', url: `/${slug}/checkin/sw.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // The kiosk's path and nothing wider: the portal's pages can never come under the worker.
    expect(res.headers['service-worker-allowed']).toBe(`/${slug}/checkin`);
    // no-cache, not a year like the hashed assets: the browser asks each time, so a new build's worker is seen.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(WORKER);
  });

  it("names each club's own kiosk path", async () => {
    const other = await t.make.club();
    const res = await t.server.inject({ method: 'GET', url: `/${other.slug}/checkin/sw.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['service-worker-allowed']).toBe(`/${other.slug}/checkin`);
  });

  it('is not served for an unknown club, nor at the portal\'s paths', async () => {
    expect((await t.server.inject({ method: 'GET', url: '/no-such-club/checkin/sw.js' })).statusCode).toBe(404);
    // Any other path of a club is the app's page (HTML), never the worker.
    const portal = await t.server.inject({ method: 'GET', url: `/${slug}/sw.js` });
    expect(portal.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(portal.headers['service-worker-allowed']).toBeUndefined();
  });

  it('describes the installed kiosk: its scope and start page are the kiosk\'s path', async () => {
    const res = await t.server.inject({ method: 'GET', url: `/${slug}/checkin/manifest.webmanifest` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: `/${slug}/checkin`, scope: `/${slug}/checkin`, display: 'fullscreen' });
  });
});

describe('a server without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { KIAI_WEB_DIST: writeWebDist(false) } });
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  it('answers 404 for the worker instead of an empty or HTML script', async () => {
    const res = await t.server.inject({ method: 'GET', url: `/${t.make.defaultClubSlug()}/checkin/sw.js` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });
});
