import { globalId, pagePath, PORTAL_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../platform/mail/mail-layout.js';

/** Who is told about which booked class: what every booking mail starts from. Dates and times are on the club's clock. */
export interface BookingMailContext {
  publicUrl: string;
  club: { slug: string; name: string };
  to: string;
  firstName: string;
  className: string;
  scheduleItemId: number;
  /** club-local YYYY-MM-DD and HH:mm */
  date: string;
  timeStart: string;
  timeEnd: string;
  /** "Location, Room" */
  place: string;
}

const greeting = (c: BookingMailContext) => `Hello ${c.firstName || 'there'},`;
const when = (c: BookingMailContext) => `${c.className} on ${c.date} from ${c.timeStart} to ${c.timeEnd} at ${c.place}`;

/**
 * The class's booking page, which shows the member's booking with its cancel button once they are signed in (a
 * signed-out visitor is asked to sign in first and lands on it after). The link names only the class and the date.
 */
function bookingPageUrl(c: Pick<BookingMailContext, 'publicUrl' | 'club' | 'scheduleItemId' | 'date'>): string {
  return clubUrl(c.publicUrl, c.club.slug, pagePath(PORTAL_PAGES.bookClass, { scheduleItemId: globalId('ScheduleItemNode', c.scheduleItemId), date: c.date }));
}

/** The booking is made: when and where, the class as an .ics to add to a calendar, and the way to cancel. */
export function bookingConfirmedMail(c: BookingMailContext, ics: string): MailMessage {
  return {
    ...composeMail(c.to, `You're booked for ${c.className} on ${c.date} at ${c.timeStart}`, [
      greeting(c),
      `You're booked for ${when(c)}.`,
      'The class is attached as a calendar file: open it to add the class to your calendar.',
      "If you can't come, please cancel your booking so someone else can take the place.",
      { label: 'Cancel your booking', link: bookingPageUrl(c) },
      `See you soon at ${c.club.name}!`,
    ]),
    attachments: [{ filename: 'class.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from(ics, 'utf8') }],
  };
}

/** The member cancelled; says whether the class or credit came back. */
export function bookingCancelledMail(c: BookingMailContext, creditReturned: boolean): MailMessage {
  return composeMail(c.to, `Booking cancelled: ${c.className} on ${c.date} at ${c.timeStart}`, [
    greeting(c),
    `Your booking for ${when(c)} is cancelled.`,
    creditReturned ? 'The class (or credit) you booked with is returned.' : 'It was cancelled after the cancel window, so the class (or credit) you booked with is not returned.',
    { label: 'Book your spot', link: clubUrl(c.publicUrl, c.club.slug, pagePath(PORTAL_PAGES.bookYourSpot)) },
    `We hope to see you soon at ${c.club.name}!`,
  ]);
}

/** Some hours before the class (the club's setting): the member is still booked. */
export function classReminderMail(c: BookingMailContext): MailMessage {
  return composeMail(c.to, `Reminder: ${c.className} on ${c.date} at ${c.timeStart}`, [
    greeting(c),
    `A reminder of your class: ${when(c)}.`,
    "If you can't come, please cancel your booking so someone else can take the place.",
    { label: 'My booking', link: bookingPageUrl(c) },
    `See you soon at ${c.club.name}!`,
  ]);
}
