import type { Db } from '../../platform/db/database.js';

export interface NewLoginAttempt {
  clubId: number;
  email: string;
  ip: string;
  createdAt: Date;
}

/** Records an attempt as failed until markLoginSucceeded says otherwise. */
export async function insertLoginAttempt(db: Db, attempt: NewLoginAttempt): Promise<number> {
  const row = await db
    .insertInto('loginAttempts')
    .values({ ...attempt, succeeded: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markLoginSucceeded(db: Db, clubId: number, attemptId: number): Promise<void> {
  await db.updateTable('loginAttempts').set({ succeeded: true }).where('clubId', '=', clubId).where('id', '=', attemptId).execute();
}

/** Failed attempts on one email since `since`, not counting those before its latest success. */
export async function countFailuresForEmail(db: Db, clubId: number, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('email', '=', email)
    .where('succeeded', '=', false)
    .where('createdAt', '>', since)
    .where((eb) =>
      eb(
        'id',
        '>',
        eb.fn.coalesce(
          eb
            .selectFrom('loginAttempts as ok')
            .select((sub) => sub.fn.max('ok.id').as('lastSuccess'))
            .where('ok.clubId', '=', clubId)
            .where('ok.email', '=', email)
            .where('ok.succeeded', '=', true)
            .where('ok.createdAt', '>', since),
          eb.lit(0),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFailuresForIp(db: Db, clubId: number, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteLoginAttemptsBefore(db: Db, clubId: number, before: Date): Promise<number> {
  const result = await db.deleteFrom('loginAttempts').where('clubId', '=', clubId).where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
