import ical, { ICalCalendarMethod, ICalEventStatus, type ICalDayJsStub } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { clubNow } from './club-clock.js';

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
      start: wallClockValue(e.startsAt, options.timeZone),
      end: wallClockValue(e.endsAt, options.timeZone),
      timezone: options.timeZone,
      summary: e.summary,
      description: e.description,
      location: e.location,
    });
  }
  return calendar.toString();
}

/**
 * An instant on the club's wall clock, in the shape ical-generator reads a zoned value in (its ICalDayJsStub:
 * `format` with date and time tokens): it writes that wall-clock time with the TZID of the VTIMEZONE.
 */
function wallClockValue(instant: Date, timeZone: string): ICalDayJsStub {
  const { date, time } = clubNow(instant, timeZone);
  const parts: Record<string, string> = { YYYY: date.slice(0, 4), MM: date.slice(5, 7), DD: date.slice(8, 10), HH: time.slice(0, 2), mm: time.slice(3, 5), ss: time.slice(6, 8) };
  return {
    format: (pattern = 'YYYY-MM-DDTHH:mm:ss') => pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]!),
    isValid: () => true,
    toDate: () => instant,
    toJSON: () => instant.toISOString(),
  };
}
