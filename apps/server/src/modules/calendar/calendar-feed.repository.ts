import type { Db } from '../../platform/db/database.js';
import { appointmentsWithPeople } from '../personal-training/index.js';

export function findCalendarFeed(db: Db, clubId: number, accountId: number) {
  return db.selectFrom('calendarFeeds').select(['secretSeed', 'tokenHash']).where('clubId', '=', clubId).where('accountId', '=', accountId).executeTakeFirst();
}

/** Creates the account's feed unless it has one: of two first asks at once, both then read the same row. */
export async function insertCalendarFeedIfMissing(trx: Db, clubId: number, accountId: number, secretSeed: string, tokenHash: string, now: Date): Promise<void> {
  await trx
    .insertInto('calendarFeeds')
    .values({ clubId, accountId, secretSeed, tokenHash, createdAt: now })
    .onConflict((oc) => oc.columns(['clubId', 'accountId']).doNothing())
    .execute();
}

/** Creates the account's feed or replaces its secret: the old token stops matching at once. */
export async function saveCalendarFeed(trx: Db, clubId: number, accountId: number, secretSeed: string, tokenHash: string, now: Date): Promise<void> {
  await trx
    .insertInto('calendarFeeds')
    .values({ clubId, accountId, secretSeed, tokenHash, createdAt: now })
    .onConflict((oc) => oc.columns(['clubId', 'accountId']).doUpdateSet({ secretSeed, tokenHash, createdAt: now }))
    .execute();
}

/** The active account a feed token belongs to, within the club. */
export function findFeedOwner(db: Db, clubId: number, tokenHash: string) {
  return db
    .selectFrom('calendarFeeds as f')
    .innerJoin('accounts as a', (j) => j.onRef('a.id', '=', 'f.accountId').onRef('a.clubId', '=', 'f.clubId'))
    .select(['a.id', 'a.role'])
    .where('f.clubId', '=', clubId)
    .where('f.tokenHash', '=', tokenHash)
    .where('a.active', '=', true)
    .executeTakeFirst();
}

/** Appointments not cancelled that start from `from` on, where the account is the member or the trainer. */
export function listFeedAppointments(db: Db, clubId: number, accountId: number, as: 'MEMBER' | 'TRAINER', from: Date) {
  return appointmentsWithPeople(db, clubId)
    .select([
      'ap.id',
      'ap.startsAt',
      'ap.endsAt',
      's.name as serviceName',
      'm.firstName as memberFirstName',
      'm.lastName as memberLastName',
      't.firstName as trainerFirstName',
      't.lastName as trainerLastName',
    ])
    .where(as === 'MEMBER' ? 'ap.accountId' : 'ap.trainerAccountId', '=', accountId)
    .where('ap.canceled', '=', false)
    .where('ap.startsAt', '>=', from)
    .orderBy('ap.startsAt')
    .orderBy('ap.id')
    .execute();
}

/** The member's class bookings (booked or attending) on dates from `fromDate` on. */
export function listFeedAttendances(db: Db, clubId: number, accountId: number, fromDate: string) {
  return db
    .selectFrom('scheduleItemAttendances')
    .select(['scheduleItemId', 'date'])
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .where('bookingStatus', 'in', ['BOOKED', 'ATTENDING'])
    .where('date', '>=', fromDate)
    .execute();
}
