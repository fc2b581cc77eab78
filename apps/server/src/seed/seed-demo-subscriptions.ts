import type { Db } from '../platform/db/database.js';
import { clubDateOf } from '../platform/club-clock.js';
import type { Club } from '../modules/clubs/index.js';

/**
 * The demo club's monthly products: "Unlimited monthly" and "Twice a week" in one subscription group that every
 * class of the timetable allows (attend and book in webshop), their prices from the seed's day, and a yearly, renewed
 * "Club membership". Run after the timetable and the finance set-up: the products take the club's VAT rate.
 */
export async function seedDemoSubscriptions(trx: Db, club: Club, now: Date): Promise<void> {
  const clubId = club.id;
  const today = clubDateOf(now, club.timeZone);
  const vat = await trx.selectFrom('financeTaxRates').select('id').where('clubId', '=', clubId).where('code', '=', 'VAT21').executeTakeFirstOrThrow();
  await trx
    .insertInto('organizationMemberships')
    .values({ clubId, name: 'Club membership', description: '<p>Your yearly membership of the club: insurance and the members’ evenings.</p>', price: '30.00', validity: 1, validityUnit: 'YEARS', renewal: true, renewalDaysBefore: 14, financeTaxRateId: vat.id })
    .execute();
  const group = await trx.insertInto('organizationSubscriptionGroups').values({ clubId, name: 'Monthly members', description: 'Every class of the timetable' }).returning('id').executeTakeFirstOrThrow();
  const products = [
    { name: 'Unlimited monthly', description: '<p>As many classes as you like, billed every month.</p>', subscriptionUnit: 'MONTH', unlimited: true, registrationFee: '25.00', minimumDurationMonths: 3, price: '60.00' },
    { name: 'Twice a week', description: '<p>Two classes every week, billed every month.</p>', subscriptionUnit: 'WEEK', classes: 2, registrationFee: '25.00', minimumDurationMonths: 0, price: '45.00' },
  ] as const;
  for (const { price, ...product } of products) {
    const row = await trx.insertInto('organizationSubscriptions').values({ clubId, ...product, noticePeriod: 1, noticeUnit: 'MONTHS', financeTaxRateId: vat.id }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('organizationSubscriptionPrices').values({ clubId, organizationSubscriptionId: row.id, price, dateStart: today }).execute();
    await trx.insertInto('organizationSubscriptionGroupSubscriptions').values({ clubId, organizationSubscriptionGroupId: group.id, organizationSubscriptionId: row.id }).execute();
  }
  const classes = await trx.selectFrom('scheduleItems').select('id').where('clubId', '=', clubId).where('scheduleItemType', '=', 'CLASS').execute();
  if (classes.length === 0) return;
  await trx
    .insertInto('scheduleItemOrganizationSubscriptionGroups')
    .values(classes.map((c) => ({ clubId, scheduleItemId: c.id, organizationSubscriptionGroupId: group.id, attend: true, shopBook: true })))
    .execute();
}
