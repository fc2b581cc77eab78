import type { Db } from '../platform/db/database.js';
import { addMonths, clubDateOf, monthOf } from '../platform/club-clock.js';
import { insertAccount } from '../modules/account-records/index.js';
import { hashPassword } from '../modules/auth/index.js';
import type { Club } from '../modules/clubs/index.js';
import { MONTH_CREDITS_JOB } from '../modules/subscription-records/index.js';
import { SUBSCRIPTION_INVOICE_RUN } from '../modules/subscriptions/index.js';
import { claimTaskPeriod } from '../platform/jobs/recurring-task-run.repository.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/**
 * The demo club's monthly products and members: "Unlimited monthly" (€60, a €25 registration fee, a 3-month minimum)
 * and "Twice a week" (€45, the same fee) in one subscription group that every class of the timetable allows (attend
 * and book in webshop), their prices from the first of the month before the seed's (so the club's today, in whatever zone the
 * club is moved to, has a price), a yearly, renewed "Club membership"; the demo subscriber
 * (who signs in) on "Twice a week" since the first of this month, and two members whose subscriptions start on the
 * first of next month. Both are on sale in the shop (Shop → Subscriptions). This month's automatic credits and invoice runs count as done, so the demo's books and
 * credits stay as seeded (no credits: staff run a month or add some by hand) and staff try next month's runs from
 * Finance → Subscription invoices and Automation → Monthly credits. Run after the timetable and the finance set-up:
 * the products take the club's VAT rate.
 */
export async function seedDemoSubscriptions(trx: Db, club: Club, now: Date): Promise<void> {
  const clubId = club.id;
  const today = clubDateOf(now, club.timeZone);
  const nextMonthStart = `${monthOf(addMonths(today, 1))}-01`;
  const vat = await trx.selectFrom('financeTaxRates').select('id').where('clubId', '=', clubId).where('code', '=', 'VAT21').executeTakeFirstOrThrow();
  await trx
    .insertInto('organizationMemberships')
    .values({ clubId, name: 'Club membership', description: '<p>Your yearly membership of the club: insurance and the members’ evenings.</p>', price: '30.00', validity: 1, validityUnit: 'YEARS', renewal: true, renewalDaysBefore: 14, financeTaxRateId: vat.id })
    .execute();
  const group = await trx.insertInto('organizationSubscriptionGroups').values({ clubId, name: 'Monthly members', description: 'Every class of the timetable' }).returning('id').executeTakeFirstOrThrow();
  const products = [
    {
      product: { name: 'Unlimited monthly', description: '<p>As many classes as you like, billed every month.</p>', subscriptionUnit: 'MONTH', unlimited: true, registrationFee: '25.00', minimumDurationMonths: 3 },
      price: '60.00',
      member: { email: 'uma@northside.example', firstName: 'Uma', lastName: 'Unlimited' },
    },
    {
      product: { name: 'Twice a week', description: '<p>Two classes every week, billed every month.</p>', subscriptionUnit: 'WEEK', classes: 2, registrationFee: '25.00', minimumDurationMonths: 0 },
      price: '45.00',
      member: { email: 'wendy@northside.example', firstName: 'Wendy', lastName: 'Weekly' },
    },
  ] as const;
  const productIds: number[] = [];
  for (const { product, price, member } of products) {
    const row = await trx.insertInto('organizationSubscriptions').values({ clubId, ...product, noticePeriod: 1, noticeUnit: 'MONTHS', financeTaxRateId: vat.id, displayShop: true }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('organizationSubscriptionPrices').values({ clubId, organizationSubscriptionId: row.id, price, dateStart: `${monthOf(addMonths(today, -1))}-01` }).execute();
    await trx.insertInto('organizationSubscriptionGroupSubscriptions').values({ clubId, organizationSubscriptionGroupId: group.id, organizationSubscriptionId: row.id }).execute();
    const account = await insertAccount(trx, { clubId, ...member, city: 'Amsterdam', country: 'NL' });
    await trx.insertInto('accountSubscriptions').values({ clubId, accountId: account.id, organizationSubscriptionId: row.id, dateStart: nextMonthStart }).execute();
    productIds.push(row.id);
  }
  const { subscriber } = DEMO_ACCOUNTS;
  const account = await insertAccount(trx, { clubId, email: subscriber.email, firstName: subscriber.firstName, lastName: subscriber.lastName, passwordHash: await hashPassword(subscriber.password), emailVerifiedAt: now });
  await trx.insertInto('accountSubscriptions').values({ clubId, accountId: account.id, organizationSubscriptionId: productIds[1]!, dateStart: `${monthOf(today)}-01` }).execute();
  for (const task of [MONTH_CREDITS_JOB.name, SUBSCRIPTION_INVOICE_RUN]) await claimTaskPeriod(trx, { clubId, task, period: monthOf(today), doneAt: now });
  const classes = await trx.selectFrom('scheduleItems').select('id').where('clubId', '=', clubId).where('scheduleItemType', '=', 'CLASS').execute();
  if (classes.length === 0) return;
  await trx
    .insertInto('scheduleItemOrganizationSubscriptionGroups')
    .values(classes.map((c) => ({ clubId, scheduleItemId: c.id, organizationSubscriptionGroupId: group.id, attend: true, shopBook: true })))
    .execute();
}
