import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import type { ValidityUnit } from '../../platform/db/tables/classpasses.js';
import type { ListPage } from '../../platform/list-page.js';

/** The set-up tables whose rows are archived rather than deleted (classes, passes and bookings point at them). */
export type ArchivableTable =
  | 'organizationLocations'
  | 'organizationLocationRooms'
  | 'organizationClasstypes'
  | 'organizationLevels'
  | 'organizationClasspasses'
  | 'organizationClasspassGroups'
  | 'organizationSubscriptions'
  | 'organizationSubscriptionGroups'
  | 'organizationMemberships';

/** Tables whose ids a form may name, for the check that they are this club's. */
type OwnedTable = ArchivableTable | 'financeTaxRates' | 'financeGlAccounts' | 'financeCostCentres' | 'scheduleItems' | 'organizationHolidays';

/** How many of the ids are rows of this club (each counted once). */
export async function countOwned(db: Db, table: OwnedTable, clubId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('id', 'in', [...new Set(ids)])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the archived flag; false when the row is not this club's. */
export async function setArchived(db: Db, table: ArchivableTable, clubId: number, id: number, archived: boolean): Promise<boolean> {
  const result = await db.updateTable(table).set({ archived }).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

type Values<T extends keyof Database> = Omit<Insertable<Database[T]>, 'id' | 'clubId' | 'createdAt'>;

/** The set-up tables whose forms insert and update one row by its values. */
export type SetupTable = Exclude<ArchivableTable, 'organizationClasspasses'> | 'organizationHolidays';

export async function insertRow<T extends SetupTable>(
  db: Db,
  table: T,
  clubId: number,
  values: Values<T>,
): Promise<number> {
  const row = await db
    .insertInto(table as 'organizationLevels')
    .values({ ...(values as Values<'organizationLevels'>), clubId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

export async function updateRow<T extends SetupTable | 'organizationClasspasses'>(
  db: Db,
  table: T,
  clubId: number,
  id: number,
  values: Updateable<Database[T]>,
): Promise<boolean> {
  const result = await db
    .updateTable(table as 'organizationLocations')
    .set(values as Updateable<Database['organizationLocations']>)
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface RoomRow {
  id: number;
  organizationLocationId: number;
  name: string;
  displayPublic: boolean;
  archived: boolean;
}

export function listRoomsOfLocations(db: Db, clubId: number, locationIds: readonly number[]): Promise<RoomRow[]> {
  if (locationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('organizationLocationRooms')
    .select(['id', 'organizationLocationId', 'name', 'displayPublic', 'archived'])
    .where('clubId', '=', clubId)
    .where('organizationLocationId', 'in', [...locationIds])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export interface HolidayRow {
  id: number;
  name: string;
  description: string;
  dateStart: string;
  dateEnd: string;
}

const HOLIDAY_COLUMNS = ['id', 'name', 'description', 'dateStart', 'dateEnd'] as const;

/** Holidays, the latest first. */
export function listHolidays(db: Db, clubId: number, page: ListPage): Promise<HolidayRow[]> {
  return db
    .selectFrom('organizationHolidays')
    .select(HOLIDAY_COLUMNS)
    .where('clubId', '=', clubId)
    .orderBy('dateStart', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findHoliday(db: Db, clubId: number, id: number): Promise<HolidayRow | undefined> {
  return db.selectFrom('organizationHolidays').select(HOLIDAY_COLUMNS).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function deleteHoliday(db: Db, clubId: number, id: number): Promise<boolean> {
  await db.deleteFrom('organizationHolidayLocations').where('clubId', '=', clubId).where('organizationHolidayId', '=', id).execute();
  const result = await db.deleteFrom('organizationHolidays').where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function holidayLocationIds(db: Db, clubId: number, holidayIds: readonly number[]): Promise<Map<number, number[]>> {
  const byHoliday = new Map<number, number[]>(holidayIds.map((id) => [id, []]));
  if (holidayIds.length === 0) return byHoliday;
  const rows = await db
    .selectFrom('organizationHolidayLocations')
    .select(['organizationHolidayId', 'organizationLocationId'])
    .where('clubId', '=', clubId)
    .where('organizationHolidayId', 'in', [...holidayIds])
    .execute();
  for (const r of rows) byHoliday.get(r.organizationHolidayId)?.push(r.organizationLocationId);
  return byHoliday;
}

export async function replaceHolidayLocations(db: Db, clubId: number, holidayId: number, locationIds: readonly number[]): Promise<void> {
  await db.deleteFrom('organizationHolidayLocations').where('clubId', '=', clubId).where('organizationHolidayId', '=', holidayId).execute();
  if (locationIds.length === 0) return;
  await db
    .insertInto('organizationHolidayLocations')
    .values([...new Set(locationIds)].map((organizationLocationId) => ({ clubId, organizationHolidayId: holidayId, organizationLocationId })))
    .execute();
}

export interface ClasspassValues {
  name: string;
  description: string;
  price: string;
  financeTaxRateId: number | null;
  validity: number;
  validityUnit: ValidityUnit;
  classes: number;
  unlimited: boolean;
  trialPass: boolean;
  displayPublic: boolean;
  displayShop: boolean;
}

export async function insertClasspass(db: Db, clubId: number, values: ClasspassValues): Promise<number> {
  const row = await db.insertInto('organizationClasspasses').values({ ...values, clubId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The tables that say which groups a product belongs to, with their column names. */
const PRODUCT_GROUP_LINKS = {
  classpass: { table: 'organizationClasspassGroupClasspasses', product: 'organizationClasspassId', group: 'organizationClasspassGroupId' },
  subscription: { table: 'organizationSubscriptionGroupSubscriptions', product: 'organizationSubscriptionId', group: 'organizationSubscriptionGroupId' },
} as const;

export type ProductKind = keyof typeof PRODUCT_GROUP_LINKS;

// Both link tables have the same shape under other names: the queries are written once, against the pass table's names.
type LinkRow = { organizationClasspassId: number; organizationClasspassGroupId: number };
const linkOf = (kind: ProductKind) => PRODUCT_GROUP_LINKS[kind] as unknown as (typeof PRODUCT_GROUP_LINKS)['classpass'];

/** Product id → the ids of the groups it belongs to, for the given products. */
export async function groupIdsOfProducts(db: Db, kind: ProductKind, clubId: number, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const byProduct = new Map<number, number[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const link = linkOf(kind);
  const rows = (await db
    .selectFrom(link.table)
    .select([`${link.product} as organizationClasspassId`, `${link.group} as organizationClasspassGroupId`] as unknown as ['organizationClasspassId', 'organizationClasspassGroupId'])
    .where('clubId', '=', clubId)
    .where(link.product, 'in', [...productIds])
    .orderBy(link.group)
    .execute()) as LinkRow[];
  for (const r of rows) byProduct.get(r.organizationClasspassId)?.push(r.organizationClasspassGroupId);
  return byProduct;
}

export async function replaceProductGroups(db: Db, kind: ProductKind, clubId: number, productId: number, groupIds: readonly number[]): Promise<void> {
  const link = linkOf(kind);
  await db.deleteFrom(link.table).where('clubId', '=', clubId).where(link.product, '=', productId).execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto(link.table)
    .values([...new Set(groupIds)].map((groupId) => ({ clubId, [link.group]: groupId, [link.product]: productId }) as LinkRow & { clubId: number }))
    .execute();
}

export interface ProductGroupRow {
  id: number;
  name: string;
  description: string;
  archived: boolean;
}

const GROUP_COLUMNS = ['id', 'name', 'description', 'archived'] as const;

/** The two kinds of product group: which classes a pass, or a subscription, may be used for. */
export type GroupTable = 'organizationClasspassGroups' | 'organizationSubscriptionGroups';

export function listGroups(db: Db, table: GroupTable, clubId: number, archived: boolean, page: ListPage): Promise<ProductGroupRow[]> {
  return db
    .selectFrom(table as 'organizationClasspassGroups')
    .select(GROUP_COLUMNS)
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findGroupsByIds(db: Db, table: GroupTable, clubId: number, ids: readonly number[]): Promise<ProductGroupRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom(table as 'organizationClasspassGroups').select(GROUP_COLUMNS).where('clubId', '=', clubId).where('id', 'in', [...ids]).orderBy('name').execute();
}

export interface TaxRateRow {
  id: number;
  name: string;
  percentage: string;
  rateType: 'IN' | 'EX';
}

export function listTaxRates(db: Db, clubId: number): Promise<TaxRateRow[]> {
  return db.selectFrom('financeTaxRates').select(['id', 'name', 'percentage', 'rateType']).where('clubId', '=', clubId).where('archived', '=', false).orderBy('name').orderBy('id').execute();
}

export interface LedgerCodeRow {
  id: number;
  code: string;
  name: string;
}

/** The club's current GL accounts or cost centres, by code, for the product forms. */
export function listLedgerCodes(db: Db, table: 'financeGlAccounts' | 'financeCostCentres', clubId: number): Promise<LedgerCodeRow[]> {
  return db.selectFrom(table).select(['id', 'code', 'name']).where('clubId', '=', clubId).where('archived', '=', false).orderBy('code').orderBy('id').execute();
}
