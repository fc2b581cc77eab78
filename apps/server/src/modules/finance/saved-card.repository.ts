import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AccountPaymentCardsTable } from '../../platform/db/tables/finance.js';
import type { PaymentProviderName } from '../../platform/payment-provider.js';

export type SavedCard = Selectable<AccountPaymentCardsTable>;

/** Records a kept card once per provider payment method: a replayed payment, or one retired since, changes nothing. */
export async function insertSavedCardOnce(db: Db, row: Insertable<AccountPaymentCardsTable>): Promise<void> {
  await db
    .insertInto('accountPaymentCards')
    .values(row)
    .onConflict((oc) => oc.columns(['clubId', 'provider', 'paymentMethodReference']).doNothing())
    .execute();
}

/** The account's cards not retired, newest first (the first is the one charged). */
export function listUsableCards(db: Db, clubId: number, accountId: number, provider?: PaymentProviderName): Promise<SavedCard[]> {
  let query = db.selectFrom('accountPaymentCards').selectAll().where('clubId', '=', clubId).where('accountId', '=', accountId).where('retiredAt', 'is', null);
  if (provider) query = query.where('provider', '=', provider);
  return query.orderBy('id', 'desc').execute();
}

export function findSavedCard(db: Db, clubId: number, id: number): Promise<SavedCard | undefined> {
  return db.selectFrom('accountPaymentCards').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** Retires the card unless it was already: answers whether this call did. */
export async function retireSavedCard(db: Db, clubId: number, id: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('accountPaymentCards').set({ retiredAt: now }).where('clubId', '=', clubId).where('id', '=', id).where('retiredAt', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}
