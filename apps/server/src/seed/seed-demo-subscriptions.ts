import type { Db } from '../platform/db/database.js';
import { clubDateOf } from '../platform/club-clock.js';
import type { Club } from '../modules/clubs/index.js';
import { insertAccount } from '../modules/account-records/index.js';
import { hashPassword } from '../modules/auth/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/**
 * The demo club's monthly members: the "Twice a week" subscription product (2 classes a week, €45 a month) in a group
 * that every class of the timetable accepts online, and the demo subscriber holding it since the first of this month.
 * No credits are seeded: staff run the month's credits (or add some by hand), as the club does.
 */
export async function seedDemoSubscriptions(trx: Db, club: Club, now: Date): Promise<void> {
  const clubId = club.id;
  const { subscriber } = DEMO_ACCOUNTS;
  const account = await insertAccount(trx, {
    clubId,
    email: subscriber.email,
    firstName: subscriber.firstName,
    lastName: subscriber.lastName,
    passwordHash: await hashPassword(subscriber.password),
    emailVerifiedAt: now,
  });
  const product = await trx
    .insertInto('organizationSubscriptions')
    .values({ clubId, name: 'Twice a week', subscriptionUnit: 'WEEK', classes: 2, description: '<p>Two classes every week.</p>' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('organizationSubscriptionPrices').values({ clubId, organizationSubscriptionId: product.id, price: '45.00', dateStart: '2000-01-01' }).execute();
  const group = await trx.insertInto('organizationSubscriptionGroups').values({ clubId, name: 'All classes' }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('organizationSubscriptionGroupSubscriptions').values({ clubId, organizationSubscriptionGroupId: group.id, organizationSubscriptionId: product.id }).execute();
  const classes = await trx.selectFrom('scheduleItems').select('id').where('clubId', '=', clubId).where('scheduleItemType', '=', 'CLASS').execute();
  await trx
    .insertInto('scheduleItemOrganizationSubscriptionGroups')
    .values(classes.map((c) => ({ clubId, scheduleItemId: c.id, organizationSubscriptionGroupId: group.id, attend: true, shopBook: true })))
    .execute();
  const today = clubDateOf(now, club.timeZone);
  await trx.insertInto('accountSubscriptions').values({ clubId, accountId: account.id, organizationSubscriptionId: product.id, dateStart: `${today.slice(0, 7)}-01` }).execute();
}
