import type { Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../platform/db/database.js';
import type { AccountSubscriptionsTable } from '../../platform/db/tables/subscriptions.js';
import type { DateRange } from '../subscription-records/index.js';

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

