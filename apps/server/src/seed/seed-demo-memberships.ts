import type { Db } from '../platform/db/database.js';

/** The demo club's membership: a year at €30 with 21% VAT included, renewed 14 days before it ends. */
export async function seedDemoMemberships(trx: Db, clubId: number): Promise<void> {
  const vat = await trx.selectFrom('financeTaxRates').select('id').where('clubId', '=', clubId).where('code', '=', 'VAT21').executeTakeFirst();
  await trx
    .insertInto('organizationMemberships')
    .values({
      clubId,
      name: 'Club membership',
      description: '<p>A year of membership of Northside Boxing &amp; Fitness.</p>',
      price: '30.00',
      validity: 1,
      validityUnit: 'YEARS',
      renewal: true,
      renewalDaysBefore: 14,
      financeTaxRateId: vat?.id ?? null,
    })
    .execute();
}
