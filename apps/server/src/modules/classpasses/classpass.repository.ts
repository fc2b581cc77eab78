import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { compiledQuery } from '../../platform/db/compiled-query.js';
import type { AccountClasspassesTable } from '../../platform/db/tables/classpasses.js';
import type { AccountClasspass, OrganizationClasspass } from './classpass.js';
import type { ListPage } from '../../platform/list-page.js';

export interface ClasspassProductFilter {
  archived?: boolean | undefined;
  displayShop?: boolean | undefined;
  displayPublic?: boolean | undefined;
}

export type ClasspassOrder = 'CLASSES' | '-CLASSES' | 'NAME' | '-NAME' | 'PRICE' | '-PRICE';

export function listClasspassProducts(
  db: Db,
  clubId: number,
  filter: ClasspassProductFilter,
  order: ClasspassOrder,
  page: ListPage,
): Promise<OrganizationClasspass[]> {
  let query = db.selectFrom('organizationClasspasses').selectAll().where('clubId', '=', clubId);
  if (filter.archived !== undefined) query = query.where('archived', '=', filter.archived);
  if (filter.displayShop !== undefined) query = query.where('displayShop', '=', filter.displayShop);
  if (filter.displayPublic !== undefined) query = query.where('displayPublic', '=', filter.displayPublic);
  const desc = order.startsWith('-');
  const direction = desc ? 'desc' : 'asc';
  switch (order) {
    case 'CLASSES':
    case '-CLASSES':
      // Unlimited passes have no count: they come after every counted pass.
      query = query.orderBy('unlimited', direction).orderBy('classes', direction);
      break;
    case 'NAME':
    case '-NAME':
      query = query.orderBy('name', direction);
      break;
    case 'PRICE':
    case '-PRICE':
      query = query.orderBy('price', direction);
      break;
  }
  return query.orderBy('name').orderBy('id').offset(page.offset).limit(page.limit).execute();
}

export function findClasspassProduct(db: Db, clubId: number, id: number): Promise<OrganizationClasspass | undefined> {
  return db.selectFrom('organizationClasspasses').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** The club's pass products among the ids, in any order. */
export function classpassProductsByIds(db: Db, clubId: number, ids: readonly number[]): Promise<OrganizationClasspass[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('organizationClasspasses').selectAll().where('clubId', '=', clubId).where('id', 'in', ids).execute();
}

const PRODUCT_COLUMNS = [
  'id',
  'clubId',
  'name',
  'description',
  'price',
  'quickStatsAmount',
  'validity',
  'validityUnit',
  'classes',
  'unlimited',
  'trialPass',
  'displayPublic',
  'displayShop',
  'archived',
  'financeTaxRateId',
  'createdAt',
] as const;

/** Passes with their product (one join) and the classes they are used for (a counted subquery). */
function accountPasses(db: Db, clubId: number) {
  return db
    .selectFrom('accountClasspasses as ap')
    .innerJoin('organizationClasspasses as p', 'p.id', 'ap.organizationClasspassId')
    .selectAll('ap')
    .select(PRODUCT_COLUMNS.map((c) => `p.${c} as product${capitalize(c)}` as const))
    .select((eb) =>
      eb(
        eb
          .selectFrom('scheduleItemAttendances as sa')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('sa.clubId', '=', 'ap.clubId')
          .whereRef('sa.accountClasspassId', '=', 'ap.id')
          // A class cancelled late stays used.
          .where((w) => w.or([w('sa.bookingStatus', '<>', 'CANCELLED'), w('sa.lateCancel', '=', true)])),
        '+',
        // Personal-training sessions count like classes, until a cancel in time gives them back.
        eb
          .selectFrom('appointments as pt')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('pt.clubId', '=', 'ap.clubId')
          .whereRef('pt.accountClasspassId', '=', 'ap.id')
          .where('pt.passSessionUsed', '=', true),
      ).as('classesUsed'),
    )
    .where('ap.clubId', '=', clubId);
}

function capitalize<S extends string>(s: S): Capitalize<S> {
  return (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;
}

// Product columns come back as productName, productPrice, …: split them off into the product.
const PRODUCT_KEY = /^product([A-Z])(.*)$/;

function toAccountClasspass(row: Record<string, unknown>): AccountClasspass {
  const pass: Record<string, unknown> = {};
  const product: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const match = PRODUCT_KEY.exec(key);
    if (match) product[match[1]!.toLowerCase() + match[2]!] = value;
    else pass[key] = value;
  }
  return { ...(pass as Omit<AccountClasspass, 'product' | 'classesUsed'>), classesUsed: Number(row.classesUsed ?? 0), product: product as OrganizationClasspass };
}

async function withProducts(rows: Promise<Record<string, unknown>[]>): Promise<AccountClasspass[]> {
  return (await rows).map(toAccountClasspass);
}

/** Passes of one account (or of every account when null), newest first. */
export async function listAccountClasspasses(db: Db, clubId: number, accountId: number | null, page: ListPage): Promise<AccountClasspass[]> {
  let query = accountPasses(db, clubId);
  if (accountId !== null) query = query.where('ap.accountId', '=', accountId);
  return withProducts(query.orderBy('ap.dateStart', 'desc').orderBy('ap.id', 'desc').offset(page.offset).limit(page.limit).execute());
}

const selectAccountClasspass = compiledQuery(['clubId', 'id'], (db, p: { clubId: number; id: number }) => accountPasses(db, p.clubId).where('ap.id', '=', p.id));

/** One pass with its product and use (compiled once: every booking reads it). */
export async function findAccountClasspass(db: Db, clubId: number, id: number): Promise<AccountClasspass | undefined> {
  return (await withProducts(selectAccountClasspass(db, { clubId, id })))[0];
}

export async function findAccountClasspassesByIds(db: Db, clubId: number, ids: readonly number[]): Promise<AccountClasspass[]> {
  if (ids.length === 0) return [];
  return withProducts(accountPasses(db, clubId).where('ap.id', 'in', [...ids]).execute());
}

/** An account's passes whose validity covers the date, oldest end date first (use those up first). */
export async function findAccountClasspassesValidOn(db: Db, clubId: number, accountId: number, date: string): Promise<AccountClasspass[]> {
  return withProducts(
    accountPasses(db, clubId).where('ap.accountId', '=', accountId).where('ap.dateStart', '<=', date).where('ap.dateEnd', '>=', date).orderBy('ap.dateEnd').orderBy('ap.id').execute(),
  );
}

// The booking transaction's statements below are compiled once (see compiledQuery): they run on every booking.
const lockPass = compiledQuery(['clubId', 'id'], (db, p: { clubId: number; id: number }) =>
  db.selectFrom('accountClasspasses').select('id').where('clubId', '=', p.clubId).where('id', '=', p.id).forUpdate(),
);

/** Row-locks a pass until the transaction ends, so two bookings cannot both take its last class. */
export async function lockAccountClasspass(trx: Db, clubId: number, id: number): Promise<void> {
  await lockPass(trx, { clubId, id });
}

const selectPassUsage = compiledQuery(['clubId', 'accountClasspassId'], (db, p: { clubId: number; accountClasspassId: number }) =>
  db.selectNoFrom((eb) =>
    eb(
      eb
        .selectFrom('scheduleItemAttendances')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('clubId', '=', p.clubId)
        .where('accountClasspassId', '=', p.accountClasspassId)
        .where((w) => w.or([w('bookingStatus', '<>', 'CANCELLED'), w('lateCancel', '=', true)])),
      '+',
      eb
        .selectFrom('appointments')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('clubId', '=', p.clubId)
        .where('accountClasspassId', '=', p.accountClasspassId)
        .where('passSessionUsed', '=', true),
    ).as('n'),
  ),
);

/** Classes (attendances not cancelled, or cancelled late: those stay spent) and personal-training sessions a pass is used for; call after lockAccountClasspass inside a booking. */
export async function countClasspassUsage(db: Db, clubId: number, accountClasspassId: number): Promise<number> {
  const [row] = await selectPassUsage(db, { clubId, accountClasspassId });
  return Number(row?.n ?? 0);
}

const selectProductsAllowed = (way: 'attend' | 'shopBook') =>
  compiledQuery(['clubId', 'scheduleItemId'], (db, p: { clubId: number; scheduleItemId: number }) =>
    db
      .selectFrom('scheduleItemOrganizationClasspassGroups as ig')
      .innerJoin('organizationClasspassGroupClasspasses as gc', 'gc.organizationClasspassGroupId', 'ig.organizationClasspassGroupId')
      .innerJoin('organizationClasspassGroups as g', 'g.id', 'ig.organizationClasspassGroupId')
      .select('gc.organizationClasspassId')
      .distinct()
      .where('ig.clubId', '=', p.clubId)
      .where('ig.scheduleItemId', '=', p.scheduleItemId)
      .where(`ig.${way}`, '=', true)
      .where('g.archived', '=', false),
  );

const productsAllowedFor = { attend: selectProductsAllowed('attend'), shopBook: selectProductsAllowed('shopBook') };

/** The products whose groups allow a class for the given way of booking (desk or online shop). */
export async function productIdsAllowedForItem(db: Db, clubId: number, scheduleItemId: number, way: 'attend' | 'shopBook'): Promise<Set<number>> {
  const rows = await productsAllowedFor[way](db, { clubId, scheduleItemId });
  return new Set(rows.map((r) => r.organizationClasspassId));
}

/** How many trial passes each of the accounts ever held; an account with none is missing from the map. */
export async function countTrialPassesOf(db: Db, clubId: number, accountIds: readonly number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('accountClasspasses as ap')
    .innerJoin('organizationClasspasses as p', 'p.id', 'ap.organizationClasspassId')
    .select(['ap.accountId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ap.clubId', '=', clubId)
    .where('ap.accountId', 'in', accountIds)
    .where('p.trialPass', '=', true)
    .groupBy('ap.accountId')
    .execute();
  return new Map(rows.map((r) => [r.accountId, Number(r.n)]));
}

/** How many trial passes the account ever held. */
export async function countTrialPasses(db: Db, clubId: number, accountId: number): Promise<number> {
  return (await countTrialPassesOf(db, clubId, [accountId])).get(accountId) ?? 0;
}

export function insertAccountClasspass(db: Db, values: Insertable<AccountClasspassesTable>): Promise<Selectable<AccountClasspassesTable>> {
  return db.insertInto('accountClasspasses').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The drop-in and trial products offered for a class on a date (the latest price row in force). */
export async function findItemPricesOn(
  db: Db,
  clubId: number,
  scheduleItemId: number,
  date: string,
): Promise<{ dropin: OrganizationClasspass | null; trial: OrganizationClasspass | null }> {
  const row = await db
    .selectFrom('scheduleItemPrices')
    .select(['organizationClasspassDropinId', 'organizationClasspassTrialId'])
    .where('clubId', '=', clubId)
    .where('scheduleItemId', '=', scheduleItemId)
    .where('dateStart', '<=', date)
    .where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', date)]))
    .orderBy('dateStart', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const load = async (id: number | null | undefined) => {
    const product = id ? await findClasspassProduct(db, clubId, id) : undefined;
    return product && !product.archived ? product : null;
  };
  return { dropin: await load(row?.organizationClasspassDropinId), trial: await load(row?.organizationClasspassTrialId) };
}

/** Sets a pass's last valid day. */
export async function setAccountClasspassDateEnd(trx: Db, clubId: number, id: number, dateEnd: string): Promise<void> {
  await trx.updateTable('accountClasspasses').set({ dateEnd }).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** How many classes after `date` the pass is used for (not cancelled): a new end date must not cut them off. */
export async function countUseAfter(db: Db, clubId: number, accountClasspassId: number, date: string): Promise<number> {
  const row = await db
    .selectFrom('scheduleItemAttendances')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clubId', '=', clubId)
    .where('accountClasspassId', '=', accountClasspassId)
    .where('bookingStatus', '<>', 'CANCELLED')
    .where('date', '>', date)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
