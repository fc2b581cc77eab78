import type { Db } from '../platform/db/database.js';
import type { Club } from '../modules/clubs/index.js';

// Subscription products of the demo club (issue 23), usable for every class of the timetable, so a new club can sell
// one from the account page before Organization → Subscriptions has its screens.
const PRODUCTS = [
  { name: 'Twice a week', subscriptionUnit: 'WEEK' as const, classes: 2, unlimited: false, price: '45.00', registrationFee: '0.00', minimumDurationMonths: 0 },
  { name: 'Unlimited monthly', subscriptionUnit: 'MONTH' as const, classes: 0, unlimited: true, price: '60.00', registrationFee: '25.00', minimumDurationMonths: 3 },
];

export async function seedDemoSubscriptions(trx: Db, club: Club): Promise<void> {
  const clubId = club.id;
  const group = await trx.insertInto('organizationSubscriptionGroups').values({ clubId, name: 'All classes' }).returning('id').executeTakeFirstOrThrow();
  for (const { price, ...product } of PRODUCTS) {
    const row = await trx.insertInto('organizationSubscriptions').values({ clubId, ...product }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('organizationSubscriptionPrices').values({ clubId, organizationSubscriptionId: row.id, price, dateStart: '2020-01-01' }).execute();
    await trx.insertInto('organizationSubscriptionGroupSubscriptions').values({ clubId, organizationSubscriptionGroupId: group.id, organizationSubscriptionId: row.id }).execute();
  }
  const items = await trx.selectFrom('scheduleItems').select('id').where('clubId', '=', clubId).where('scheduleItemType', '=', 'CLASS').execute();
  if (items.length === 0) return;
  await trx
    .insertInto('scheduleItemOrganizationSubscriptionGroups')
    .values(items.map((item) => ({ clubId, scheduleItemId: item.id, organizationSubscriptionGroupId: group.id, attend: true, shopBook: true })))
    .execute();
}
