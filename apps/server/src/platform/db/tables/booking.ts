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
  /** SUBSCRIPTION: the subscription booked with */
  accountSubscriptionId: ColumnType<number | null, number | null | undefined>;
  /** the grant whose credit the booking spends (null: unlimited, an unreconciled advance credit, or returned) */
  accountSubscriptionCreditId: ColumnType<number | null, number | null | undefined>;
  /** booked ahead of its month's credits and not yet reconciled */
  advanceCredit: ColumnType<boolean, boolean | undefined>;
  bookingStatus: AttendanceBookingStatus;
  onlineBooking: ColumnType<boolean, boolean | undefined>;
  cancelledAt: Date | null;
  /** cancelled after the cancel window: its class or credit stays spent (staff count these per member) */
  lateCancel: ColumnType<boolean, boolean | undefined>;
  /** when the class reminder was queued for this booking (once, however often it is cancelled and made again) */
  reminderMailedAt: ColumnType<Date | null, Date | null | undefined>;
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

export type WaitlistStatus = 'WAITING' | 'PROMOTED' | 'LEFT' | 'CLOSED';

/** A member's place in the waitlist of one occurrence (migration 0054). */
export interface ScheduleItemWaitlistEntriesTable {
  id: Generated<number>;
  clubId: number;
  scheduleItemId: number;
  date: string;
  accountId: number;
  accountClasspassId: ColumnType<number | null, number | null | undefined>;
  accountSubscriptionId: ColumnType<number | null, number | null | undefined>;
  status: ColumnType<WaitlistStatus, WaitlistStatus | undefined>;
  /** the line's order */
  joinedAt: Date;
  /** when they were told their turn came without a usable pass or subscription (told once) */
  toldUnusableAt: ColumnType<Date | null, Date | null | undefined>;
  /** PROMOTED: the booking the promotion made */
  scheduleItemAttendanceId: ColumnType<number | null, number | null | undefined>;
  endedAt: ColumnType<Date | null, Date | null | undefined>;
}
