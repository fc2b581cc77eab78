import { instantOf } from '../../platform/club-clock.js';
import type { CalendarEvent } from '../../platform/ical-calendar.js';
import { fullName } from '../../platform/person-name.js';
import type { Club } from '../clubs/index.js';
import type { ScheduleClass } from './schedule.js';

/**
 * A class occurrence as a calendar event in the club's zone: the same UID in the member's feed, the booking mail's
 * .ics and the "Add to calendar" file, so a calendar app that has it from one of them updates it instead of adding a copy.
 */
export function classCalendarEvent(c: ScheduleClass, club: Pick<Club, 'slug' | 'timeZone'>): CalendarEvent {
  return {
    uid: `class-${c.item.id}-${c.date}@${club.slug}.kiai`,
    summary: c.classtype.name,
    description: [c.classtype.name, c.account && `with ${fullName(c.account)}`].filter(Boolean).join(' '),
    location: `${c.room.location.name}, ${c.room.name}`,
    startsAt: instantOf(c.date, c.timeStart, club.timeZone),
    endsAt: instantOf(c.date, c.timeEnd, club.timeZone),
  };
}
