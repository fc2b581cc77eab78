import { icalCalendar } from '../../platform/ical-calendar.js';

export interface AppointmentEvent {
  id: number;
  clubSlug: string;
  clubName: string;
  timeZone: string;
  serviceName: string;
  trainerName: string;
  memberName: string;
  startsAt: Date;
  endsAt: Date;
  canceled: boolean;
  /** when the object is made (DTSTAMP) */
  stamp: Date;
}

/** The UID of an appointment in mails and feeds alike: a feed then updates what a mail added. */
export function appointmentUid(id: number, clubSlug: string): string {
  return `appointment-${id}@${clubSlug}.kiai`;
}

/** The appointment as an iCalendar object for a mail: a REQUEST when booked, a CANCEL of the same UID when cancelled. */
export function appointmentIcal(e: AppointmentEvent): string {
  return icalCalendar({ name: e.clubName, timeZone: e.timeZone, stamp: e.stamp, method: e.canceled ? 'CANCEL' : 'REQUEST' }, [
    {
      uid: appointmentUid(e.id, e.clubSlug),
      summary: `${e.serviceName} with ${e.trainerName}`,
      description: `${e.serviceName}: ${e.memberName} with ${e.trainerName}`,
      location: e.clubName,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      canceled: e.canceled,
    },
  ]);
}
