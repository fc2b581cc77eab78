import { pagePath, PORTAL_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../platform/mail/mail-layout.js';

/** Who is told about which class occurrence: what every waitlist mail starts from. */
export interface WaitlistMailContext {
  publicUrl: string;
  club: { slug: string; name: string };
  to: string;
  firstName: string;
  className: string;
  /** club-local YYYY-MM-DD and HH:mm */
  date: string;
  timeStart: string;
}

const greeting = (c: WaitlistMailContext) => `Hello ${c.firstName || 'there'},`;
// The schedule, where the class's day shows it with its free place (the booking page's link carries a GraphQL id).
const schedule = (c: WaitlistMailContext) => ({ label: 'Book your spot', link: clubUrl(c.publicUrl, c.club.slug, pagePath(PORTAL_PAGES.bookYourSpot)) });

/** A freed place went to the member first in line: they are booked, and one class or credit is used. */
export function waitlistPromotedMail(c: WaitlistMailContext): MailMessage {
  return composeMail(c.to, `You're booked for ${c.className} on ${c.date} at ${c.timeStart}`, [
    greeting(c),
    `A place came free in ${c.className} on ${c.date} at ${c.timeStart}, and you were first on the waitlist: you're booked for it.`,
    'One class of your pass (or a credit of your subscription) was used. If you can no longer come, please cancel in My classes so the next in line gets the place.',
    { label: 'My classes', link: clubUrl(c.publicUrl, c.club.slug, pagePath(PORTAL_PAGES.myClasses)) },
    `See you soon at ${c.club.name}!`,
  ]);
}

/** Close to the start a freed place is not given by itself: everyone waiting hears of it and the first to book gets it. */
export function waitlistPlaceFreeMail(c: WaitlistMailContext): MailMessage {
  return composeMail(c.to, `A place is free: ${c.className} on ${c.date} at ${c.timeStart}`, [
    greeting(c),
    `A place came free in ${c.className} on ${c.date} at ${c.timeStart}. Everyone on the waitlist hears this now: the first to book gets it.`,
    schedule(c),
    `See you soon at ${c.club.name}!`,
  ]);
}

/** The member's turn came, but no pass or subscription of theirs could book the class: they keep their place. */
export function waitlistTurnWithoutPassMail(c: WaitlistMailContext): MailMessage {
  return composeMail(c.to, `Your turn on the waitlist: ${c.className} on ${c.date} at ${c.timeStart}`, [
    greeting(c),
    `A place came free in ${c.className} on ${c.date} at ${c.timeStart} and it was your turn, but you have no class pass or subscription that can book this class, so it went to the next in line.`,
    'You keep your place on the waitlist: with a valid pass you can be booked when the next place comes free.',
    schedule(c),
    `See you soon at ${c.club.name}!`,
  ]);
}
