/** Response shapes of the schedule and attendance operations, as generated from `schedule.graphql`. */
import type { AccountClasspassSummaryFieldsFragment, AttendanceFieldsFragment, ScheduleClassBookingOptionsQuery, ScheduleClassBookingStatus, ScheduleClassFieldsFragment, ScheduleClassesQuery, ScheduleItemAttendanceBookingStatus } from './schedule.generated.js';

/** Contract values; a class may be reserved online only when it is exactly OK. */
export type ClassBookingStatus = ScheduleClassBookingStatus;

export type AttendanceBookingStatus = ScheduleItemAttendanceBookingStatus;

/** One class occurrence on a day (`ScheduleClassType`), with the fields the portal shows. */
export type ScheduleClass = ScheduleClassFieldsFragment;

export type ScheduleDay = ScheduleClassesQuery['scheduleClasses'][number];

/** An account class pass as the booking options and the pass lists show it. */
export type AccountClasspassSummary = AccountClasspassSummaryFieldsFragment;

export type BookingOptions = ScheduleClassBookingOptionsQuery['scheduleClassBookingOptions'];

export type ClasspassBookingOption = BookingOptions['classpasses'][number];

export type SubscriptionBookingOption = BookingOptions['subscriptions'][number];

export type Attendance = AttendanceFieldsFragment;

/** A class occurrence as its booking page shows it: with its description, pictures and address. */
export type ClassOnBookingPage = NonNullable<ScheduleClassBookingOptionsQuery['scheduleClass']>;
