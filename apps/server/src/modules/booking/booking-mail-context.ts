import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import type { ScheduleClass } from '../schedule/index.js';
import type { Attendance } from './attendance.js';
import type { BookingMailContext } from './booking.mail.js';

/** What a booking mail says of the member and the class; undefined when the member has no address to mail. */
export async function bookingMailContext(app: AppContext, db: Db, club: Club, booking: Pick<Attendance, 'accountId' | 'scheduleItemId' | 'date'>, occurrence: ScheduleClass): Promise<BookingMailContext | undefined> {
  const account = await findAccountById(db, club.id, booking.accountId);
  if (!account || account.email === '') return undefined;
  return {
    publicUrl: app.config.publicUrl,
    club,
    to: account.email,
    firstName: account.firstName,
    className: occurrence.classtype.name,
    scheduleItemId: booking.scheduleItemId,
    date: booking.date,
    timeStart: occurrence.timeStart.slice(0, 5),
    timeEnd: occurrence.timeEnd.slice(0, 5),
    place: `${occurrence.room.location.name}, ${occurrence.room.name}`,
  };
}
