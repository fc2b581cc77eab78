import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import type { OrganizationSubscription } from './account-subscription.js';

/** A product the shop sells, with the name of the membership it requires (null: none). */
export interface ShopSubscriptionRow extends OrganizationSubscription {
  requiredMembershipName: string | null;
}

/** The club's subscription products shown in the shop and not archived, by name (one statement). */
export function shopSubscriptionProducts(db: Db, clubId: number): Promise<ShopSubscriptionRow[]> {
  return db
    .selectFrom('organizationSubscriptions as s')
    .leftJoin('organizationMemberships as m', (j) => j.onRef('m.clubId', '=', 's.clubId').onRef('m.id', '=', 's.requiredMembershipId'))
    .selectAll('s')
    .select('m.name as requiredMembershipName')
    .where('s.clubId', '=', clubId)
    .where('s.displayShop', '=', true)
    .where('s.archived', '=', false)
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
}

/**
 * Whether the account holds a subscription of the product that runs on `dateStart` or any later day (no end, or an end
 * on or after it), or has an order for the product still open (not paid, or paid and not delivered): a shop sign-up
 * then would make two subscriptions of one product over the same days. Read under the account's lock.
 */
export async function subscriptionOrOrderOfProduct(db: Db, clubId: number, accountId: number, productId: number, dateStart: string): Promise<'SUBSCRIBED' | 'ORDERED' | null> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('accountSubscriptions')
            .select('id')
            .where('clubId', '=', clubId)
            .where('accountId', '=', accountId)
            .where('organizationSubscriptionId', '=', productId)
            .where((w) => w.or([w('dateEnd', 'is', null), w('dateEnd', '>=', dateStart)])),
        )
        .as('subscribed'),
      eb.exists(openOrderItems(eb, clubId, accountId).where('i.organizationSubscriptionId', '=', productId)).as('ordered'),
    ])
    .executeTakeFirstOrThrow();
  return row.subscribed ? 'SUBSCRIBED' : row.ordered ? 'ORDERED' : null;
}

/**
 * How the account may pay a subscription by direct debit: whether the club collects by direct debit (it has a creditor
 * identifier: the direct-debit module's "offered", read here for the modules below it) and the account's mandate in
 * force (at most one), in one statement.
 */
export async function directDebitTermsOf(db: Db, clubId: number, accountId: number): Promise<{ offered: boolean; mandateId: number | null }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('directDebitSettings').select('clubId').where('clubId', '=', clubId)).as('offered'),
      eb.selectFrom('directDebitMandates').select('id').where('clubId', '=', clubId).where('accountId', '=', accountId).where('retiredAt', 'is', null).orderBy('id', 'desc').limit(1).as('mandateId'),
    ])
    .executeTakeFirstOrThrow();
  return { offered: Boolean(row.offered), mandateId: row.mandateId ?? null };
}

/** The lines of the account's orders on their way: not paid yet, or paid and not yet delivered. */
const openOrderItems = (eb: ExpressionBuilder<Database, never>, clubId: number, accountId: number) =>
  eb
    .selectFrom('financeOrders as o')
    .innerJoin('financeOrderItems as i', (j) => j.onRef('i.clubId', '=', 'o.clubId').onRef('i.financeOrderId', '=', 'o.id'))
    .select('o.id')
    .where('o.clubId', '=', clubId)
    .where('o.accountId', '=', accountId)
    .where('o.status', 'in', ['RECEIVED', 'AWAITING_PAYMENT', 'PAID']);

/**
 * Whether the account has an order on its way with a registration fee line: its fee is coming, so a second sign-up
 * before it is delivered does not charge it again (test plan M4). A cancelled one does not count: the monthly run then
 * charges the fee on the first invoice that finds it not charged.
 */
export async function hasOpenRegistrationFeeOrder(db: Db, clubId: number, accountId: number): Promise<boolean> {
  const row = await db.selectNoFrom((eb) => eb.exists(openOrderItems(eb, clubId, accountId).where('i.registrationFee', '=', true)).as('ordered')).executeTakeFirstOrThrow();
  return Boolean(row.ordered);
}
