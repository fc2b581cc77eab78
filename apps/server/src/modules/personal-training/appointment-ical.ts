import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';

dayjs.extend(utc);
dayjs.extend(timezone);

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

/**
 * The appointment as an iCalendar object for a mail: a REQUEST when booked, a CANCEL of the same UID (a
 * later SEQUENCE) when cancelled. Times are in the club's zone with its VTIMEZONE, so calendar apps show
 * the right wall-clock time on both sides of a DST change.
 */
export function appointmentIcal(e: AppointmentEvent): string {
  const calendar = ical({
    name: e.clubName,
    prodId: { company: 'Kiai', product: 'personal-training', language: 'EN' },
    method: e.canceled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: e.timeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `appointment-${e.id}@${e.clubSlug}.kiai`,
    sequence: e.canceled ? 1 : 0,
    status: e.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    stamp: e.stamp,
    // Zoned dayjs values: ical-generator writes their wall-clock time with the TZID of the VTIMEZONE.
    start: dayjs(e.startsAt).tz(e.timeZone),
    end: dayjs(e.endsAt).tz(e.timeZone),
    timezone: e.timeZone,
    summary: `${e.serviceName} with ${e.trainerName}`,
    description: `${e.serviceName}: ${e.memberName} with ${e.trainerName}`,
    location: e.clubName,
  });
  return calendar.toString();
}
