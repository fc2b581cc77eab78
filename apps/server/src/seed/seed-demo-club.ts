import type { AppContext } from '../platform/app-context.js';
import type { Db } from '../platform/db/database.js';
import { createClub } from '../create-club.js';
import { listClubs, lockClubSeeding, type Club } from '../modules/clubs/index.js';
import { insertAccount } from '../modules/account-records/index.js';
import { hashPassword } from '../modules/auth/index.js';
import { DEMO_ACCOUNTS, DEMO_CLUB } from './demo-accounts.js';
import { seedDemoPersonalTraining } from './seed-demo-personal-training.js';
import { seedDemoSchedule } from './seed-demo-schedule.js';
import { seedDemoFinance } from './seed-demo-finance.js';
import { seedDemoSubscriptions } from './seed-demo-subscriptions.js';

/**
 * Seeds the demo club (staff, coach, finance staff, member, timetable, passes, bookings, finance set-up, personal training,
 * subscriptions and memberships) into a database without any
 * club, all in one transaction: a start killed at any moment leaves no club or a complete one, and the
 * next start seeds again (test plan H5). Answers the club, or undefined when there already was a club.
 */
export async function seedDemoClub(app: AppContext): Promise<Club | undefined> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    await lockClubSeeding(trx);
    if ((await listClubs(trx)).length > 0) return undefined;
    const club = await createClub(trx, DEMO_CLUB);
    await insertDemoAccounts(trx, club, now);
    await seedDemoSchedule(trx, club, now);
    await seedDemoPersonalTraining(trx, club, now);
    // Last: every pass product, the personal-training pass included, gets the club's VAT rate.
    await seedDemoFinance(trx, club);
    await seedDemoSubscriptions(trx, club, now);
    return club;
  });
}

async function insertDemoAccounts(trx: Db, club: Club, verifiedAt: Date): Promise<void> {
  const { admin, coach, finance, member } = DEMO_ACCOUNTS;
  await insertAccount(trx, {
    clubId: club.id,
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    role: 'STAFF',
    staffRoles: ['ADMIN'],
    employee: true,
    passwordHash: await hashPassword(admin.password),
    emailVerifiedAt: verifiedAt,
  });
  await insertAccount(trx, {
    clubId: club.id,
    email: coach.email,
    firstName: coach.firstName,
    lastName: coach.lastName,
    role: 'STAFF',
    staffRoles: ['INSTRUCTOR'],
    instructor: true,
    employee: true,
    passwordHash: await hashPassword(coach.password),
    emailVerifiedAt: verifiedAt,
  });
  await insertAccount(trx, {
    clubId: club.id,
    email: finance.email,
    firstName: finance.firstName,
    lastName: finance.lastName,
    role: 'STAFF',
    staffRoles: ['FINANCE'],
    employee: true,
    passwordHash: await hashPassword(finance.password),
    emailVerifiedAt: verifiedAt,
  });
  await insertAccount(trx, {
    clubId: club.id,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    gender: 'X',
    city: 'Amsterdam',
    country: 'NL',
    keyNumber: member.keyNumber,
    passwordHash: await hashPassword(member.password),
    emailVerifiedAt: verifiedAt,
  });
}
