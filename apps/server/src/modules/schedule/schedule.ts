import type { Selectable } from 'kysely';
import type { InstructorRole, OccurrenceChangeStatus, ScheduleItemsTable } from '../../platform/db/tables/schedule.js';
import type { BookingStatus } from './booking-status.js';

export interface LocationRef {
  id: number;
  name: string;
}

export interface RoomRef {
  id: number;
  name: string;
  location: LocationRef;
}

export interface ClasstypeRef {
  id: number;
  name: string;
  descriptionTitle: string;
  description: string;
  urlImage: string;
}

export interface LevelRef {
  id: number;
  name: string;
}

/** The public face of an instructor: never their email or anything else of their account. */
export interface InstructorRef {
  id: number;
  firstName: string;
  lastName: string;
  urlImageThumbnail: string;
}

export type ScheduleItem = Selectable<ScheduleItemsTable>;

/** A schedule item (without its bookkeeping timestamps) with the rows it points at. */
export interface ScheduleItemDetail extends Omit<ScheduleItem, 'createdAt' | 'updatedAt'> {
  room: RoomRef;
  classtype: ClasstypeRef;
  level: LevelRef | null;
  account: InstructorRef | null;
  account2: InstructorRef | null;
}

/** A one-time change of one occurrence with the rows it points at; undefined/null means "no change". */
export interface OccurrenceChange {
  scheduleItemId: number;
  date: string;
  status: OccurrenceChangeStatus | null;
  description: string | null;
  room: RoomRef | null;
  classtype: ClasstypeRef | null;
  level: LevelRef | null;
  timeStart: string | null;
  timeEnd: string | null;
  spaces: number | null;
  walkInSpaces: number | null;
  account: InstructorRef | null;
  role: InstructorRole | null;
  account2: InstructorRef | null;
  role2: InstructorRole | null;
}

export interface HolidayAtLocation {
  name: string;
  dateStart: string;
  dateEnd: string;
  locationId: number;
}

export interface OccurrenceCounts {
  countBooked: number;
  countAttending: number;
}

/** One class on one date, after one-time changes, holidays and bookings. */
export interface ScheduleClass {
  item: ScheduleItemDetail;
  date: string;
  isoWeekDay: number;
  /** '' when unchanged, else the one-time change's status */
  status: OccurrenceChangeStatus | '';
  holiday: boolean;
  holidayName: string;
  description: string;
  account: InstructorRef | null;
  role: InstructorRole | null;
  account2: InstructorRef | null;
  role2: InstructorRole | null;
  room: RoomRef;
  classtype: ClasstypeRef;
  level: LevelRef | null;
  timeStart: string;
  timeEnd: string;
  spaces: number;
  walkInSpaces: number;
  displayPublic: boolean;
  countBooked: number;
  countAttending: number;
  countAttendingAndBooked: number;
  availableSpacesOnline: number;
  availableSpacesTotal: number;
  bookingOpenOn: string;
  bookingStatus: BookingStatus;
}

export function occurrenceKey(scheduleItemId: number, date: string): string {
  return `${scheduleItemId}:${date}`;
}
