import type { Db } from '../platform/db/database.js';
import type { Club } from '../modules/clubs/index.js';

/**
 * The demo club's finance set-up: its address for the invoices, 21% VAT included in every class pass price,
 * and the terms and footer of the shop and desk sales groups (createClub already made the groups and payment methods).
 */
export async function seedDemoFinance(trx: Db, club: Club): Promise<void> {
  const clubId = club.id;
  await trx.updateTable('clubs').set({ address: 'Harbour Street 12, 1011 AB Amsterdam, The Netherlands' }).where('id', '=', clubId).execute();
  const vat = await trx
    .insertInto('financeTaxRates')
    .values({ clubId, name: 'VAT 21%', percentage: '21', rateType: 'IN', code: 'VAT21' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('organizationClasspasses').set({ financeTaxRateId: vat.id }).where('clubId', '=', clubId).execute();
  const footer = 'Northside Boxing & Fitness · Harbour Street 12, Amsterdam · VAT NL001234567B01 · KvK 12345678';
  const groupTerms = [
    ['INV', 'Paid online at the time of purchase. Class passes are personal and cannot be refunded once used.'],
    ['DESK', 'Open for payment at the desk. Class passes are personal and cannot be refunded once used.'],
  ] as const;
  for (const [prefix, terms] of groupTerms) {
    await trx.updateTable('financeInvoiceGroups').set({ terms, footer }).where('clubId', '=', clubId).where('prefix', '=', prefix).execute();
  }
}
