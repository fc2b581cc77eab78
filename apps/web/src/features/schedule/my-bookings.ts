import type { MyClassBookingsQuery } from './schedule.generated.js';

export type MyBooking = MyClassBookingsQuery['myClassBookings'][number];

/** The member's bookings of the shown range, by occurrenceKey. */
export type MyBookings = ReadonlyMap<string, MyBooking>;

/** One class occurrence: its timetable entry and its date. */
export function occurrenceKey(scheduleItemId: string, date: string): string {
  return `${scheduleItemId}|${date}`;
}
