import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { InvoiceGroup } from './finance-setup.repository.js';
import type { CreditedSoFar } from './credit-note.js';

/** What the original's credit notes took back so far, per original line (quantities and amounts ≤ 0). */
export async function creditedSoFar(db: Db, clubId: number, originalId: number): Promise<CreditedSoFar[]> {
  const rows = await db
    .selectFrom('financeInvoiceItems as i')
    .innerJoin('financeInvoices as n', (join) => join.onRef('n.clubId', '=', 'i.clubId').onRef('n.id', '=', 'i.financeInvoiceId'))
    .select([
      'i.creditedItemId',
      sql<string>`sum(i.quantity)::text`.as('quantity'),
      sql<string>`sum(i.subtotal)::text`.as('subtotal'),
      sql<string>`sum(i.tax)::text`.as('tax'),
      sql<string>`sum(i.total)::text`.as('total'),
    ])
    .where('n.clubId', '=', clubId)
    .where('n.creditedInvoiceId', '=', originalId)
    .where('i.creditedItemId', 'is not', null)
    .groupBy('i.creditedItemId')
    .execute();
  return rows.map((r) => ({ itemId: r.creditedItemId!, quantity: r.quantity, subtotal: r.subtotal, tax: r.tax, total: r.total }));
}

/** Row-locks an invoice group and reads it: whoever holds the lock hands out its next number. */
export function lockInvoiceGroup(trx: Db, clubId: number, groupId: number): Promise<InvoiceGroup | undefined> {
  return trx.selectFrom('financeInvoiceGroups').selectAll().where('clubId', '=', clubId).where('id', '=', groupId).forUpdate().executeTakeFirst();
}
