import type { Insertable, Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../platform/db/database.js';
import type { AccountSubscriptionInvoicedMonthsTable, AccountSubscriptionsTable } from '../../platform/db/tables/subscriptions.js';
import { subscriptionProductsByIds, type DatedPrice, type DateRange, type OrganizationSubscription } from '../subscription-records/index.js';

/** Records the month's line; its primary key refuses a second one for the same subscription and month. */
export async function insertInvoicedMonth(trx: Db, values: Insertable<AccountSubscriptionInvoicedMonthsTable>): Promise<void> {
  await trx.insertInto('accountSubscriptionInvoicedMonths').values(values).execute();
}

/** What billing a month reads once the subscription's row lock is held: everything that changes under that lock. */
export interface MonthBillingState {
  subscription: Selectable<AccountSubscriptionsTable>;
  pauses: DateRange[];
  /** the month has its invoice line already */
  invoiced: boolean;
  /** the subscription's own price for the month, if it has one */
  monthPrice: string | null;
  accountActive: boolean;
}

/**
 * The subscription's row, its pauses, whether the month is invoiced, its own price for the month and whether its
 * account is active, in one statement. Read after the lock is taken (a statement of its own, so it sees what the
 * holder before committed); undefined when the subscription is not the club's.
 */
export async function monthBillingState(trx: Db, clubId: number, accountSubscriptionId: number, month: string): Promise<MonthBillingState | undefined> {
  const row = await trx
    .selectFrom('accountSubscriptions as s')
    .innerJoin('accounts as a', (j) => j.onRef('a.clubId', '=', 's.clubId').onRef('a.id', '=', 's.accountId'))
    .selectAll('s')
    .select((eb) => [
      'a.active as accountActive',
      jsonArrayFrom(
        eb
          .selectFrom('accountSubscriptionPauses as p')
          .select(['p.dateStart', 'p.dateEnd'])
          .whereRef('p.clubId', '=', 's.clubId')
          .whereRef('p.accountSubscriptionId', '=', 's.id')
          .orderBy('p.dateStart'),
      ).as('pauses'),
      eb
        .exists(
          eb
            .selectFrom('accountSubscriptionInvoicedMonths as m')
            .select('m.month')
            .whereRef('m.clubId', '=', 's.clubId')
            .whereRef('m.accountSubscriptionId', '=', 's.id')
            .where('m.month', '=', month),
        )
        .as('invoiced'),
      eb
        .selectFrom('accountSubscriptionMonthPrices as mp')
        .select('mp.price')
        .whereRef('mp.clubId', '=', 's.clubId')
        .whereRef('mp.accountSubscriptionId', '=', 's.id')
        .where('mp.month', '=', month)
        .as('monthPrice'),
    ])
    .where('s.clubId', '=', clubId)
    .where('s.id', '=', accountSubscriptionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { accountActive, pauses, invoiced, monthPrice, ...subscription } = row;
  return { subscription, pauses, invoiced: Boolean(invoiced), monthPrice: monthPrice ?? null, accountActive: accountActive === true };
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

/** Of these invoice runs' subscriptions, those whose month has its invoice line already (one statement). */
export async function invoicedAmong(db: Db, clubId: number, accountSubscriptionIds: readonly number[], month: string): Promise<Set<number>> {
  if (accountSubscriptionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('accountSubscriptionInvoicedMonths')
    .select('accountSubscriptionId')
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', 'in', [...accountSubscriptionIds])
    .where('month', '=', month)
    .execute();
  return new Set(rows.map((r) => r.accountSubscriptionId));
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
