import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
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
