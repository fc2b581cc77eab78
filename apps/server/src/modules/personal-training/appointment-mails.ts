import type { AppContext } from '../../platform/app-context.js';
import { clubNow, isoWeekday, MONTH_NAMES, type ClubNow } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { fullName } from '../../platform/person-name.js';
import type { Club } from '../clubs/index.js';
import { appointmentIcal } from './appointment-ical.js';
import { appointmentMemberMail, appointmentTrainerMail, type AppointmentMailContext } from './appointment.mail.js';
import { findAppointmentMailFacts } from './personal-training.repository.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const hoursMinutes = (local: ClubNow) => local.time.slice(0, 5);

/** "Monday, March 30 2026" */
function longDate(date: string): string {
  return `${WEEKDAYS[isoWeekday(date) - 1]}, ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))} ${date.slice(0, 4)}`;
}

/** "Monday, March 30 2026, 10:00–11:00" in the club's time: when a session is, as mails and order lines say it. */
export function sessionWhen(startsAt: Date, endsAt: Date, timeZone: string): string {
  const start = clubNow(startsAt, timeZone);
  return `${longDate(start.date)}, ${hoursMinutes(start)}–${hoursMinutes(clubNow(endsAt, timeZone))}`;
}

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
  const start = clubNow(facts.startsAt, club.timeZone);
  const mail: AppointmentMailContext = {
    what,
    clubName: club.name,
    serviceName: facts.serviceName,
    memberName,
    trainerName,
    start: `${Number(start.date.slice(8, 10))} ${MONTH_NAMES[Number(start.date.slice(5, 7)) - 1]}, ${hoursMinutes(start)}`,
    when: sessionWhen(facts.startsAt, facts.endsAt, club.timeZone),
  };
  await app.mailer.queue(trx, club.id, { ...appointmentMemberMail(mail, facts.member), icalEvent });
  await app.mailer.queue(trx, club.id, { ...appointmentTrainerMail(mail, facts.trainer), icalEvent });
}
