import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, FORM_MESSAGES, IMAGE_TYPE_NOT_ALLOWED } from '@kiai/shared';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe('image uploads', () => {
  let t: TestApp;
  let club: Club;
  let admin: string;
  let frontDesk: string;

  const upload = (body: Uint8Array, options: { token?: string; contentType?: string; purpose?: string; slug?: string } = {}) =>
    t.server.inject({
      method: 'POST',
      url: `/${options.slug ?? club.slug}/d/api/images/?for=${options.purpose ?? 'classtype'}`,
      headers: { 'content-type': options.contentType ?? 'image/png', ...(options.token ? { authorization: `JWT ${options.token}` } : {}) },
      payload: Buffer.from(body),
    });
  const imageCount = async () => Number((await t.app.db.selectFrom('clubImages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp();
    club = await t.make.defaultClub();
    admin = (await t.make.session(await t.make.staff())).token;
    frontDesk = (await t.make.session(await t.make.staff({ staffRoles: ['FRONT_DESK'] }))).token;
  });
  afterAll(() => t.close());

  it('keeps an image from staff who may change what it is for, and serves it at an immutable URL', async () => {
    const res = await upload(PNG, { token: admin, contentType: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/${club.slug}/d/api/images/\\d+-[0-9a-f]{20}$`));
    const served = await t.server.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(served.rawPayload)).toEqual(PNG);
    // Another hash, or the same id under another club, is a missing image.
    const wrongHash = await t.server.inject({ method: 'GET', url: url.replace(/-[0-9a-f]{20}$/, `-${'0'.repeat(20)}`) });
    expect(wrongHash.statusCode).toBe(404);
    const other = await t.make.club();
    expect((await t.server.inject({ method: 'GET', url: url.replace(`/${club.slug}/`, `/${other.slug}/`) })).statusCode).toBe(404);
  });

  it('refuses anonymous callers and staff without the permission, keeping nothing', async () => {
    const before = await imageCount();
    expect((await upload(PNG)).json()).toMatchObject({ success: false, code: 'USER_NOT_LOGGED_IN' });
    const denied = await upload(PNG, { token: frontDesk });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(await imageCount()).toBe(before);
  });

  it('takes only PNG, JPEG and WebP, known by their bytes, and smaller than 5MB', async () => {
    const before = await imageCount();
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), { token: admin });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ error: IMAGE_TYPE_NOT_ALLOWED, code: 'VALIDATION_FAILED' });
    const big = new Uint8Array(MAX_UPLOAD_BYTES);
    big.set(PNG);
    const tooBig = await upload(big, { token: admin });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ error: FORM_MESSAGES.fileTooLarge });
    const unknownPurpose = await upload(PNG, { token: admin, purpose: 'anything' });
    expect(unknownPurpose.statusCode).toBe(400);
    expect(await imageCount()).toBe(before);
    // Just under the limit is fine.
    const justUnder = big.subarray(0, MAX_UPLOAD_BYTES - 1);
    expect((await upload(justUnder, { token: admin })).statusCode).toBe(200);
  });
});
