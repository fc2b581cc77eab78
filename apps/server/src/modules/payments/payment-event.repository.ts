import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PaymentEventOutcome, PaymentEventsTable } from '../../platform/db/tables/payments.js';

/**
 * Records an event once: answers its row id, or undefined when the event was already recorded. On
 * PostgreSQL a racing insert of the same event waits for the first transaction and then finds its row.
 */
export async function recordPaymentEvent(db: Db, row: Insertable<PaymentEventsTable>): Promise<number | undefined> {
  const inserted = await db
    .insertInto('paymentEvents')
    .values(row)
    .onConflict((oc) => oc.columns(['clubId', 'provider', 'eventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function setPaymentEventOutcome(db: Db, clubId: number, id: number, outcome: PaymentEventOutcome): Promise<void> {
  await db.updateTable('paymentEvents').set({ outcome }).where('clubId', '=', clubId).where('id', '=', id).execute();
}
