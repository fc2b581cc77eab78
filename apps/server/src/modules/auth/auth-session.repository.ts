import type { Db } from '../../platform/db/database.js';
import { compiledQuery } from '../../platform/db/compiled-query.js';

export interface NewSession {
  id: string;
  clubId: number;
  accountId: number;
  startedAt: Date;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insertInto('authSessions').values(session).execute();
}

const selectSessionWithAccount = compiledQuery(['clubId', 'sessionId'], (db, p: { clubId: number; sessionId: string }) =>
  db
    .selectFrom('authSessions as s')
    .innerJoin('accounts as a', (join) => join.onRef('a.id', '=', 's.accountId').onRef('a.clubId', '=', 's.clubId'))
    .select([
      's.id as sessionId',
      's.startedAt',
      's.revokedAt',
      'a.id as accountId',
      'a.email',
      'a.role',
      'a.staffRoles',
      'a.active',
      'a.tokenVersion',
    ])
    .where('s.clubId', '=', p.clubId)
    .where('s.id', '=', p.sessionId),
);

/** A session with what every request needs of its account, read in one query (compiled once: every signed-in request runs it). */
export async function findSessionWithAccount(db: Db, clubId: number, sessionId: string) {
  return (await selectSessionWithAccount(db, { clubId, sessionId }))[0];
}

export type SessionWithAccount = NonNullable<Awaited<ReturnType<typeof findSessionWithAccount>>>;

export async function revokeSession(db: Db, clubId: number, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('authSessions')
    .set({ revokedAt: now })
    .where('clubId', '=', clubId)
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function revokeSessionsOfAccount(db: Db, clubId: number, accountId: number, now: Date): Promise<void> {
  await db
    .updateTable('authSessions')
    .set({ revokedAt: now })
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .execute();
}
