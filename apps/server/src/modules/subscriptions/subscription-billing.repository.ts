import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountSubscriptionInvoicedMonthsTable } from '../../platform/db/tables/subscriptions.js';
import type { DatedPrice } from '../subscription-records/index.js';

/** Whether the subscription's month has its invoice line already. */
export async function isMonthInvoiced(db: Db, clubId: number, accountSubscriptionId: number, month: string): Promise<boolean> {
  const row = await db
    .selectFrom('accountSubscriptionInvoicedMonths')
    .select('month')
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', accountSubscriptionId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the month's line; its primary key refuses a second one for the same subscription and month. */
export async function insertInvoicedMonth(trx: Db, values: Insertable<AccountSubscriptionInvoicedMonthsTable>): Promise<void> {
  await trx.insertInto('accountSubscriptionInvoicedMonths').values(values).execute();
}

/** The product's dated prices, oldest first. */
export function productPrices(db: Db, clubId: number, organizationSubscriptionId: number): Promise<DatedPrice[]> {
  return db
    .selectFrom('organizationSubscriptionPrices')
    .select(['price', 'dateStart', 'dateEnd'])
    .where('clubId', '=', clubId)
    .where('organizationSubscriptionId', '=', organizationSubscriptionId)
    .orderBy('dateStart')
    .execute();
}

/** The subscription's own price for the month, if it has one. */
export async function monthPriceOverride(db: Db, clubId: number, accountSubscriptionId: number, month: string): Promise<string | null> {
  const row = await db
    .selectFrom('accountSubscriptionMonthPrices')
    .select('price')
    .where('clubId', '=', clubId)
    .where('accountSubscriptionId', '=', accountSubscriptionId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row?.price ?? null;
}

/** Whether the account is archived (an archived account is not invoiced). */
export async function isAccountArchived(db: Db, clubId: number, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('active').where('clubId', '=', clubId).where('id', '=', accountId).executeTakeFirst();
  return row?.active !== true;
}

/**
 * Whether a registration fee is charged already (domain notes: an issued fee line that no credit note credits), for
 * the account (the club's registration_fee_per ACCOUNT) or for one of its subscriptions (SUBSCRIPTION).
 */
export async function hasChargedRegistrationFee(db: Db, clubId: number, of: { accountId: number } | { accountSubscriptionId: number }): Promise<boolean> {
  let query = db
    .selectFrom('financeInvoiceItems as it')
    .innerJoin('financeInvoices as i', (j) => j.onRef('i.clubId', '=', 'it.clubId').onRef('i.id', '=', 'it.financeInvoiceId'))
    .select('it.id')
    .where('it.clubId', '=', clubId)
    .where('it.registrationFee', '=', true)
    .where('i.status', 'not in', ['DRAFT', 'CANCELLED'])
    .where('i.creditedInvoiceId', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('financeInvoiceItems as c').select('c.id').whereRef('c.clubId', '=', 'it.clubId').whereRef('c.creditedItemId', '=', 'it.id'))),
    );
  query = 'accountId' in of ? query.where('i.accountId', '=', of.accountId) : query.where('it.accountSubscriptionId', '=', of.accountSubscriptionId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The ids of the club's subscriptions that run on some day of the month (paused, blocked and stopping ones included), in id order. */
export async function subscriptionIdsRunningIn(db: Db, clubId: number, month: string, lastDay: string): Promise<number[]> {
  const rows = await db
    .selectFrom('accountSubscriptions')
    .select('id')
    .where('clubId', '=', clubId)
    .where('dateStart', '<=', lastDay)
    .where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', `${month}-01`)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
