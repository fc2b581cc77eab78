import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/database.js';
import type { Club } from '../modules/clubs/index.js';
import { findAccountByEmail, insertAccount } from '../modules/account-records/index.js';
import { hashPassword } from '../modules/auth/index.js';
import { grantAccountClasspass } from '../modules/classpasses/index.js';
import { loadClassesInRange } from '../modules/schedule/index.js';
import { insertAttendance } from '../modules/booking/index.js';
import { addDays, clubDateOf, isoWeekday } from '../platform/club-clock.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

type Instructor = 'coach' | 'rafael' | 'sanne' | 'kenji';
type Classtype = 'Boxing' | 'Kickboxing' | 'Conditioning' | 'Yoga';
type Level = 'Beginner' | 'Intermediate' | 'Advanced' | 'All levels';
type Room = 'Boxing Ring' | 'Studio 1' | 'Gym Floor' | 'Harbour Studio';

const EXTRA_INSTRUCTORS: Record<Exclude<Instructor, 'coach'>, { email: string; firstName: string; lastName: string }> = {
  rafael: { email: 'rafael@northside.example', firstName: 'Rafael', lastName: 'Ortega' },
  sanne: { email: 'sanne@northside.example', firstName: 'Sanne', lastName: 'de Vries' },
  kenji: { email: 'kenji@northside.example', firstName: 'Kenji', lastName: 'Watanabe' },
};

const CLASSTYPES: Record<Classtype, { descriptionTitle: string; description: string }> = {
  Boxing: {
    descriptionTitle: 'Jab, cross, hook',
    description: '<p>Footwork, combinations and pad work in pairs, finished with a round on the heavy bags. Gloves to borrow at the desk.</p>',
  },
  Kickboxing: {
    descriptionTitle: 'Hands and feet',
    description: '<p>Punches, kicks and knees on pads and bags; sparring drills for the advanced group only.</p>',
  },
  Conditioning: {
    descriptionTitle: 'Fight-fit circuits',
    description: '<p>Rounds of skipping, sled pushes, kettlebells and core work, timed like a fight: three minutes on, one off.</p>',
  },
  Yoga: {
    descriptionTitle: 'Recover and stretch',
    description: '<p>A calm flow for hips, shoulders and back, made for people who punch things the rest of the week.</p>',
  },
};

const LOCATIONS: Record<string, Room[]> = {
  'Northside Main': ['Boxing Ring', 'Studio 1', 'Gym Floor'],
  'Northside Harbour': ['Harbour Studio'],
};

// [ISO weekday, start, end, class type, level, room, instructor, spaces, walk-in spaces]: 40 classes a week.
const TIMETABLE: [number, string, string, Classtype, Level, Room, Instructor, number, number][] = [
  [1, '07:00', '08:00', 'Conditioning', 'All levels', 'Gym Floor', 'kenji', 16, 2],
  [1, '12:15', '13:00', 'Boxing', 'All levels', 'Boxing Ring', 'coach', 14, 2],
  [1, '18:00', '19:00', 'Boxing', 'Beginner', 'Boxing Ring', 'coach', 16, 2],
  [1, '19:00', '20:00', 'Yoga', 'All levels', 'Harbour Studio', 'sanne', 12, 2],
  [1, '19:15', '20:15', 'Kickboxing', 'Intermediate', 'Studio 1', 'rafael', 14, 2],
  [1, '20:30', '21:30', 'Boxing', 'Advanced', 'Boxing Ring', 'rafael', 12, 2],
  [2, '07:00', '08:00', 'Yoga', 'Beginner', 'Studio 1', 'sanne', 12, 2],
  [2, '12:15', '13:00', 'Conditioning', 'All levels', 'Gym Floor', 'kenji', 16, 2],
  [2, '18:00', '19:00', 'Kickboxing', 'Beginner', 'Boxing Ring', 'kenji', 16, 2],
  [2, '18:30', '19:30', 'Conditioning', 'Intermediate', 'Harbour Studio', 'coach', 14, 2],
  [2, '19:15', '20:15', 'Boxing', 'Intermediate', 'Boxing Ring', 'coach', 14, 2],
  [2, '20:30', '21:30', 'Yoga', 'All levels', 'Studio 1', 'sanne', 12, 2],
  [3, '07:00', '08:00', 'Conditioning', 'All levels', 'Gym Floor', 'kenji', 16, 2],
  [3, '12:15', '13:00', 'Boxing', 'All levels', 'Boxing Ring', 'rafael', 14, 2],
  [3, '18:00', '19:00', 'Boxing', 'Beginner', 'Boxing Ring', 'coach', 16, 2],
  [3, '19:00', '20:00', 'Yoga', 'All levels', 'Harbour Studio', 'sanne', 12, 2],
  [3, '19:15', '20:15', 'Kickboxing', 'Advanced', 'Studio 1', 'rafael', 12, 2],
  [3, '20:30', '21:30', 'Conditioning', 'Advanced', 'Gym Floor', 'kenji', 14, 2],
  [4, '07:00', '08:00', 'Yoga', 'Beginner', 'Studio 1', 'sanne', 12, 2],
  [4, '12:15', '13:00', 'Kickboxing', 'All levels', 'Boxing Ring', 'kenji', 14, 2],
  [4, '18:00', '19:00', 'Boxing', 'Intermediate', 'Boxing Ring', 'coach', 14, 2],
  [4, '18:30', '19:30', 'Boxing', 'Beginner', 'Harbour Studio', 'rafael', 14, 2],
  [4, '19:15', '20:15', 'Kickboxing', 'Intermediate', 'Studio 1', 'rafael', 14, 2],
  [4, '20:30', '21:30', 'Yoga', 'All levels', 'Studio 1', 'sanne', 12, 2],
  [5, '07:00', '08:00', 'Conditioning', 'All levels', 'Gym Floor', 'kenji', 16, 2],
  [5, '12:15', '13:00', 'Boxing', 'All levels', 'Boxing Ring', 'coach', 14, 2],
  [5, '17:30', '18:30', 'Kickboxing', 'Beginner', 'Boxing Ring', 'kenji', 16, 2],
  [5, '18:00', '19:00', 'Yoga', 'All levels', 'Harbour Studio', 'sanne', 12, 2],
  [5, '18:45', '19:45', 'Boxing', 'Advanced', 'Boxing Ring', 'rafael', 12, 2],
  [5, '19:00', '20:00', 'Conditioning', 'Intermediate', 'Gym Floor', 'coach', 16, 2],
  [6, '09:00', '10:00', 'Boxing', 'Beginner', 'Boxing Ring', 'coach', 16, 2],
  [6, '09:30', '10:30', 'Yoga', 'All levels', 'Harbour Studio', 'sanne', 12, 2],
  [6, '10:15', '11:15', 'Kickboxing', 'All levels', 'Studio 1', 'rafael', 14, 2],
  [6, '10:30', '11:30', 'Conditioning', 'All levels', 'Gym Floor', 'kenji', 16, 2],
  [6, '11:30', '12:30', 'Boxing', 'Intermediate', 'Boxing Ring', 'coach', 14, 2],
  [6, '12:00', '13:00', 'Yoga', 'Beginner', 'Studio 1', 'sanne', 12, 2],
  [7, '10:00', '11:00', 'Yoga', 'All levels', 'Harbour Studio', 'sanne', 12, 2],
  [7, '10:00', '11:00', 'Boxing', 'All levels', 'Boxing Ring', 'rafael', 14, 2],
  [7, '11:15', '12:15', 'Conditioning', 'All levels', 'Gym Floor', 'kenji', 16, 2],
  [7, '17:00', '18:00', 'Kickboxing', 'Intermediate', 'Boxing Ring', 'kenji', 14, 2],
];

const PRODUCTS = [
  {
    key: 'trial',
    name: 'Trial class',
    description: '<p>New to Northside? Try <strong>one class</strong> of your choice within two weeks. For first-time visitors only.</p>',
    price: '15.00',
    validity: 14,
    validityUnit: 'DAYS',
    classes: 1,
    trialPass: true,
  },
  {
    key: 'five',
    name: '5-class pass',
    description: '<p>Five classes of any kind, valid for <strong>two months</strong>. Good for one class a week.</p>',
    price: '85.00',
    validity: 2,
    validityUnit: 'MONTHS',
    classes: 5,
  },
  {
    key: 'ten',
    name: '10-class pass',
    description: '<p>Ten classes of any kind, valid for <strong>three months</strong>: our most popular pass.</p>',
    price: '150.00',
    validity: 3,
    validityUnit: 'MONTHS',
    classes: 10,
  },
  {
    key: 'unlimited',
    name: 'Unlimited month',
    description: '<p>Every class on the timetable for <strong>one month</strong>, as often as you like.</p>',
    price: '99.00',
    validity: 1,
    validityUnit: 'MONTHS',
    unlimited: true,
  },
  {
    key: 'dropin',
    name: 'Drop-in class',
    description: '<p>One class, booked and paid from its booking page.</p>',
    price: '20.00',
    validity: 1,
    validityUnit: 'DAYS',
    classes: 1,
    displayShop: false,
  },
] as const;

/** Weeks of timetable behind today, so the demo has a history. */
const HISTORY_WEEKS = 4;

async function insertId<T extends 'organizationLocations' | 'organizationLocationRooms' | 'organizationClasstypes' | 'organizationLevels'>(
  db: Db,
  table: T,
  values: Record<string, unknown>,
): Promise<number> {
  return (await db.insertInto(table).values(values as never).returning('id').executeTakeFirstOrThrow()).id as number;
}

/**
 * The demo club's timetable around the current date (so this week and the coming weeks always have
 * classes), its class passes, one holiday, one cancelled class, and the demo member's pass with bookings.
 */
export async function seedDemoSchedule(trx: Db, club: Club, now: Date): Promise<void> {
  const today = clubDateOf(now, club.timeZone);
  const monday = addDays(today, 1 - isoWeekday(today));
  const coach = await findAccountByEmail(trx, club.id, DEMO_ACCOUNTS.coach.email);
  const member = await findAccountByEmail(trx, club.id, DEMO_ACCOUNTS.member.email);
  if (!coach || !member) throw new Error('seed the demo accounts first');
  const instructorIds: Record<Instructor, number> = { coach: coach.id, rafael: 0, sanne: 0, kenji: 0 };
  for (const [key, person] of Object.entries(EXTRA_INSTRUCTORS)) {
    // Instructors who never sign in: a random password nobody knows.
    const account = await insertAccount(trx, {
      clubId: club.id,
      ...person,
      role: 'STAFF',
      staffRoles: ['INSTRUCTOR'],
      instructor: true,
      employee: true,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    });
    instructorIds[key as Instructor] = account.id;
  }

  const clubId = club.id;
  const rooms = {} as Record<Room, number>;
  const locations: Record<string, number> = {};
  for (const [location, roomNames] of Object.entries(LOCATIONS)) {
    locations[location] = await insertId(trx, 'organizationLocations', { clubId, name: location });
    for (const room of roomNames) rooms[room] = await insertId(trx, 'organizationLocationRooms', { clubId, organizationLocationId: locations[location], name: room });
  }
  const classtypes = {} as Record<Classtype, number>;
  for (const [name, text] of Object.entries(CLASSTYPES)) classtypes[name as Classtype] = await insertId(trx, 'organizationClasstypes', { clubId, name, ...text });
  const levels = {} as Record<Level, number>;
  for (const name of ['Beginner', 'Intermediate', 'Advanced', 'All levels'] as const) levels[name] = await insertId(trx, 'organizationLevels', { clubId, name });

  const products: Record<string, number> = {};
  for (const { key, ...product } of PRODUCTS) {
    const row = await trx.insertInto('organizationClasspasses').values({ clubId, ...product }).returning('id').executeTakeFirstOrThrow();
    products[key] = row.id;
  }
  const group = await trx.insertInto('organizationClasspassGroups').values({ clubId, name: 'All classes' }).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('organizationClasspassGroupClasspasses')
    .values(Object.values(products).map((id) => ({ clubId, organizationClasspassGroupId: group.id, organizationClasspassId: id })))
    .execute();

  const dateStart = addDays(monday, -7 * HISTORY_WEEKS);
  const itemIds: number[] = [];
  for (const [weekday, start, end, classtype, level, room, instructor, spaces, walkInSpaces] of TIMETABLE) {
    const item = await trx
      .insertInto('scheduleItems')
      .values({
        clubId,
        frequencyType: 'WEEKLY',
        frequencyInterval: weekday,
        dateStart,
        timeStart: `${start}:00`,
        timeEnd: `${end}:00`,
        organizationLocationRoomId: rooms[room],
        organizationClasstypeId: classtypes[classtype],
        organizationLevelId: levels[level],
        accountId: instructorIds[instructor],
        spaces,
        walkInSpaces,
        infoMailEnabled: true,
        infoMailContent: `<p>Thanks for booking ${classtype}! ${CLASSTYPES[classtype].descriptionTitle}. Please arrive 5–10 minutes early.</p>`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(item.id);
  }
  await trx
    .insertInto('scheduleItemOrganizationClasspassGroups')
    .values(itemIds.map((id) => ({ clubId, scheduleItemId: id, organizationClasspassGroupId: group.id, attend: true, shopBook: true })))
    .execute();
  await trx
    .insertInto('scheduleItemPrices')
    .values(itemIds.map((id) => ({ clubId, scheduleItemId: id, dateStart, organizationClasspassDropinId: products.dropin!, organizationClasspassTrialId: products.trial! })))
    .execute();

  // Two weeks on, the harbour studio closes for two days.
  const holidayStart = addDays(monday, 14);
  const holiday = await trx
    .insertInto('organizationHolidays')
    .values({ clubId, name: 'Harbour studio maintenance', description: 'New floor in the harbour studio.', dateStart: holidayStart, dateEnd: addDays(holidayStart, 1) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('organizationHolidayLocations').values({ clubId, organizationHolidayId: holiday.id, organizationLocationId: locations['Northside Harbour']! }).execute();

  // Next week's Wednesday advanced kickboxing is cancelled: Rafael is at a tournament.
  const cancelledIndex = TIMETABLE.findIndex(([weekday, , , classtype, level]) => weekday === 3 && classtype === 'Kickboxing' && level === 'Advanced');
  await trx
    .insertInto('scheduleItemChanges')
    .values({ clubId, scheduleItemId: itemIds[cancelledIndex]!, date: addDays(monday, 7 + 2), status: 'CANCELLED', description: 'Rafael is coaching at a tournament.' })
    .execute();

  // The demo member's 10-class pass, bought two weeks ago, with one class attended last week.
  const pass = await grantAccountClasspass(trx, clubId, { accountId: member.id, organizationClasspassId: products.ten!, dateStart: addDays(today, -14) });
  const attendedIndex = TIMETABLE.findIndex(([weekday, , , classtype]) => weekday === 1 && classtype === 'Boxing');
  await trx
    .insertInto('scheduleItemAttendances')
    .values({ clubId, accountId: member.id, scheduleItemId: itemIds[attendedIndex]!, date: addDays(monday, -7), attendanceType: 'CLASSPASS', accountClasspassId: pass.id, bookingStatus: 'ATTENDING', onlineBooking: true })
    .execute();

  await bookUpcomingClasses(trx, club, member.id, pass.id, today, now);
}

/**
 * Two upcoming boxing classes on different days, far enough ahead that the member can still cancel them;
 * written as the booking use case would, inside the seed's one transaction.
 */
async function bookUpcomingClasses(trx: Db, club: Club, memberId: number, passId: number, today: string, now: Date): Promise<void> {
  const upcoming = await loadClassesInRange(trx, club, addDays(today, 2), addDays(today, 14), now);
  const picked: string[] = [];
  for (const cls of upcoming.sort((a, b) => `${a.date} ${a.timeStart}`.localeCompare(`${b.date} ${b.timeStart}`))) {
    if (picked.length === 2) break;
    if (cls.bookingStatus !== 'OK' || cls.classtype.name !== 'Boxing' || picked.includes(cls.date)) continue;
    await insertAttendance(trx, {
      clubId: club.id,
      accountId: memberId,
      scheduleItemId: cls.item.id,
      date: cls.date,
      attendanceType: 'CLASSPASS',
      accountClasspassId: passId,
      bookingStatus: 'BOOKED',
      onlineBooking: true,
      createdAt: now,
      updatedAt: now,
    });
    picked.push(cls.date);
  }
}
