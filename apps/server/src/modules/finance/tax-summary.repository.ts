import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { TaxRateType } from '../../platform/db/tables/finance.js';

/** Base (subtotal), tax and total of one tax rate's lines. */
export interface TaxSummaryRow {
  percentage: string;
  rateType: TaxRateType;
  base: string;
  tax: string;
  total: string;
}

/**
 * The stored line amounts of the club's issued invoices and credit notes (SENT, PAID, OVERDUE: never drafts or
 * cancelled drafts) dated from `dateFrom` to `dateTo` (inclusive), summed per tax rate snapshot, 0 % included.
 */
export async function sumTaxPerRate(db: Db, clubId: number, dateFrom: string, dateTo: string): Promise<TaxSummaryRow[]> {
  const rows = await db
    .selectFrom('financeInvoices as n')
    .innerJoin('financeInvoiceItems as i', (join) => join.onRef('i.clubId', '=', 'n.clubId').onRef('i.financeInvoiceId', '=', 'n.id'))
    .select([
      'i.taxPercentage as percentage',
      'i.taxRateType as rateType',
      sql<string>`sum(i.subtotal)::numeric(20, 2)::text`.as('base'),
      sql<string>`sum(i.tax)::numeric(20, 2)::text`.as('tax'),
      sql<string>`sum(i.total)::numeric(20, 2)::text`.as('total'),
    ])
    .where('n.clubId', '=', clubId)
    .where('n.status', 'in', ['SENT', 'PAID', 'OVERDUE'])
    .where('n.dateCreated', '>=', dateFrom)
    .where('n.dateCreated', '<=', dateTo)
    .groupBy(['i.taxPercentage', 'i.taxRateType'])
    .orderBy('i.taxPercentage')
    .orderBy('i.taxRateType')
    .execute();
  return rows;
}
