import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PaymentTestChargesTable } from '../../platform/db/tables/payments.js';

export type TestCharge = Selectable<PaymentTestChargesTable>;

/**
 * Records the test provider's charge under its idempotency key once: answers the charge of that key, the first one
 * when the key was used before (a racing insert waits for the first and then finds it).
 */
export async function insertTestChargeOnce(db: Db, row: Insertable<PaymentTestChargesTable>): Promise<TestCharge> {
  const inserted = await db
    .insertInto('paymentTestCharges')
    .values(row)
    .onConflict((oc) => oc.columns(['clubId', 'idempotencyKey']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    inserted ??
    (await db.selectFrom('paymentTestCharges').selectAll().where('clubId', '=', row.clubId).where('idempotencyKey', '=', row.idempotencyKey).executeTakeFirstOrThrow())
  );
}
