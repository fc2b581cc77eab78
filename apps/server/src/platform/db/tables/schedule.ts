import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Flag = ColumnType<boolean, boolean | undefined>;
type Text = ColumnType<string, string | undefined>;

export type FrequencyType = 'SPECIFIC' | 'WEEKLY' | 'LAST_WEEKDAY_OF_MONTH';
export type ScheduleItemType = 'CLASS' | 'EVENT_ACTIVITY' | 'APPOINTMENT' | 'SHIFT';
export type InstructorRole = 'SUB' | 'ASSISTANT' | 'KARMA';
export type OccurrenceChangeStatus = 'CANCELLED' | 'OPEN' | 'FINISHED';

export interface OrganizationLocationsTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  /** the street address members see on a class's page; '' for none */
  address: ColumnType<string, string | undefined>;
  displayPublic: Flag;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface OrganizationLocationRoomsTable {
  id: Generated<number>;
  clubId: number;
  organizationLocationId: number;
  name: string;
  displayPublic: Flag;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface OrganizationClasstypesTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  descriptionTitle: Text;
  description: Text;
  urlImage: Text;
  displayPublic: Flag;
  archived: Flag;
  /** a full class of this type offers its waitlist */
  waitlist: Flag;
  createdAt: CreatedAt;
}

export interface OrganizationLevelsTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface ScheduleItemsTable {
  id: Generated<number>;
  clubId: number;
  scheduleItemType: ColumnType<ScheduleItemType, ScheduleItemType | undefined>;
  frequencyType: FrequencyType;
  frequencyInterval: ColumnType<number, number | undefined>;
  /** YYYY-MM-DD, club-local */
  dateStart: string;
  dateEnd: string | null;
  /** HH:mm:ss, club-local wall clock */
  timeStart: string;
  timeEnd: string;
  organizationLocationRoomId: number;
  organizationClasstypeId: number;
  organizationLevelId: number | null;
  accountId: number | null;
  role: InstructorRole | null;
  account2Id: number | null;
  role2: InstructorRole | null;
  spaces: number;
  walkInSpaces: ColumnType<number, number | undefined>;
  enrollmentSpaces: ColumnType<number, number | undefined>;
  displayPublic: Flag;
  infoMailEnabled: Flag;
  infoMailContent: Text;
  archived: Flag;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A one-time change of one occurrence: null means "no change". */
export interface ScheduleItemChangesTable {
  id: Generated<number>;
  clubId: number;
  scheduleItemId: number;
  date: string;
  status: OccurrenceChangeStatus | null;
  description: string | null;
  organizationLocationRoomId: number | null;
  organizationClasstypeId: number | null;
  organizationLevelId: number | null;
  timeStart: string | null;
  timeEnd: string | null;
  spaces: number | null;
  walkInSpaces: number | null;
  accountId: number | null;
  role: InstructorRole | null;
  account2Id: number | null;
  role2: InstructorRole | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OrganizationHolidaysTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  description: Text;
  dateStart: string;
  dateEnd: string;
  createdAt: CreatedAt;
}

export interface OrganizationHolidayLocationsTable {
  clubId: number;
  organizationHolidayId: number;
  organizationLocationId: number;
}
