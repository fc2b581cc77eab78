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
 * cancelled drafts) dated from `dateFrom` to `dateTo` (inclusive), summed per tax rate snapshot, 0 % included:
 * from their sums per day (finance_tax_day_sums, which triggers keep equal to the lines; migration 0039), so a
 * year reads a few hundred rows instead of every line.
 */
export async function sumTaxPerRate(db: Db, clubId: number, dateFrom: string, dateTo: string): Promise<TaxSummaryRow[]> {
  const rows = await db
    .selectFrom('financeTaxDaySums')
    .select([
      'taxPercentage as percentage',
      'taxRateType as rateType',
      sql<string>`sum(subtotal)::numeric(20, 2)::text`.as('base'),
      sql<string>`sum(tax)::numeric(20, 2)::text`.as('tax'),
      sql<string>`sum(total)::numeric(20, 2)::text`.as('total'),
    ])
    .where('clubId', '=', clubId)
    .where('day', '>=', dateFrom)
    .where('day', '<=', dateTo)
    .groupBy(['taxPercentage', 'taxRateType'])
    .having(sql<boolean>`sum(lines) > 0`)
    .orderBy('taxPercentage')
    .orderBy('taxRateType')
    .execute();
  return rows;
}
