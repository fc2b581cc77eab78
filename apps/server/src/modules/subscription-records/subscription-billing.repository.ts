import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountSubscriptionInvoicedMonthsTable } from '../../platform/db/tables/subscriptions.js';
import type { OrganizationSubscription } from './account-subscription.js';
import { subscriptionProductsByIds } from './credit.repository.js';
import type { DatedPrice } from './month-price.js';

// What billing a subscription month reads and writes beside its invoice, shared by the monthly run (subscriptions) and
// the shop's sign-up order (finance): the products with their prices, whose registration fee is charged, the month's
// invoiced row. Here, below both, so each prices and records a month the same way.

/** Records the month's line; its primary key refuses a second one for the same subscription and month. */
export async function insertInvoicedMonth(trx: Db, values: Insertable<AccountSubscriptionInvoicedMonthsTable>): Promise<void> {
  await trx.insertInto('accountSubscriptionInvoicedMonths').values(values).execute();
}

/** A subscription product with its dated prices, oldest first: what a month is priced from. */
export interface PricedProduct {
  product: OrganizationSubscription;
  prices: DatedPrice[];
}

/** The products among the ids with their prices (two statements, whatever their number). */
export async function pricedProducts(db: Db, clubId: number, productIds: readonly number[]): Promise<Map<number, PricedProduct>> {
  if (productIds.length === 0) return new Map();
  const ids = [...new Set(productIds)];
  const [products, prices] = await Promise.all([
    subscriptionProductsByIds(db, clubId, ids),
    db
      .selectFrom('organizationSubscriptionPrices')
      .select(['organizationSubscriptionId', 'price', 'dateStart', 'dateEnd'])
      .where('clubId', '=', clubId)
      .where('organizationSubscriptionId', 'in', ids)
      .orderBy('dateStart')
      .execute(),
  ]);
  return new Map(
    [...products.values()].map((product) => [
      product.id,
      { product, prices: prices.filter((p) => p.organizationSubscriptionId === product.id).map(({ organizationSubscriptionId: _, ...price }) => price) },
    ]),
  );
}

/**
 * Which of these accounts (the club's registration_fee_per ACCOUNT) or subscriptions (SUBSCRIPTION) have a registration
 * fee charged already (domain notes: an issued fee line that no credit note credits), in one statement.
 */
export async function registrationFeesCharged(db: Db, clubId: number, of: { accountIds: readonly number[] } | { accountSubscriptionIds: readonly number[] }): Promise<Set<number>> {
  const ids = 'accountIds' in of ? of.accountIds : of.accountSubscriptionIds;
  if (ids.length === 0) return new Set();
  const query = db
    .selectFrom('financeInvoiceItems as it')
    .innerJoin('financeInvoices as i', (j) => j.onRef('i.clubId', '=', 'it.clubId').onRef('i.id', '=', 'it.financeInvoiceId'))
    .where('it.clubId', '=', clubId)
    .where('it.registrationFee', '=', true)
    .where('i.status', 'not in', ['DRAFT', 'CANCELLED'])
    .where('i.creditedInvoiceId', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('financeInvoiceItems as c').select('c.id').whereRef('c.clubId', '=', 'it.clubId').whereRef('c.creditedItemId', '=', 'it.id'))),
    );
  const rows =
    'accountIds' in of
      ? await query.select('i.accountId as id').distinct().where('i.accountId', 'in', [...ids]).execute()
      : await query.select('it.accountSubscriptionId as id').distinct().where('it.accountSubscriptionId', 'in', [...ids]).execute();
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
}
