import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ClubsTable } from '../../platform/db/tables/core.js';
import type { Club } from './club.js';

export function findClubBySlug(db: Db, slug: string): Promise<Club | undefined> {
  return db.selectFrom('clubs').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function findClubById(db: Db, id: number): Promise<Club | undefined> {
  return db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listClubs(db: Db): Promise<Pick<Club, 'id' | 'slug' | 'name' | 'timeZone' | 'subscriptionRunDay'>[]> {
  return db.selectFrom('clubs').select(['id', 'slug', 'name', 'timeZone', 'subscriptionRunDay']).orderBy('name').execute();
}

export function insertClub(db: Db, values: Insertable<ClubsTable>): Promise<Club> {
  return db.insertInto('clubs').values(values).returningAll().executeTakeFirstOrThrow();
}

// Any constant other than the migrations' lock (4_211_000_001).
const CLUB_SEEDING_LOCK_ID = 4_211_000_002;

/** Until the transaction ends, no other server seeds clubs: servers starting together on one database seed once. */
export async function lockClubSeeding(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CLUB_SEEDING_LOCK_ID})`.execute(trx);
}

export function updateClub(db: Db, id: number, changes: Updateable<ClubsTable>): Promise<Club> {
  return db.updateTable('clubs').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
