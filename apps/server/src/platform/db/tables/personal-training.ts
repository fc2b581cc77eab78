import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Flag = ColumnType<boolean, boolean | undefined>;

export interface AppointmentCategoriesTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface AppointmentServicesTable {
  id: Generated<number>;
  clubId: number;
  appointmentCategoryId: number;
  name: string;
  description: ColumnType<string, string | undefined>;
  durationMinutes: number;
  /** exact decimal as a string */
  price: string;
  bufferBeforeMinutes: ColumnType<number, number | undefined>;
  bufferAfterMinutes: ColumnType<number, number | undefined>;
  /** members may pay one session at the price, without a pass (migration 0058) */
  soldPerSession: Flag;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface AppointmentServiceClasspassesTable {
  clubId: number;
  appointmentServiceId: number;
  organizationClasspassId: number;
}

export interface AppointmentTrainersTable {
  clubId: number;
  accountId: number;
  active: Flag;
  createdAt: CreatedAt;
}

export interface AppointmentServiceTrainersTable {
  clubId: number;
  appointmentServiceId: number;
  accountId: number;
}

export interface AppointmentTrainerHoursTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  /** 1 = Monday … 7 = Sunday */
  isoWeekday: number;
  /** HH:mm:ss, club-local */
  timeStart: string;
  timeEnd: string;
}

export interface AppointmentTrainerDaysOffTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  dateStart: string;
  dateEnd: string;
  note: ColumnType<string, string | undefined>;
}

export interface AppointmentTrainerOverridesTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  date: string;
  timeStart: string;
  timeEnd: string;
}

export interface AppointmentsTable {
  id: Generated<number>;
  clubId: number;
  appointmentServiceId: number;
  trainerAccountId: number;
  accountId: number;
  /** the pass a session was taken from; null when the session was paid by its own order */
  accountClasspassId: number | null;
  /** the paid order that booked it (migration 0058); null when a pass pays */
  financeOrderId: ColumnType<number | null, number | null | undefined>;
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
  passSessionUsed: Flag;
  canceled: Flag;
  canceledAt: Date | null;
  createdAt: CreatedAt;
}
