import { withinCancelWindow } from '@kiai/shared';
import type { Selectable } from 'kysely';
import type { ScheduleItemAttendancesTable } from '../../platform/db/tables/booking.js';
import type { ScheduleClass, ScheduleItemDetail } from '../schedule/index.js';
import type { AccountClasspass } from '../classpasses/index.js';
import { instantOf } from '../../platform/club-clock.js';

export type Attendance = Selectable<ScheduleItemAttendancesTable>;

/** An attendance with what its readers need: the occurrence, the timetable entry, the pass and the allowed actions. */
export interface AttendanceView {
  attendance: Attendance;
  item: ScheduleItemDetail;
  /** undefined when the class no longer runs on the attendance's date */
  occurrence: ScheduleClass | undefined;
  pass: AccountClasspass | null;
  cancellationPossible: boolean;
  uncancellationPossible: boolean;
}

export interface CancelWindow {
  cancelHoursBefore: number;
  timeZone: string;
}

/**
 * A booking can be cancelled (credit returned) while inside the club's cancel window (`withinCancelWindow`).
 * The start is the club-local wall-clock time turned into an instant in the club's zone, so the window
 * is right across daylight-saving changes and whatever zone the server runs in.
 */
export function cancellationPossible(
  attendance: Pick<Attendance, 'bookingStatus'>,
  occurrence: Pick<ScheduleClass, 'date' | 'timeStart'> | undefined,
  window: CancelWindow,
  now: Date,
): boolean {
  if (attendance.bookingStatus !== 'BOOKED' || !occurrence) return false;
  return withinCancelWindow(instantOf(occurrence.date, occurrence.timeStart, window.timeZone), window.cancelHoursBefore, now);
}

/** A cancelled booking can be made again while the class could be booked online right now (future, open, not cancelled, a free online spot). */
export function uncancellationPossible(attendance: Pick<Attendance, 'bookingStatus'>, occurrence: Pick<ScheduleClass, 'bookingStatus'> | undefined): boolean {
  return attendance.bookingStatus === 'CANCELLED' && occurrence?.bookingStatus === 'OK';
}
