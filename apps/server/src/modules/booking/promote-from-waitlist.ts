import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { AppError, isAppError } from '../../platform/errors.js';
import { instantOf } from '../../platform/club-clock.js';
import { inSavepoint } from '../../platform/db/savepoint.js';
import type { Club } from '../clubs/index.js';
import { loadOccurrence } from '../schedule/index.js';
import { bookWithFirstUsable, type BookingMeans } from './book-with-first-usable.js';
import { waitlistMoment } from './waitlist.js';
import { announceBooking } from './booking-mails.js';
import { waitlistPlaceFreeMail, waitlistPromotedMail, waitlistTurnWithoutPassMail, type WaitlistMailContext } from './waitlist.mail.js';
import { closeWaitingLine, endWaitingPlace, listWaitingLine, markPromoted, markToldUnusable, type WaitingMember } from './waitlist.repository.js';

/** The occurrence a place was freed on. */
export interface FreedOccurrence {
  scheduleItemId: number;
  date: string;
}

/** Refusals that end the round: the class itself takes no (more) booking now. */
const CLASS_REFUSALS = new Set(['CLASS_FULL', 'CLASS_NOT_BOOKABLE', 'BOOKING_NOT_OPEN']);
/** Refusals of the member's pass or subscription (none, not valid then, used up, paused, gone): they are told. */
const MEANS_REFUSALS = new Set(['PASS_NOT_VALID', 'SUBSCRIPTION_NOT_VALID', 'NOT_FOUND']);

/**
 * Gives the places free on an occurrence to its waitlist, in the caller's transaction: the one that freed a place
 * (docs/domain-notes.md "Waitlist", test plan W1–W3). More than the club's cutoff before the start, the first in
 * line are booked one by one through the booking's own path (the same checks, the same class or credit taken, under
 * the locks every booking takes, so racing bookings and this promotion share the place and never overfill the class),
 * each marked PROMOTED and mailed; a member whose pass or subscription cannot book the class keeps their place and is
 * told once, and the next is tried. Inside the cutoff everyone waiting is mailed that a place is free; from the start
 * the line is closed. A rolled-back caller undoes all of it, the class or credit taken included.
 */
export async function promoteFromWaitlist(app: AppContext, trx: Db, club: Club, freed: FreedOccurrence, now: Date): Promise<void> {
  const { scheduleItemId, date } = freed;
  const line = await listWaitingLine(trx, club.id, scheduleItemId, date);
  if (line.length === 0) return;
  const occurrence = await loadOccurrence(trx, club, scheduleItemId, date, now);
  if (!occurrence) return;
  const moment = waitlistMoment(instantOf(date, occurrence.timeStart, club.timeZone), now, club.waitlistCutoffHours);
  if (moment === 'CLOSED') return closeWaitingLine(trx, club.id, scheduleItemId, date, now);
  // Still full, cancelled or a holiday: nothing was freed for the line.
  if (occurrence.bookingStatus !== 'OK') return;
  const mailTo = (member: WaitingMember): WaitlistMailContext => ({
    publicUrl: app.config.publicUrl,
    club,
    to: member.email,
    firstName: member.firstName,
    className: occurrence.classtype.name,
    date,
    timeStart: occurrence.timeStart.slice(0, 5),
  });
  // As the club switched its waitlist mails, and only to members with an address.
  const tell = async (member: WaitingMember, mail: (c: WaitlistMailContext) => MailMessage) => {
    if (club.waitlistMails && member.email !== '') await app.mailer.queue(trx, club.id, mail(mailTo(member)));
  };
  if (moment === 'TELL_EVERYONE') {
    for (const member of line) await tell(member, waitlistPlaceFreeMail);
    return;
  }

  let free = occurrence.availableSpacesOnline;
  for (const member of line) {
    if (free < 1) return;
    const outcome = await tryPromotion(trx, club, member, now);
    if (typeof outcome === 'number') {
      free -= 1;
      await tell(member, waitlistPromotedMail);
      // The promotion's mail is its confirmation; the class reminder comes as for any booking.
      await announceBooking(app, trx, club, { id: outcome, accountId: member.accountId, scheduleItemId, date }, now, false);
    } else if (CLASS_REFUSALS.has(outcome)) {
      return;
    } else if (outcome === 'ALREADY_BOOKED') {
      await endWaitingPlace(trx, club.id, member.id, 'CLOSED', now);
    } else if (MEANS_REFUSALS.has(outcome) && member.toldUnusableAt === null) {
      await markToldUnusable(trx, club.id, member.id, now);
      await tell(member, waitlistTurnWithoutPassMail);
    }
  }
}

// The member left the line while their booking was being made (answered as CONFLICT: the next in line is tried).
const LEFT_MEANWHILE = 'This member left the waitlist meanwhile.';

/**
 * Books one waiting member online with the pass or subscription they chose (else the first usable one), inside a
 * savepoint so a refusal undoes only this try. Answers the attendance id, or the refusal's error code.
 */
async function tryPromotion(trx: Db, club: Club, member: WaitingMember, now: Date): Promise<number | string> {
  const means: BookingMeans =
    member.accountSubscriptionId !== null ? { accountSubscriptionId: member.accountSubscriptionId } : member.accountClasspassId !== null ? { accountClasspassId: member.accountClasspassId } : {};
  const booking = { accountId: member.accountId, scheduleItemId: member.scheduleItemId, date: member.date, way: 'ONLINE' as const, seesHiddenClasses: true, now };
  try {
    return await inSavepoint(trx, 'waitlist_promotion', async () => {
      const attendanceId = await bookWithFirstUsable(trx, club, booking, means);
      if (!(await markPromoted(trx, club.id, member.id, attendanceId))) throw new AppError('CONFLICT', LEFT_MEANWHILE);
      return attendanceId;
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.code;
  }
}
