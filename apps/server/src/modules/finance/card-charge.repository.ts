import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CardChargeStatus, FinanceCardChargesTable } from '../../platform/db/tables/finance.js';

export type CardCharge = Selectable<FinanceCardChargesTable>;

/** A charge attempt with what staff and the member read beside it: the invoice's number and the card's label. */
export type CardChargeListed = CardCharge & { invoiceNumber: string | null; cardLabel: string };

export function findCardCharge(db: Db, clubId: number, invoiceId: number, attempt: number): Promise<CardCharge | undefined> {
  return db.selectFrom('financeCardCharges').selectAll().where('clubId', '=', clubId).where('financeInvoiceId', '=', invoiceId).where('attempt', '=', attempt).executeTakeFirst();
}

export function insertCardCharge(db: Db, row: Insertable<FinanceCardChargesTable>): Promise<CardCharge> {
  return db.insertInto('financeCardCharges').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Settles a PENDING attempt (compare-and-set): answers whether this call did, so of two tries that heard the
 * provider's answer only one records its payment or mails its decline.
 */
export async function settleCardCharge(
  db: Db,
  clubId: number,
  id: number,
  values: { status: Exclude<CardChargeStatus, 'PENDING'>; reference?: string; reason?: string; settledAt: Date },
): Promise<boolean> {
  const row = await db.updateTable('financeCardCharges').set(values).where('clubId', '=', clubId).where('id', '=', id).where('status', '=', 'PENDING').returning('id').executeTakeFirst();
  return row !== undefined;
}

/** The account's charge attempts, newest first, with their invoices' numbers and their cards' labels. */
export function listAccountCardCharges(db: Db, clubId: number, accountId: number, limit: number): Promise<CardChargeListed[]> {
  return db
    .selectFrom('financeCardCharges as c')
    .innerJoin('financeInvoices as i', (join) => join.onRef('i.clubId', '=', 'c.clubId').onRef('i.id', '=', 'c.financeInvoiceId'))
    .innerJoin('accountPaymentCards as card', (join) => join.onRef('card.clubId', '=', 'c.clubId').onRef('card.id', '=', 'c.accountPaymentCardId'))
    .selectAll('c')
    .select(['i.invoiceNumber', 'card.label as cardLabel'])
    .where('c.clubId', '=', clubId)
    .where('card.accountId', '=', accountId)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}
