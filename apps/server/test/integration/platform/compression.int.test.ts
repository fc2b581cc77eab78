import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../src/http/compression.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// A built web app as Vite leaves it: a hashed asset with its .br and .gz files written by the build.
const ASSET = 'assets/index-AbC123.js';
const assetSource = `export const schedule = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ class: `Boxing ${i}`, spaces: i })))};`;
const brotliFile = brotliCompressSync(assetSource);
const gzipFile = gzipSync(assetSource, { level: 9 });

function writeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kiai-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kiai</title><!--kiai:portal-config--><div id="root"><!--kiai:app-shell--></div>');
  writeFileSync(path.join(dist, ASSET), assetSource);
  writeFileSync(path.join(dist, `${ASSET}.br`), brotliFile);
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipFile);
  return dist;
}

describe('compressed and cached answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { KIAI_WEB_DIST: writeWebDist() } });
    await t.make.defaultClub();
  });
  afterAll(() => t.close());

  const getAsset = (acceptEncoding?: string) =>
    t.server.inject({ method: 'GET', url: `/static/${ASSET}`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves a hashed asset from its brotli file, cached for a year without revalidation', async () => {
    const res = await getAsset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The file from disk, byte for byte: not compressed again on each request.
    expect(res.rawPayload.equals(brotliFile)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetSource);
  });

  it('serves the gzip file to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await getAsset('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(gzipFile)).toBe(true);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(assetSource);

    const plain = await getAsset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
  });

  it('has every page of a club revalidate index.html, so a new build is seen at once', async () => {
    const res = await t.server.inject({ method: 'GET', url: `/${t.make.defaultClubSlug()}/book-your-spot` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("paints the top bar with the club's name, escaped, before the app's JavaScript arrives", async () => {
    const club = await t.make.club({ name: 'Jab & <Cross> Gym' });
    const res = await t.server.inject({ method: 'GET', url: `/${club.slug}/user/login` });
    expect(res.body).toMatch(/<div id="root"><div style="[^"]*height:60px[^"]*"><div style="[^"]*">Jab &#38; &#60;Cross&#62; Gym<\/div>/);
    // The stand-in that makes the name wrap as beside the phone's 'My Account' button is hidden from everyone.
    expect(res.body).toMatch(/<div aria-hidden="true" style="visibility:hidden;[^"]*">My Account<\/div><\/div><\/div>/);
  });

  it("paints the shop's own bar on the shop's pages ('<club> shop', room for its menu button), and the portal's bar elsewhere", async () => {
    const club = await t.make.club({ name: 'Jab & Cross Gym' });
    const shopBar = /<div id="root"><div style="[^"]*height:60px[^"]*"><div style="[^"]*">Jab &#38; Cross Gym shop<\/div><div aria-hidden="true" style="visibility:hidden;[^"]*width:44px[^"]*"><\/div><\/div><\/div>/;
    for (const page of ['shop', 'shop/classpasses', 'shop/orders/T3JkZXI6MQ', 'shop/events']) {
      const res = await t.server.inject({ method: 'GET', url: `/${club.slug}/${page}` });
      expect(res.body, page).toMatch(shopBar);
    }
    // The test checkout stands alone, as a hosted checkout would; a portal page that merely starts with 'shop' is the portal's.
    for (const page of ['shop/test-checkout/cs_test_1', 'shopping', 'user/login']) {
      const res = await t.server.inject({ method: 'GET', url: `/${club.slug}/${page}` });
      expect(res.body, page).toMatch(/<div style="[^"]*">Jab &#38; Cross Gym<\/div><div aria-hidden="true" style="visibility:hidden;[^"]*">My Account<\/div>/);
    }
  });

  it("sends the club's portal settings inside the page, where no name can end the script element or act as a replace pattern", async () => {
    const club = await t.make.club({ name: "Kick </script> $' $& Club" });
    const res = await t.server.inject({ method: 'GET', url: `/${club.slug}/user/login` });
    const json = /<script id="kiai-portal-config" type="application\/json">(.*?)<\/script><div id="root">/.exec(res.body)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</');
    const settings = (await t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/portal-config/` })).json();
    expect(JSON.parse(json!)).toEqual(settings);
    expect(settings.clubName).toBe("Kick </script> $' $& Club");
    expect(res.body).toContain('Kick &#60;/script&#62; $&#39; $&#38; Club</div>');
  });

  it('compresses a large GraphQL answer with the encoding the client prefers', async () => {
    const query = '{ __schema { types { name fields { name } } } }';
    const res = await t.server.inject({
      method: 'POST',
      url: `/${t.make.defaultClubSlug()}/d/graphql/`,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br;q=0.5, gzip' },
      payload: JSON.stringify({ query }),
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(res.rawPayload).toString();
    expect(body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(body).data.__schema.types.length).toBeGreaterThan(10);

    const brotli = await t.server.inject({
      method: 'POST',
      url: `/${t.make.defaultClubSlug()}/d/graphql/`,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      payload: JSON.stringify({ query }),
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(body);
  });

  it('sends answers under the threshold as they are', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: `/${t.make.defaultClubSlug()}/d/graphql/`,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
