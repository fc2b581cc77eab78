import type { Db } from '../../platform/db/database.js';

export interface NewLoginAttempt {
  clubId: number;
  email: string;
  ip: string;
  createdAt: Date;
}

/** Which attempts a limit counts: one email, one address, or one email from one address. */
export type AttemptScope = { email: string; ip?: string } | { email?: undefined; ip: string };

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

export async function deleteLoginAttempt(db: Db, clubId: number, attemptId: number): Promise<void> {
  await db.deleteFrom('loginAttempts').where('clubId', '=', clubId).where('id', '=', attemptId).execute();
}

function attemptsInScope(db: Db, clubId: number, scope: AttemptScope, since: Date) {
  let query = db.selectFrom('loginAttempts').where('clubId', '=', clubId).where('createdAt', '>', since);
  if (scope.email !== undefined) query = query.where('email', '=', scope.email);
  if (scope.ip !== undefined) query = query.where('ip', '=', scope.ip);
  return query;
}

/**
 * Failed attempts in the scope since `since`; with `afterLastSuccess`, only those after the scope's
 * latest success (a member who got in starts afresh).
 */
export async function countFailures(db: Db, clubId: number, scope: AttemptScope, since: Date, afterLastSuccess: boolean): Promise<number> {
  const lastSuccess = afterLastSuccess
    ? await attemptsInScope(db, clubId, scope, since)
        .where('succeeded', '=', true)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    : undefined;
  const row = await attemptsInScope(db, clubId, scope, since)
    .where('succeeded', '=', false)
    .where('id', '>', lastSuccess?.id ?? 0)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteLoginAttemptsBefore(db: Db, clubId: number, before: Date): Promise<number> {
  const result = await db.deleteFrom('loginAttempts').where('clubId', '=', clubId).where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
