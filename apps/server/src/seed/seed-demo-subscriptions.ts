import { addMonths, clubDateOf, monthOf } from '../platform/club-clock.js';
import type { Db } from '../platform/db/database.js';
import { insertAccount } from '../modules/account-records/index.js';
import type { Club } from '../modules/clubs/index.js';

/**
 * The demo club's monthly members: the two products ("Unlimited monthly" €60 with a €25 registration fee and
 * a 3-month minimum; "Twice a week" €45) at the club's VAT rate, and two members whose subscriptions start on the
 * first of next month, so the month's own run (on the club's run day) leaves this month's books as they were and
 * staff can try next month's run from Finance → Subscription invoices.
 */
export async function seedDemoSubscriptions(trx: Db, club: Club, now: Date): Promise<void> {
  const clubId = club.id;
  const vat = await trx.selectFrom('financeTaxRates').select('id').where('clubId', '=', clubId).where('code', '=', 'VAT21').executeTakeFirstOrThrow();
  const nextMonthStart = `${monthOf(addMonths(clubDateOf(now, club.timeZone), 1))}-01`;
  const products = [
    { name: 'Unlimited monthly', subscriptionUnit: 'MONTH' as const, unlimited: true, classes: 0, registrationFee: '25.00', minimumDurationMonths: 3, price: '60.00' },
    { name: 'Twice a week', subscriptionUnit: 'WEEK' as const, unlimited: false, classes: 2, registrationFee: '0.00', minimumDurationMonths: 0, price: '45.00' },
  ];
  const members = [
    { email: 'sam@northside.example', firstName: 'Sam', lastName: 'Subscriber' },
    { email: 'wendy@northside.example', firstName: 'Wendy', lastName: 'Weekly' },
  ];
  for (const [index, { price, ...product }] of products.entries()) {
    const { id } = await trx.insertInto('organizationSubscriptions').values({ ...product, clubId, financeTaxRateId: vat.id }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('organizationSubscriptionPrices').values({ clubId, organizationSubscriptionId: id, price, dateStart: '2026-01-01' }).execute();
    const account = await insertAccount(trx, { clubId, ...members[index]!, city: 'Amsterdam', country: 'NL' });
    await trx.insertInto('accountSubscriptions').values({ clubId, accountId: account.id, organizationSubscriptionId: id, dateStart: nextMonthStart }).execute();
  }
}
