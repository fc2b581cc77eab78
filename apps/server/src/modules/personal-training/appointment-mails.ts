import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { fullName } from '../../platform/person-name.js';
import type { Club } from '../clubs/index.js';
import { appointmentIcal } from './appointment-ical.js';
import { appointmentMemberMail, appointmentTrainerMail, type AppointmentMailContext } from './appointment.mail.js';
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
  const mail: AppointmentMailContext = {
    what,
    clubName: club.name,
    serviceName: facts.serviceName,
    memberName,
    trainerName,
    start: local(facts.startsAt, 'D MMMM, HH:mm'),
    when: `${local(facts.startsAt, 'dddd, MMMM D YYYY')}, ${local(facts.startsAt, 'HH:mm')}–${local(facts.endsAt, 'HH:mm')}`,
  };
  await app.mailer.queue(trx, club.id, { ...appointmentMemberMail(mail, facts.member), icalEvent });
  await app.mailer.queue(trx, club.id, { ...appointmentTrainerMail(mail, facts.trainer), icalEvent });
}
