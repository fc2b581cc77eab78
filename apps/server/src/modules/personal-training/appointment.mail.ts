import type { MailMessage } from '../../platform/mail/mailer.js';
import { composeMail } from '../../platform/mail/mail-layout.js';

/** One appointment booked or cancelled, as both its mails tell it (times already in the club's zone). */
export interface AppointmentMailContext {
  what: 'BOOKED' | 'CANCELED';
  clubName: string;
  serviceName: string;
  memberName: string;
  trainerName: string;
  /** the start for the subject, e.g. '3 March, 14:00' */
  start: string;
  /** the day and times for the text, e.g. 'Tuesday, March 3 2026, 14:00–15:00' */
  when: string;
}

interface Recipient {
  email: string;
  firstName: string;
}

const subjectOf = (c: AppointmentMailContext) => `${c.what === 'BOOKED' ? 'Appointment booked' : 'Appointment cancelled'}: ${c.serviceName} on ${c.start}`;
const happenedOf = (c: AppointmentMailContext) => (c.what === 'BOOKED' ? `is booked for ${c.when}` : `on ${c.when} has been cancelled`);

/** To the member: their appointment was booked or cancelled (the calendar event sent with it adds or removes it). */
export function appointmentMemberMail(c: AppointmentMailContext, member: Recipient): MailMessage {
  return composeMail(member.email, subjectOf(c), [
    `Hello ${member.firstName || 'there'},`,
    `Your ${c.serviceName} with ${c.trainerName} ${happenedOf(c)}.`,
    c.what === 'BOOKED' ? 'The attached calendar event adds it to your calendar.' : 'The attached calendar event removes it from your calendar.',
    `See you at ${c.clubName}!`,
  ]);
}

/** To the trainer: an appointment with a member was booked or cancelled. */
export function appointmentTrainerMail(c: AppointmentMailContext, trainer: Recipient): MailMessage {
  return composeMail(trainer.email, subjectOf(c), [`Hello ${trainer.firstName || 'there'},`, `The ${c.serviceName} with ${c.memberName} ${happenedOf(c)}.`]);
}
