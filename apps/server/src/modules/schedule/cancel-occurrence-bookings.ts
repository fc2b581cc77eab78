import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { occurrenceCancelledMail } from './occurrence-cancelled.mail.js';
import { cancelActiveAttendancesOf, voidLateCancelsOf } from './schedule-item-admin.repository.js';

/** The occurrence the club called off, as its members' mail names it. */
export interface CalledOff {
  scheduleItemId: number;
  date: string;
  className: string;
  /** HH:mm:ss or HH:mm, club-local */
  timeStart: string;
  /** the club's word on it (a one-time change's description, a holiday's name), '' for none */
  description: string;
}

/**
 * The club called an occurrence off (cancelled it, or a holiday closed it): every booking and check-in of it is
 * cancelled with its credit back (a pass's classes are counted from its attendances, a subscription's credit is
 * unlinked), the credit a late cancel kept comes back too (the class did not take place), and each member is mailed
 * once. In the caller's transaction, under the occurrence's lock; a second call finds nothing left and mails nobody.
 * Answers how many bookings were cancelled.
 */
export async function cancelOccurrenceBookings(app: AppContext, trx: Db, club: Club, off: CalledOff, now: Date): Promise<number> {
  const cancelled = await cancelActiveAttendancesOf(trx, club.id, off.scheduleItemId, off.date, now);
  const voided = await voidLateCancelsOf(trx, club.id, off.scheduleItemId, off.date, now);
  const members = [...cancelled.map((a) => ({ ...a, cancelledLate: false })), ...voided.map((a) => ({ ...a, cancelledLate: true }))];
  for (const member of members) {
    await app.mailer.queue(
      trx,
      club.id,
      occurrenceCancelledMail({
        to: member.email,
        firstName: member.firstName,
        clubName: club.name,
        className: off.className,
        date: off.date,
        timeStart: off.timeStart.slice(0, 5),
        description: off.description,
        cancelledLate: member.cancelledLate,
      }),
    );
  }
  return cancelled.length;
}
