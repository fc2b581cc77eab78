import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { fullName } from '../accounts/account.js';
import { composeMail } from '../auth/mails/mail-layout.js';
import type { Club } from '../clubs/club.js';
import { appointmentIcal } from './appointment-ical.js';
import { findAppointmentMailFacts } from './personal-training.repository.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Queues, in the caller's transaction, the mail to the member and the one to the trainer about a booked or
 * cancelled appointment, each with the calendar event; they are sent after the commit by the mail job.
 */
export async function queueAppointmentMails(app: AppContext, trx: Db, club: Club, appointmentId: number, what: 'BOOKED' | 'CANCELED'): Promise<void> {
  const facts = await findAppointmentMailFacts(trx, club.id, appointmentId);
  if (!facts) throw new Error(`appointment ${appointmentId} vanished inside its own transaction`);
  const memberName = fullName(facts.member);
  const trainerName = fullName(facts.trainer);
  const icalEvent = appointmentIcal({
    id: appointmentId,
    clubSlug: club.slug,
    clubName: club.name,
    timeZone: club.timeZone,
    serviceName: facts.serviceName,
    trainerName,
    memberName,
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    canceled: what === 'CANCELED',
    stamp: app.clock.now(),
  });
  const local = (d: Date, format: string) => dayjs(d).tz(club.timeZone).format(format);
  const when = `${local(facts.startsAt, 'dddd, MMMM D YYYY')}, ${local(facts.startsAt, 'HH:mm')}–${local(facts.endsAt, 'HH:mm')}`;
  const booked = what === 'BOOKED';
  const subject = `${booked ? 'Appointment booked' : 'Appointment cancelled'}: ${facts.serviceName} on ${local(facts.startsAt, 'D MMMM, HH:mm')}`;
  const line = booked ? `is booked for ${when}` : `on ${when} has been cancelled`;
  await app.mailer.queue(trx, club.id, {
    ...composeMail(facts.member.email, subject, [
      `Hello ${facts.member.firstName || 'there'},`,
      `Your ${facts.serviceName} with ${trainerName} ${line}.`,
      booked ? 'The attached calendar event adds it to your calendar.' : 'The attached calendar event removes it from your calendar.',
      `See you at ${club.name}!`,
    ]),
    icalEvent,
  });
  await app.mailer.queue(trx, club.id, {
    ...composeMail(facts.trainer.email, subject, [
      `Hello ${facts.trainer.firstName || 'there'},`,
      `The ${facts.serviceName} with ${memberName} ${line}.`,
    ]),
    icalEvent,
  });
}
