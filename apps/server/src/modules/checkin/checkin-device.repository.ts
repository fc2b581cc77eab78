import type { Db } from '../../platform/db/database.js';

export async function insertPairingCode(db: Db, values: { clubId: number; codeHash: string; createdByAccountId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insertInto('checkinPairingCodes').values(values).execute();
}

/** Uses up an unexpired, unused code: at most one caller gets its id, however many race for it. */
export async function consumePairingCode(db: Db, clubId: number, codeHash: string, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('checkinPairingCodes')
    .set({ usedAt: now })
    .where('clubId', '=', clubId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertDevice(db: Db, values: { clubId: number; accountId: number; pairingCodeId: number; name: string; pairedAt: Date }): Promise<void> {
  await db.insertInto('checkinDevices').values(values).execute();
}

/**
 * The club's devices, newest first. Last seen is when the device last renewed its tokens (it does so every few
 * minutes while in use), so nothing is written on each of its requests.
 */
export function listDevices(db: Db, clubId: number) {
  return db
    .selectFrom('checkinDevices as d')
    .leftJoin('refreshTokens as r', (join) => join.onRef('r.clubId', '=', 'd.clubId').onRef('r.accountId', '=', 'd.accountId'))
    .select((eb) => ['d.id', 'd.name', 'd.pairedAt', 'd.revokedAt', eb.fn.max('r.createdAt').as('lastSeenAt')])
    .where('d.clubId', '=', clubId)
    .groupBy(['d.id', 'd.name', 'd.pairedAt', 'd.revokedAt'])
    .orderBy('d.pairedAt', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export type DeviceRow = Awaited<ReturnType<typeof listDevices>>[number];

/** Marks an active device revoked; its account id, or undefined when there is none (or it was revoked already). */
export async function revokeDevice(db: Db, clubId: number, id: number, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('checkinDevices')
    .set({ revokedAt: now })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returning('accountId')
    .executeTakeFirst();
  return row?.accountId;
}

export async function deactivateAccount(db: Db, clubId: number, accountId: number, now: Date): Promise<void> {
  await db.updateTable('accounts').set({ active: false, updatedAt: now }).where('clubId', '=', clubId).where('id', '=', accountId).execute();
}
