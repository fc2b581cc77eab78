import type { ColumnType, Generated } from 'kysely';

export type AttendanceType = 'CLASSPASS' | 'SUBSCRIPTION';
export type AttendanceBookingStatus = 'BOOKED' | 'ATTENDING' | 'CANCELLED';

export interface ScheduleItemAttendancesTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  scheduleItemId: number;
  date: string;
  attendanceType: AttendanceType;
  accountClasspassId: number | null;
  bookingStatus: AttendanceBookingStatus;
  onlineBooking: ColumnType<boolean, boolean | undefined>;
  cancelledAt: Date | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** One check-in request by its client id (idempotency key), pointing at the attendance it checked in. */
export interface ScheduleItemCheckInsTable {
  id: Generated<number>;
  clubId: number;
  clientId: string;
  scheduleItemAttendanceId: number;
  createdAt: ColumnType<Date, Date | undefined, never>;
}
