import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface CalendarEvent {
  /** stable across fetches and mails, so calendar apps update the event instead of adding a copy */
  uid: string;
  summary: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  canceled?: boolean;
}

export interface CalendarOptions {
  /** the calendar's name, e.g. the club's */
  name: string;
  timeZone: string;
  /** when the object is made (DTSTAMP) */
  stamp: Date;
  /** REQUEST/CANCEL for a mail's event; none for a subscribed feed */
  method?: 'REQUEST' | 'CANCEL';
}

/**
 * iCalendar text with the events in the club's zone and its VTIMEZONE, so calendar apps show the right
 * wall-clock time on both sides of a DST change. A cancelled event gets a later SEQUENCE.
 */
export function icalCalendar(options: CalendarOptions, events: readonly CalendarEvent[]): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Kiai', product: 'calendar', language: 'EN' },
    ...(options.method ? { method: options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST } : {}),
    timezone: { name: options.timeZone, generator: getVtimezoneComponent },
  });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      sequence: e.canceled ? 1 : 0,
      status: e.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: options.stamp,
      // Zoned dayjs values: ical-generator writes their wall-clock time with the TZID of the VTIMEZONE.
      start: dayjs(e.startsAt).tz(options.timeZone),
      end: dayjs(e.endsAt).tz(options.timeZone),
      timezone: options.timeZone,
      summary: e.summary,
      description: e.description,
      location: e.location,
    });
  }
  return calendar.toString();
}
