import type { Db } from '../../platform/db/database.js';
import type { ListPage } from '../../platform/list-page.js';
import type { BusinessRelationValues } from '@kiai/shared';
import type { BusinessRelation, BusinessSearch } from './business.js';

const COLUMNS = [
  'id',
  'name',
  'addressLine1',
  'addressLine2',
  'postcode',
  'city',
  'country',
  'email',
  'phone',
  'vatId',
  'registrationNumber',
  'note',
  'archived',
  'createdAt',
] as const;

export function findBusiness(db: Db, clubId: number, id: number): Promise<BusinessRelation | undefined> {
  return db.selectFrom('relationsBusinesses').select(COLUMNS).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** Several of the club's relations at once (a list's rows point at them: one statement for the page). */
export async function businessesByIds(db: Db, clubId: number, ids: readonly number[]): Promise<BusinessRelation[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('relationsBusinesses').select(COLUMNS).where('clubId', '=', clubId).where('id', 'in', [...ids]).execute();
}

/** The club's current or archived relations by name, matching the search when there is one. */
export function listBusinesses(db: Db, clubId: number, filter: { archived: boolean; search: BusinessSearch | null }, page: ListPage): Promise<BusinessRelation[]> {
  let query = db.selectFrom('relationsBusinesses').select(COLUMNS).where('clubId', '=', clubId).where('archived', '=', filter.archived);
  const search = filter.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', search.containsPattern),
        eb(eb.fn('lower', ['email']), 'like', search.containsPattern),
        eb(eb.fn('lower', ['city']), 'like', search.containsPattern),
        eb('vatId', 'like', search.vatIdPattern),
      ]),
    );
  }
  return query
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function insertBusiness(db: Db, clubId: number, values: BusinessRelationValues): Promise<number> {
  return (await db.insertInto('relationsBusinesses').values({ clubId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Whether a row of the club was changed. */
export async function updateBusiness(db: Db, clubId: number, id: number, values: Partial<BusinessRelationValues> & { archived?: boolean }): Promise<boolean> {
  const result = await db.updateTable('relationsBusinesses').set(values).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
