import { cancelWindowEnd } from '@kiai/shared';
import { instantOf } from '../../platform/club-clock.js';
import type { ScheduleClass } from './schedule.js';

type Start = Pick<ScheduleClass, 'date' | 'timeStart'>;

/** A class occurrence's start as an instant: its club-local wall-clock time in the club's zone. */
export function classStart(occurrence: Start, timeZone: string): Date {
  return instantOf(occurrence.date, occurrence.timeStart, timeZone);
}

/** Until when (exclusive) a booking of the occurrence can be cancelled with its credit back: `cancelBefore` of the domain notes. */
export function cancelBefore(occurrence: Start, club: { cancelHoursBefore: number; timeZone: string }): Date {
  return cancelWindowEnd(classStart(occurrence, club.timeZone), club.cancelHoursBefore);
}
