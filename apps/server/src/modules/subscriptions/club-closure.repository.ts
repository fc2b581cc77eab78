import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ClubClosuresTable } from '../../platform/db/tables/subscriptions.js';

export function findLocation(db: Db, clubId: number, id: number) {
  return db.selectFrom('organizationLocations').select(['id', 'name']).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function insertClosure(db: Db, values: Insertable<ClubClosuresTable>): Promise<number> {
  return (await db.insertInto('clubClosures').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A closure of the club, its row locked until the transaction ends (an undo runs once). */
export function lockClosure(db: Db, clubId: number, id: number) {
  return db.selectFrom('clubClosures').selectAll().where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markClosureUndone(db: Db, clubId: number, id: number, at: Date): Promise<void> {
  await db.updateTable('clubClosures').set({ undoneAt: at }).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** The club's closures, newest first, with how many pauses and membership extensions each made. */
export function listClosures(db: Db, clubId: number, locationId: number | undefined) {
  let q = db
    .selectFrom('clubClosures as c')
    .innerJoin('organizationLocations as l', (j) => j.onRef('l.clubId', '=', 'c.clubId').onRef('l.id', '=', 'c.organizationLocationId'))
    .selectAll('c')
    .select('l.name as locationName')
    .select((eb) => [
      eb.selectFrom('accountSubscriptionPauses as p').select((e) => e.fn.countAll<string>().as('n')).whereRef('p.clubId', '=', 'c.clubId').whereRef('p.clubClosureId', '=', 'c.id').as('pauses'),
      eb
        .selectFrom('clubClosureMembershipExtensions as x')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('x.clubId', '=', 'c.clubId')
        .whereRef('x.clubClosureId', '=', 'c.id')
        .as('extensions'),
    ])
    .where('c.clubId', '=', clubId);
  if (locationId !== undefined) q = q.where('c.organizationLocationId', '=', locationId);
  return q.orderBy('c.dateStart', 'desc').orderBy('c.id', 'desc').limit(100).execute();
}

/**
 * The subscriptions a closure of a location pauses (the rule we chose): every subscription running at some day of
 * the range whose product has a group allowing (attend) a class held in one of the location's rooms. In id order, the
 * order their locks are taken in.
 */
export async function subscriptionIdsAtLocation(db: Db, clubId: number, locationId: number, from: string, to: string): Promise<number[]> {
  const rows = await db
    .selectFrom('accountSubscriptions as s')
    .select('s.id')
    .where('s.clubId', '=', clubId)
    .where('s.dateStart', '<=', to)
    .where((eb) => eb.or([eb('s.dateEnd', 'is', null), eb('s.dateEnd', '>=', from)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('organizationSubscriptionGroupSubscriptions as gs')
          .innerJoin('scheduleItemOrganizationSubscriptionGroups as g', (j) => j.onRef('g.clubId', '=', 'gs.clubId').onRef('g.organizationSubscriptionGroupId', '=', 'gs.organizationSubscriptionGroupId'))
          .innerJoin('scheduleItems as i', (j) => j.onRef('i.clubId', '=', 'g.clubId').onRef('i.id', '=', 'g.scheduleItemId'))
          .innerJoin('organizationLocationRooms as r', (j) => j.onRef('r.clubId', '=', 'i.clubId').onRef('r.id', '=', 'i.organizationLocationRoomId'))
          .select('gs.organizationSubscriptionId')
          .whereRef('gs.clubId', '=', 's.clubId')
          .whereRef('gs.organizationSubscriptionId', '=', 's.organizationSubscriptionId')
          .where('g.attend', '=', true)
          .where('r.organizationLocationId', '=', locationId),
      ),
    )
    .orderBy('s.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The memberships of these accounts that run on some day of the range, locked (their ends move). */
export async function lockMembershipsOverlapping(db: Db, clubId: number, accountIds: readonly number[], from: string, to: string) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('accountMemberships')
    .select(['id', 'dateStart', 'dateEnd'])
    .where('clubId', '=', clubId)
    .where('accountId', 'in', accountIds)
    .where('dateStart', '<=', to)
    .where('dateEnd', '>=', from)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Moves a membership's end by days (negative: back), recording or reading the closure's extension. */
export async function extendMembership(db: Db, clubId: number, closureId: number, membershipId: number, days: number): Promise<void> {
  await db
    .updateTable('accountMemberships')
    .set({ dateEnd: sql<string>`date_end + ${days}::int` })
    .where('clubId', '=', clubId)
    .where('id', '=', membershipId)
    .execute();
  await db.insertInto('clubClosureMembershipExtensions').values({ clubId, clubClosureId: closureId, accountMembershipId: membershipId, days }).execute();
}

/** Takes a closure's extensions off their memberships' ends again (the extension rows stay as the record). */
export async function takeBackExtensions(db: Db, clubId: number, closureId: number): Promise<number> {
  const result = await db
    .updateTable('accountMemberships as m')
    .from('clubClosureMembershipExtensions as x')
    .set({ dateEnd: sql<string>`m.date_end - x.days` })
    .whereRef('x.clubId', '=', 'm.clubId')
    .whereRef('x.accountMembershipId', '=', 'm.id')
    .where('x.clubId', '=', clubId)
    .where('x.clubClosureId', '=', closureId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The subscriptions with a pause of the closure, in id order (their locks' order). */
export async function subscriptionIdsPausedBy(db: Db, clubId: number, closureId: number): Promise<number[]> {
  const rows = await db.selectFrom('accountSubscriptionPauses').select('accountSubscriptionId').distinct().where('clubId', '=', clubId).where('clubClosureId', '=', closureId).orderBy('accountSubscriptionId').execute();
  return rows.map((r) => r.accountSubscriptionId);
}

export async function deleteClosurePauses(db: Db, clubId: number, closureId: number): Promise<number> {
  const result = await db.deleteFrom('accountSubscriptionPauses').where('clubId', '=', clubId).where('clubClosureId', '=', closureId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
