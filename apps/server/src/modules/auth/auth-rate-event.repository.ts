import type { Db } from '../../platform/db/database.js';
import type { AuthRateAction } from '../../platform/db/tables/auth.js';

export async function insertRateEvent(db: Db, event: { clubId: number; action: AuthRateAction; ip: string; createdAt: Date }): Promise<void> {
  await db.insertInto('authRateEvents').values(event).execute();
}

export async function countRateEvents(db: Db, clubId: number, action: AuthRateAction, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('authRateEvents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('action', '=', action)
    .where('ip', '=', ip)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteRateEventsBefore(db: Db, clubId: number, before: Date): Promise<number> {
  const result = await db.deleteFrom('authRateEvents').where('clubId', '=', clubId).where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
