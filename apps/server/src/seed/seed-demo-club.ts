import type { AppContext } from '../platform/app-context.js';
import { createClub } from '../modules/clubs/create-club.js';
import { insertAccount } from '../modules/accounts/account.repository.js';
import { hashPassword } from '../modules/auth/password-hash.js';
import type { Club } from '../modules/clubs/club.js';
import { DEMO_ACCOUNTS, DEMO_CLUB } from './demo-accounts.js';
import { seedDemoSchedule } from './seed-demo-schedule.js';

/** Creates the demo club with its staff, coach and member; called only on an empty database. */
export async function seedDemoClub(app: AppContext): Promise<Club> {
  const club = await createClub(app.db, DEMO_CLUB);
  const verifiedAt = app.clock.now();
  const { admin, coach, member } = DEMO_ACCOUNTS;
  await insertAccount(app.db, {
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
  await insertAccount(app.db, {
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
  await insertAccount(app.db, {
    clubId: club.id,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    gender: 'X',
    city: 'Amsterdam',
    country: 'NL',
    passwordHash: await hashPassword(member.password),
    emailVerifiedAt: verifiedAt,
  });
  await seedDemoSchedule(app, club);
  return club;
}
