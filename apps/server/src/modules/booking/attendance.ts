import { withinCancelWindow } from '@kiai/shared';
import type { Selectable } from 'kysely';
import type { ScheduleItemAttendancesTable } from '../../platform/db/tables/booking.js';
import { classStart, type ScheduleClass, type ScheduleItemDetail } from '../schedule/index.js';
import type { AccountClasspass } from '../classpasses/index.js';

export type Attendance = Selectable<ScheduleItemAttendancesTable>;

/** An attendance with what its readers need: the occurrence, the timetable entry, the pass and the allowed actions. */
export interface AttendanceView {
  attendance: Attendance;
  item: ScheduleItemDetail;
  /** undefined when the class no longer runs on the attendance's date */
  occurrence: ScheduleClass | undefined;
  pass: AccountClasspass | null;
  cancellationPossible: boolean;
  /** cancellable after the cancel window: the spot frees, the credit stays spent */
  lateCancellationPossible: boolean;
  uncancellationPossible: boolean;
}

/** The club's cancel rules (a Club has them all). */
export interface CancelWindow {
  cancelHoursBefore: number;
  timeZone: string;
  lateCancelAllowed: boolean;
}

type Start = Pick<ScheduleClass, 'date' | 'timeStart'>;

/**
 * A booking can be cancelled (credit returned) while inside the club's cancel window (`withinCancelWindow`).
 * The start is the club-local wall-clock time turned into an instant in the club's zone, so the window
 * is right across daylight-saving changes and whatever zone the server runs in.
 */
export function cancellationPossible(
  attendance: Pick<Attendance, 'bookingStatus'>,
  occurrence: Start | undefined,
  window: Omit<CancelWindow, 'lateCancelAllowed'>,
  now: Date,
): boolean {
  if (attendance.bookingStatus !== 'BOOKED' || !occurrence) return false;
  return withinCancelWindow(classStart(occurrence, window.timeZone), window.cancelHoursBefore, now);
}

/**
 * A late cancel (domain notes, Waitlist): after the cancel window and before the class starts a booking can still
 * be cancelled to free the spot, its credit staying spent, unless the club turned late cancels off.
 */
export function lateCancellationPossible(attendance: Pick<Attendance, 'bookingStatus'>, occurrence: Start | undefined, window: CancelWindow, now: Date): boolean {
  if (!window.lateCancelAllowed || attendance.bookingStatus !== 'BOOKED' || !occurrence) return false;
  const start = classStart(occurrence, window.timeZone);
  return !withinCancelWindow(start, window.cancelHoursBefore, now) && now.getTime() < start.getTime();
}

/** A cancelled booking can be made again while the class could be booked online right now (future, open, not cancelled, a free online spot). */
export function uncancellationPossible(attendance: Pick<Attendance, 'bookingStatus'>, occurrence: Pick<ScheduleClass, 'bookingStatus'> | undefined): boolean {
  return attendance.bookingStatus === 'CANCELLED' && occurrence?.bookingStatus === 'OK';
}
