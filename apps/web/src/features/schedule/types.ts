/** Response shapes of the schedule and attendance operations (api-contract "Schedule and attendance"). */

/** Contract values; a class may be reserved online only when it is exactly OK. */
export type ClassBookingStatus = 'OK' | 'FULL' | 'NOT_YET_OPEN' | 'ONGOING' | 'FINISHED' | 'CANCELLED' | 'HOLIDAY';

export type AttendanceBookingStatus = 'BOOKED' | 'CANCELLED' | 'ATTENDING';

/** One class occurrence on a day (`ScheduleClassType`), with the fields the portal shows. */
export interface ScheduleClass {
  scheduleItemId: string;
  date: string;
  timeStart: string;
  timeEnd: string;
  bookingStatus: ClassBookingStatus;
  availableSpacesOnline: number;
  account: { id: string; fullName: string } | null;
  organizationClasstype: { id: string; name: string };
  organizationLevel: { id: string; name: string } | null;
  organizationLocationRoom: { id: string; name: string; organizationLocation: { id: string; name: string } };
}

export interface ScheduleDay {
  date: string;
  classes: ScheduleClass[];
}

/** An account class pass as the booking options and the pass lists show it. */
export interface AccountClasspassSummary {
  id: string;
  dateStart: string;
  dateEnd: string;
  classesRemainingDisplay: string;
  organizationClasspass: { name: string };
}

export interface ClasspassBookingOption {
  bookingType: string;
  allowed: boolean;
  accountClasspass: AccountClasspassSummary;
}

export interface BookingOptions {
  date: string;
  alreadyBooked: boolean;
  classpasses: ClasspassBookingOption[];
}

/** The part of a schedule item an attendance shows. */
export interface AttendanceScheduleItem {
  id: string;
  timeStart: string;
  timeEnd: string;
  organizationClasstype: { name: string };
  organizationLocationRoom: { name: string; organizationLocation: { name: string } };
}

export interface Attendance {
  id: string;
  date: string;
  bookingStatus: AttendanceBookingStatus;
  cancellationPossible: boolean;
  uncancellationPossible: boolean;
  accountClasspass: { id: string; organizationClasspass: { name: string } } | null;
  scheduleItem: AttendanceScheduleItem;
}
