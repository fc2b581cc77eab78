import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingTestApp, errorCode, tokenFor } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';

const CREATE_CODE = `mutation { createCheckinPairingCode { code expiresAt } }`;
const PAIR = `mutation Pair($code: String!, $name: String!) { pairCheckinDevice(code: $code, name: $name) { token refreshToken refreshExpiresIn } }`;
const DEVICES = `{ checkinDevices { id name pairedAt lastSeenAt revokedAt } }`;
const REVOKE = `mutation Revoke($id: ID!) { revokeCheckinDevice(id: $id) { ok } }`;
const REFRESH = `mutation Refresh($refreshToken: String!) { refreshToken(refreshToken: $refreshToken) { token refreshToken } }`;
const LOCATIONS = `{ kioskLocations { id name } }`;

const DAY = 24 * 3_600_000;

describe('pairing a check-in kiosk', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createBookingTestApp();
    await t.make.defaultClub();
    admin = await tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'] }));
  });
  afterAll(() => t.close());

  async function newCode(): Promise<{ code: string; expiresAt: string }> {
    const { body } = await t.gql(CREATE_CODE, {}, { token: admin });
    expect(body.errors).toBeUndefined();
    return body.data.createCheckinPairingCode;
  }

  interface PairAnswer {
    data: { pairCheckinDevice: { token: string; refreshToken: string } };
    errors?: { message: string; extensions: { code?: string; fields?: Record<string, string> } }[];
  }

  async function pair(code: string, name = 'Front door'): Promise<PairAnswer> {
    return (await t.gql(PAIR, { code, name })).body as PairAnswer;
  }

  it('turns a code into a KIOSK account with its own session, once; only the hash is stored', async () => {
    const { code, expiresAt } = await newCode();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
    const stored = await t.app.db.selectFrom('checkinPairingCodes').select('codeHash').execute();
    expect(stored.map((r) => r.codeHash)).not.toContain(code);

    const paired = await pair(code.toLowerCase(), '  Front door  ');
    expect(paired.errors).toBeUndefined();
    const token = paired.data.pairCheckinDevice.token as string;
    expect((await t.gql(LOCATIONS, {}, { token })).body.errors).toBeUndefined();
    const device = await t.app.db
      .selectFrom('checkinDevices as d')
      .innerJoin('accounts as a', 'a.id', 'd.accountId')
      .select(['d.name', 'a.role', 'a.staffRoles', 'a.passwordHash'])
      .executeTakeFirstOrThrow();
    expect(device).toEqual({ name: 'Front door', role: 'KIOSK', staffRoles: [], passwordHash: null });

    const again = await pair(code);
    expect(errorCode(again)).toBe('VALIDATION_FAILED');
    expect(again.errors?.[0]?.extensions.fields).toEqual({ code: 'This pairing code is not valid. Ask staff for a new one.' });
  });

  it('refuses a code after its ten minutes, and a blank name with the form message', async () => {
    const { code } = await newCode();
    expect((await pair(code, ' ')).errors?.[0]?.extensions.fields).toEqual({ name: 'This field is required' });
    t.clock.advance(10 * 60_000);
    expect(errorCode(await pair(code))).toBe('VALIDATION_FAILED');
    expect(await t.app.db.selectFrom('checkinDevices').select('id').where('name', '=', ' ').execute()).toEqual([]);
  });

  it('keeps a kiosk signed in past the absolute session lifetime that ends a person’s session', async () => {
    const { code } = await newCode();
    let kioskRefresh = (await pair(code, 'Back door')).data.pairCheckinDevice.refreshToken as string;
    let memberRefresh = (await t.make.session(await t.make.member())).refreshToken;
    let memberRefused = false;
    // Renewed every six days for two months: far past the 30-day cap of a sign-in.
    for (let week = 0; week < 10; week++) {
      t.clock.advance(6 * DAY);
      const kiosk = (await t.gql(REFRESH, { refreshToken: kioskRefresh })).body;
      expect(kiosk.errors, `week ${week}`).toBeUndefined();
      kioskRefresh = kiosk.data.refreshToken.refreshToken;
      const member = (await t.gql(REFRESH, { refreshToken: memberRefresh })).body;
      if (member.errors) memberRefused = true;
      else memberRefresh = member.data.refreshToken.refreshToken;
    }
    expect(memberRefused).toBe(true);
    const listed = (await t.gql(DEVICES, {}, { token: admin })).body.data.checkinDevices;
    const backDoor = listed.find((d: { name: string }) => d.name === 'Back door');
    expect(new Date(backDoor.lastSeenAt).getTime()).toBe(t.clock.now().getTime());
  });

  it('lists the devices, and revoking one ends its session at once', async () => {
    const { code } = await newCode();
    const paired = (await pair(code, 'Studio B')).data.pairCheckinDevice;
    const listed = (await t.gql(DEVICES, {}, { token: admin })).body.data.checkinDevices;
    const device = listed.find((d: { name: string }) => d.name === 'Studio B');
    expect(device).toMatchObject({ pairedAt: t.clock.now().toISOString(), revokedAt: null });
    expect(Object.keys(device).sort()).toEqual(['id', 'lastSeenAt', 'name', 'pairedAt', 'revokedAt']);

    expect((await t.gql(REVOKE, { id: device.id }, { token: admin })).body.data.revokeCheckinDevice).toEqual({ ok: true });
    expect(errorCode((await t.gql(LOCATIONS, {}, { token: paired.token })).body)).toBe('TOKEN_INVALID');
    expect((await t.gql(REFRESH, { refreshToken: paired.refreshToken })).body.errors).toBeDefined();
    expect(errorCode((await t.gql(REVOKE, { id: device.id }, { token: admin })).body)).toBe('NOT_FOUND');
    const after = (await t.gql(DEVICES, {}, { token: admin })).body.data.checkinDevices.find((d: { id: string }) => d.id === device.id);
    expect(after.revokedAt).toBe(t.clock.now().toISOString());
  });

  it("does not let another club's admin revoke this club's kiosk", async () => {
    const { code } = await newCode();
    await pair(code, 'Lobby');
    const device = (await t.gql(DEVICES, {}, { token: admin })).body.data.checkinDevices.find((d: { name: string }) => d.name === 'Lobby');
    const other = await t.make.club();
    const otherAdmin = await tokenFor(t, await t.make.staff({ club: other }));
    expect(errorCode((await t.gql(REVOKE, { id: device.id }, { token: otherAdmin, club: other.slug })).body)).toBe('NOT_FOUND');
    expect(await t.app.db.selectFrom('checkinDevices').select('revokedAt').where('name', '=', 'Lobby').executeTakeFirstOrThrow()).toEqual({ revokedAt: null });
  });

  it('throttles wrong codes per address: after ten, even a right code is refused for an hour', async () => {
    const { code } = await newCode();
    for (let i = 0; i < 10; i++) expect(errorCode(await pair('WRONG234'))).toBe('VALIDATION_FAILED');
    expect(errorCode(await pair(code))).toBe('TOO_MANY_ATTEMPTS');
    t.clock.advance(61 * 60_000);
    const fresh = await newCode();
    expect((await pair(fresh.code)).errors).toBeUndefined();
  });
});
