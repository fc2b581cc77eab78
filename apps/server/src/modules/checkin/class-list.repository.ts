import type { Db } from '../../platform/db/database.js';

/**
 * The people booked for (or attending) one occurrence, with only what a kiosk may show: first name, the last
 * name's initial, the booking status and whether a trial pass pays for it.
 */
export function listClassNames(db: Db, clubId: number, scheduleItemId: number, date: string) {
  return db
    .selectFrom('scheduleItemAttendances as sa')
    .innerJoin('accounts as a', (join) => join.onRef('a.id', '=', 'sa.accountId').onRef('a.clubId', '=', 'sa.clubId'))
    .leftJoin('accountClasspasses as ac', (join) => join.onRef('ac.id', '=', 'sa.accountClasspassId').onRef('ac.clubId', '=', 'sa.clubId'))
    .leftJoin('organizationClasspasses as oc', (join) => join.onRef('oc.id', '=', 'ac.organizationClasspassId').onRef('oc.clubId', '=', 'ac.clubId'))
    .select((eb) => [
      'sa.id',
      'sa.accountId',
      'sa.bookingStatus',
      'a.firstName',
      eb.fn<string>('left', ['a.lastName', eb.val(1)]).as('lastInitial'),
      eb.fn.coalesce('oc.trialPass', eb.val(false)).as('trialPass'),
    ])
    .where('sa.clubId', '=', clubId)
    .where('sa.scheduleItemId', '=', scheduleItemId)
    .where('sa.date', '=', date)
    .where('sa.bookingStatus', '!=', 'CANCELLED')
    .orderBy('a.firstName')
    .orderBy('a.lastName')
    .orderBy('sa.id')
    .execute();
}

export type ClassNameRow = Awaited<ReturnType<typeof listClassNames>>[number];
