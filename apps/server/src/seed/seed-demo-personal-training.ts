import type { Db } from '../platform/db/database.js';
import type { Club } from '../modules/clubs/index.js';
import { findAccountByEmail } from '../modules/account-records/index.js';
import { grantAccountClasspass } from '../modules/classpasses/index.js';
import { clubDateOf } from '../platform/club-clock.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

const SERVICES = [
  {
    name: 'Personal training (60 min)',
    description: 'One hour one-to-one with a coach of your choice: technique, pad work and a plan for your own training.',
    durationMinutes: 60,
    price: '45.00',
    bufferAfterMinutes: 15,
    soldPerSession: false,
  },
  {
    name: 'Pad work session (30 min)',
    description: 'Half an hour on the pads with a coach: sharpen your combinations and footwork.',
    durationMinutes: 30,
    price: '25.00',
    bufferAfterMinutes: 0,
    // A member without a pass may pay for one pad session on its own.
    soldPerSession: true,
  },
] as const;

// [ISO weekday, start, end]: Carmen does not give appointments on Wednesdays (nor at the weekend but Saturday).
const HOURS: Record<'coach' | 'rafael', [number, string, string][]> = {
  coach: [
    [1, '09:00', '12:00'],
    [1, '13:00', '17:00'],
    [2, '09:00', '12:00'],
    [2, '13:00', '17:00'],
    [4, '09:00', '12:00'],
    [4, '13:00', '17:00'],
    [5, '09:00', '12:00'],
    [5, '13:00', '17:00'],
    [6, '10:00', '14:00'],
  ],
  rafael: [1, 2, 3, 4, 5].flatMap((d): [number, string, string][] => [
    [d, '08:00', '12:00'],
    [d, '14:00', '20:00'],
  ]),
};

/**
 * Personal training of the demo club: two services in one category, two trainers with weekly hours (Carmen
 * with Wednesday off), a personal-training pass product and one held by the demo member, so a new visitor
 * signed in as the member can book at once.
 */
export async function seedDemoPersonalTraining(trx: Db, club: Club, now: Date): Promise<void> {
  const clubId = club.id;
  const coach = await findAccountByEmail(trx, clubId, DEMO_ACCOUNTS.coach.email);
  const rafael = await findAccountByEmail(trx, clubId, 'rafael@northside.example');
  const member = await findAccountByEmail(trx, clubId, DEMO_ACCOUNTS.member.email);
  if (!coach || !rafael || !member) throw new Error('seed the demo accounts and timetable first');

  const category = await trx.insertInto('appointmentCategories').values({ clubId, name: 'Personal training' }).returning('id').executeTakeFirstOrThrow();
  const pass = await trx
    .insertInto('organizationClasspasses')
    .values({
      clubId,
      name: 'Personal training 5 sessions',
      description: '<p>Five one-to-one sessions with a coach of your choice, valid for three months.</p>',
      price: '200.00',
      validity: 3,
      validityUnit: 'MONTHS',
      classes: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const trainers = { coach: coach.id, rafael: rafael.id };
  for (const [key, accountId] of Object.entries(trainers)) {
    await trx.insertInto('appointmentTrainers').values({ clubId, accountId }).execute();
    await trx
      .insertInto('appointmentTrainerHours')
      .values(HOURS[key as keyof typeof HOURS].map(([isoWeekday, timeStart, timeEnd]) => ({ clubId, accountId, isoWeekday, timeStart, timeEnd })))
      .execute();
  }
  for (const service of SERVICES) {
    const row = await trx.insertInto('appointmentServices').values({ clubId, appointmentCategoryId: category.id, ...service }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('appointmentServiceClasspasses').values({ clubId, appointmentServiceId: row.id, organizationClasspassId: pass.id }).execute();
    await trx
      .insertInto('appointmentServiceTrainers')
      .values(Object.values(trainers).map((accountId) => ({ clubId, appointmentServiceId: row.id, accountId })))
      .execute();
  }
  await grantAccountClasspass(trx, clubId, { accountId: member.id, organizationClasspassId: pass.id, dateStart: clubDateOf(now, club.timeZone) });
}
