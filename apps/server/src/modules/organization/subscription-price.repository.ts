import type { Db } from '../../platform/db/database.js';
import { addDays } from '../../platform/club-clock.js';

/** A dated price of a subscription product: valid from its start through its end (none: on and on). */
export interface SubscriptionPriceRow {
  id: number;
  organizationSubscriptionId: number;
  price: string;
  dateStart: string;
  dateEnd: string | null;
}

const COLUMNS = ['id', 'organizationSubscriptionId', 'price', 'dateStart', 'dateEnd'] as const;

/** The prices of these products, the earliest first. */
export function pricesOfSubscriptionProducts(db: Db, clubId: number, productIds: readonly number[]): Promise<SubscriptionPriceRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('organizationSubscriptionPrices')
    .select(COLUMNS)
    .where('clubId', '=', clubId)
    .where('organizationSubscriptionId', 'in', [...new Set(productIds)])
    .orderBy('dateStart')
    .orderBy('id')
    .execute();
}

export function findSubscriptionPrice(db: Db, clubId: number, id: number): Promise<SubscriptionPriceRow | undefined> {
  return db.selectFrom('organizationSubscriptionPrices').select(COLUMNS).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** The price valid on a date, or undefined when no row covers it (the rows never overlap: the database sees to it). */
export function subscriptionPriceOn(db: Db, clubId: number, productId: number, date: string): Promise<SubscriptionPriceRow | undefined> {
  return db
    .selectFrom('organizationSubscriptionPrices')
    .select(COLUMNS)
    .where('clubId', '=', clubId)
    .where('organizationSubscriptionId', '=', productId)
    .where('dateStart', '<=', date)
    .where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', date)]))
    .executeTakeFirst();
}

/** A new price from a later date ends the open-ended price before it on the day before. */
export async function endOpenPriceBefore(db: Db, clubId: number, productId: number, dateStart: string): Promise<void> {
  await db
    .updateTable('organizationSubscriptionPrices')
    .set({ dateEnd: addDays(dateStart, -1) })
    .where('clubId', '=', clubId)
    .where('organizationSubscriptionId', '=', productId)
    .where('dateEnd', 'is', null)
    .where('dateStart', '<', dateStart)
    .execute();
}

export async function insertSubscriptionPrice(db: Db, clubId: number, productId: number, values: { price: string; dateStart: string; dateEnd: string | null }): Promise<number> {
  const row = await db
    .insertInto('organizationSubscriptionPrices')
    .values({ clubId, organizationSubscriptionId: productId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a price row; answers the product it belonged to, or undefined when it is not this club's. */
export async function deleteSubscriptionPrice(db: Db, clubId: number, id: number): Promise<number | undefined> {
  const row = await db.deleteFrom('organizationSubscriptionPrices').where('clubId', '=', clubId).where('id', '=', id).returning('organizationSubscriptionId').executeTakeFirst();
  return row?.organizationSubscriptionId;
}

/** True for the database's refusal of two prices of one product whose periods overlap. */
export function isPriceOverlap(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23P01' && (e.constraint === undefined || e.constraint === 'organization_subscription_prices_no_overlap');
}
