import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertAccountWithKeyNumber } from '../../../src/modules/account-records/insert-with-key-number.js';
import { generateKeyNumber } from '../../../src/modules/account-records/key-number.js';
import { registerAccount } from '../../../src/modules/auth/register-account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { loadMigrations } from '../../../src/platform/db/migrate.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** A generator that answers `numbers` first, then random ones: a clash on demand. */
const drawing = (...numbers: string[]) => () => numbers.shift() ?? generateKeyNumber();

const keyNumberOf = (t: TestApp, id: number) => t.app.db.selectFrom('accounts').select('keyNumber').where('id', '=', id).executeTakeFirstOrThrow();

describe('every account has a key number', () => {
  let t: TestApp;
  let club: Club;
  beforeAll(async () => {
    t = await createTestApp();
    club = await t.make.defaultClub();
  });
  afterAll(() => t.close());

  it('gives a member who registers a generated ten-digit number', async () => {
    const result = await registerAccount(t.app, club, { email: 'new@example.test', password1: 'Jab-Cross-Hook-2026', password2: 'Jab-Cross-Hook-2026', firstName: 'Nina', lastName: 'New', ip: '192.0.2.1' });
    expect(result.success).toBe(true);
    const account = await t.app.db.selectFrom('accounts').select('keyNumber').where('email', '=', 'new@example.test').executeTakeFirstOrThrow();
    expect(account.keyNumber).toMatch(/^[1-9]\d{9}$/);
  });

  it('draws again when the drawn number is taken, and answers undefined for a taken email', async () => {
    const holder = await t.make.member({ keyNumber: '7000000001' });
    const values = { clubId: club.id, email: 'second@example.test', firstName: 'Sam', lastName: 'Second' };
    const account = await t.app.db.transaction().execute((trx) => insertAccountWithKeyNumber(trx, values, drawing('7000000001', '7000000002')));
    expect(account?.keyNumber).toBe('7000000002');
    expect(await keyNumberOf(t, holder.id)).toEqual({ keyNumber: '7000000001' });
    const again = await t.app.db.transaction().execute((trx) => insertAccountWithKeyNumber(trx, { ...values, email: 'SECOND@example.test' }));
    expect(again).toBeUndefined();
  });

  it('two sign-ups drawing the same number at once both get an account, with different numbers', async () => {
    // Both draw 7000000003 first: one wins the unique index, the other draws again.
    const insert = (email: string) =>
      t.app.db.transaction().execute((trx) => insertAccountWithKeyNumber(trx, { clubId: club.id, email, firstName: 'Rae', lastName: 'Race' }, drawing('7000000003')));
    const [a, b] = await Promise.all([insert('race-a@example.test'), insert('race-b@example.test')]);
    expect(a?.keyNumber).toMatch(/^\d{10}$/);
    expect(b?.keyNumber).toMatch(/^\d{10}$/);
    expect(a?.keyNumber).not.toBe(b?.keyNumber);
  });

  it('migration 0017 gives accounts without a number one, and leaves devices and set numbers alone', async () => {
    const without = await t.make.member();
    const kept = await t.make.member({ keyNumber: 'FOB-12' });
    const device = await t.make.kiosk();
    const backfill = loadMigrations().find((m) => m.name.startsWith('0017_'));
    if (!backfill) throw new Error('migration 0017 not found');
    for (const statement of backfill.statements) await sql.raw(statement).execute(t.app.db);
    expect((await keyNumberOf(t, without.id)).keyNumber).toMatch(/^[1-9]\d{9}$/);
    expect(await keyNumberOf(t, kept.id)).toEqual({ keyNumber: 'FOB-12' });
    expect(await keyNumberOf(t, device.id)).toEqual({ keyNumber: null });
    const left = await t.app.db.selectFrom('accounts').select('id').where('keyNumber', 'is', null).where('role', '<>', 'KIOSK').execute();
    expect(left).toEqual([]);
  });
});
