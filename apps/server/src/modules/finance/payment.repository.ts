import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FinanceInvoicePaymentsTable, FinancePaymentMethodsTable } from '../../platform/db/tables/finance.js';

export type PaymentMethodRow = Selectable<FinancePaymentMethodsTable>;
export type PaymentRow = Selectable<FinanceInvoicePaymentsTable>;

export function findPaymentMethod(db: Db, clubId: number, id: number): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('financePaymentMethods').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/**
 * Inserts the payment unless one with its (club, method, reference) exists (the partial unique index of 0025):
 * answers the new id, or undefined when the reference was taken. A racing insert of the same reference waits for
 * the first to commit and then finds it.
 */
export async function insertPaymentOnce(trx: Db, payment: Insertable<FinanceInvoicePaymentsTable>): Promise<number | undefined> {
  const row = await trx
    .insertInto('financeInvoicePayments')
    .values(payment)
        // The index's predicate as a literal: PostgreSQL matches a partial index to ON CONFLICT only by its text.
    .onConflict((oc) => oc.columns(['clubId', 'financePaymentMethodId', 'reference']).where(sql<boolean>`reference <> ''`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findPaymentByReference(db: Db, clubId: number, methodId: number, reference: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('financeInvoicePayments')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('financePaymentMethodId', '=', methodId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}
