import type { MailMessage } from '../../platform/mail/mailer.js';
import { composeMail } from '../../platform/mail/mail-layout.js';

export interface OccurrenceCancelledMailContext {
  to: string;
  firstName: string;
  clubName: string;
  className: string;
  /** club-local YYYY-MM-DD and HH:mm */
  date: string;
  timeStart: string;
  description: string;
  /** The member had cancelled late (credit kept): now it is back, as the class does not take place. */
  cancelledLate: boolean;
}

/** To a member whose booking went with a cancelled class, or who had cancelled it late: the class is off and the credit is back. */
export function occurrenceCancelledMail(c: OccurrenceCancelledMailContext): MailMessage {
  return composeMail(c.to, `Cancelled: ${c.className} on ${c.date} at ${c.timeStart}`, [
    `Hello ${c.firstName || 'there'},`,
    c.cancelledLate
      ? `The ${c.className} class on ${c.date} at ${c.timeStart}, which you cancelled after the cancel window, has been cancelled by ${c.clubName}.`
      : `The ${c.className} class on ${c.date} at ${c.timeStart} has been cancelled, and so has your booking for it.`,
    ...(c.description ? [c.description] : []),
    'The class is back on your class pass, so you can book another one.',
    `See you soon at ${c.clubName}!`,
  ]);
}
