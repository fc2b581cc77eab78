import type { Db } from '../platform/db/database.js';
import type { Club } from '../modules/clubs/index.js';

/**
 * The demo club's finance set-up: its address for the invoices, 21% VAT included in every class pass price,
 * and the shop sales group's terms and footer (createClub already made the group and payment methods).
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
  await trx
    .updateTable('financeInvoiceGroups')
    .set({
      terms: 'Paid online at the time of purchase. Class passes are personal and cannot be refunded once used.',
      footer: 'Northside Boxing & Fitness · Harbour Street 12, Amsterdam · VAT NL001234567B01 · KvK 12345678',
    })
    .where('clubId', '=', clubId)
    .where('code', '=', 'SHOP_SALES')
    .execute();
}
