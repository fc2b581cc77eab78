import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AppointmentServicesTable, AppointmentsTable } from '../../platform/db/tables/personal-training.js';
import type { TimeRange, TrainerCalendar, WeeklyHours } from './availability.js';

export type AppointmentService = Selectable<AppointmentServicesTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;

export interface Trainer {
  accountId: number;
  firstName: string;
  lastName: string;
  urlImageThumbnail: string;
}

/** Services members can book: not archived, in a category that is not archived. */
function bookableServices(db: Db, clubId: number) {
  return db
    .selectFrom('appointmentServices as s')
    .innerJoin('appointmentCategories as c', (j) => j.onRef('c.id', '=', 's.appointmentCategoryId').onRef('c.clubId', '=', 's.clubId'))
    .selectAll('s')
    .where('s.clubId', '=', clubId)
    .where('s.archived', '=', false)
    .where('c.archived', '=', false);
}

/** The bookable services, by name. */
export function listBookableServices(db: Db, clubId: number): Promise<AppointmentService[]> {
  return bookableServices(db, clubId).orderBy('s.name').orderBy('s.id').execute();
}

export function findBookableService(db: Db, clubId: number, id: number): Promise<AppointmentService | undefined> {
  return bookableServices(db, clubId).where('s.id', '=', id).executeTakeFirst();
}

/** A bookable service the trainer gives. */
export function findBookableServiceOfTrainer(db: Db, clubId: number, id: number, accountId: number): Promise<AppointmentService | undefined> {
  return bookableServices(db, clubId)
    .where('s.id', '=', id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('appointmentServiceTrainers as st')
          .select('st.accountId')
          .whereRef('st.clubId', '=', 's.clubId')
          .whereRef('st.appointmentServiceId', '=', 's.id')
          .where('st.accountId', '=', accountId),
      ),
    )
    .executeTakeFirst();
}

const trainerColumns = ['a.id as accountId', 'a.firstName', 'a.lastName', 'a.urlImageThumbnail'] as const;

/** Active trainers who give the service, by name. */
export function listServiceTrainers(db: Db, clubId: number, serviceId: number): Promise<Trainer[]> {
  return db
    .selectFrom('appointmentServiceTrainers as st')
    .innerJoin('appointmentTrainers as t', (j) => j.onRef('t.accountId', '=', 'st.accountId').onRef('t.clubId', '=', 'st.clubId'))
    .innerJoin('accounts as a', (j) => j.onRef('a.id', '=', 't.accountId').onRef('a.clubId', '=', 't.clubId'))
    .select(trainerColumns)
    .where('st.clubId', '=', clubId)
    .where('st.appointmentServiceId', '=', serviceId)
    .where('t.active', '=', true)
    .where('a.active', '=', true)
    .orderBy('a.firstName')
    .orderBy('a.lastName')
    .orderBy('a.id')
    .execute();
}

/** An active trainer of the club. */
export function findTrainer(db: Db, clubId: number, accountId: number): Promise<Trainer | undefined> {
  return db
    .selectFrom('appointmentTrainers as t')
    .innerJoin('accounts as a', (j) => j.onRef('a.id', '=', 't.accountId').onRef('a.clubId', '=', 't.clubId'))
    .select(trainerColumns)
    .where('t.clubId', '=', clubId)
    .where('t.accountId', '=', accountId)
    .where('t.active', '=', true)
    .where('a.active', '=', true)
    .executeTakeFirst();
}

/** Row-locks the trainer until the transaction ends: bookings of one trainer check and insert one at a time. */
export async function lockTrainer(trx: Db, clubId: number, accountId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('appointmentTrainers')
    .select('accountId')
    .where('clubId', '=', clubId)
    .where('accountId', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The shortest bookable service a trainer gives (slots listed without a service are sized by it). */
export function findShortestServiceOfTrainer(db: Db, clubId: number, accountId: number): Promise<AppointmentService | undefined> {
  return bookableServices(db, clubId)
    .innerJoin('appointmentServiceTrainers as st', (j) => j.onRef('st.appointmentServiceId', '=', 's.id').onRef('st.clubId', '=', 's.clubId'))
    .where('st.accountId', '=', accountId)
    .orderBy((eb) => eb('s.durationMinutes', '+', eb('s.bufferBeforeMinutes', '+', eb.ref('s.bufferAfterMinutes'))))
    .orderBy('s.id')
    .executeTakeFirst();
}

export function findWeeklyHours(db: Db, clubId: number, accountId: number): Promise<WeeklyHours[]> {
  return db.selectFrom('appointmentTrainerHours').select(['isoWeekday', 'timeStart', 'timeEnd']).where('clubId', '=', clubId).where('accountId', '=', accountId).execute();
}

/** Weekly hours, and the overrides and days off touching [from, until]. */
export async function findTrainerCalendar(db: Db, clubId: number, accountId: number, from: string, until: string): Promise<TrainerCalendar> {
  const [weeklyHours, overrides, daysOff] = await Promise.all([
    findWeeklyHours(db, clubId, accountId),
    db
      .selectFrom('appointmentTrainerOverrides')
      .select(['date', 'timeStart', 'timeEnd'])
      .where('clubId', '=', clubId)
      .where('accountId', '=', accountId)
      .where('date', '>=', from)
      .where('date', '<=', until)
      .execute(),
    db
      .selectFrom('appointmentTrainerDaysOff')
      .select(['dateStart', 'dateEnd'])
      .where('clubId', '=', clubId)
      .where('accountId', '=', accountId)
      .where('dateStart', '<=', until)
      .where('dateEnd', '>=', from)
      .execute(),
  ]);
  return { weeklyHours, overrides, daysOff };
}

/** The trainer's time taken by appointments that are not cancelled, within [from, until). */
export async function findBlockedByAppointments(db: Db, clubId: number, accountId: number, within: TimeRange): Promise<TimeRange[]> {
  const rows = await db
    .selectFrom('appointments')
    .select(['blockedFrom', 'blockedUntil'])
    .where('clubId', '=', clubId)
    .where('trainerAccountId', '=', accountId)
    .where('canceled', '=', false)
    .where('blockedFrom', '<', new Date(within.end))
    .where('blockedUntil', '>', new Date(within.start))
    .execute();
  return rows.map((r) => ({ start: r.blockedFrom.getTime(), end: r.blockedUntil.getTime() }));
}

/**
 * Classes the trainer may teach in [from, until]: theirs as instructor or second instructor, and those a
 * one-time change in the range gives them (a substitute). The occurrences decide who really teaches.
 */
export async function findClassIdsOfTrainer(db: Db, clubId: number, accountId: number, from: string, until: string): Promise<number[]> {
  const rows = await db
    .selectFrom('scheduleItems')
    .select('id')
    .where('clubId', '=', clubId)
    .where('scheduleItemType', '=', 'CLASS')
    .where((eb) => eb.or([eb('accountId', '=', accountId), eb('account2Id', '=', accountId)]))
    .where('dateStart', '<=', until)
    .where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', from)]))
    .union(
      db
        .selectFrom('scheduleItemChanges')
        .select('scheduleItemId as id')
        .where('clubId', '=', clubId)
        .where('date', '>=', from)
        .where('date', '<=', until)
        .where((eb) => eb.or([eb('accountId', '=', accountId), eb('account2Id', '=', accountId)])),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The trainer's shifts (schedule items of type SHIFT) that may run in [from, until]. */
export function findTrainerShifts(db: Db, clubId: number, accountId: number, from: string, until: string) {
  return db
    .selectFrom('scheduleItems')
    .select(['frequencyType', 'frequencyInterval', 'dateStart', 'dateEnd', 'timeStart', 'timeEnd'])
    .where('clubId', '=', clubId)
    .where('scheduleItemType', '=', 'SHIFT')
    .where((eb) => eb.or([eb('accountId', '=', accountId), eb('account2Id', '=', accountId)]))
    .where('dateStart', '<=', until)
    .where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', from)]))
    .execute();
}

/** The pass products that pay for a service. */
/** The pass products that pay for each of the services: one row per service and product. */
export function serviceClasspassLinks(db: Db, clubId: number, serviceIds: readonly number[]): Promise<{ appointmentServiceId: number; organizationClasspassId: number }[]> {
  if (serviceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('appointmentServiceClasspasses')
    .select(['appointmentServiceId', 'organizationClasspassId'])
    .where('clubId', '=', clubId)
    .where('appointmentServiceId', 'in', serviceIds)
    .execute();
}

export async function findServiceClasspassIds(db: Db, clubId: number, serviceId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('appointmentServiceClasspasses')
    .select('organizationClasspassId')
    .where('clubId', '=', clubId)
    .where('appointmentServiceId', '=', serviceId)
    .execute();
  return new Set(rows.map((r) => r.organizationClasspassId));
}

export function insertAppointment(trx: Db, values: Insertable<AppointmentsTable>): Promise<AppointmentRow> {
  return trx.insertInto('appointments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** An appointment as the member sees it: with its service's and trainer's names. */
export interface AppointmentView {
  id: number;
  accountId: number;
  serviceName: string;
  trainerFirstName: string;
  trainerLastName: string;
  startsAt: Date;
  endsAt: Date;
  canceled: boolean;
  canceledAt: Date | null;
}

/** The club's appointments with their service (`s`), member (`m`) and trainer (`t`), for the lists, mails and feeds. */
export function appointmentsWithPeople(db: Db, clubId: number) {
  return db
    .selectFrom('appointments as ap')
    .innerJoin('appointmentServices as s', (j) => j.onRef('s.id', '=', 'ap.appointmentServiceId').onRef('s.clubId', '=', 'ap.clubId'))
    .innerJoin('accounts as m', (j) => j.onRef('m.id', '=', 'ap.accountId').onRef('m.clubId', '=', 'ap.clubId'))
    .innerJoin('accounts as t', (j) => j.onRef('t.id', '=', 'ap.trainerAccountId').onRef('t.clubId', '=', 'ap.clubId'))
    .where('ap.clubId', '=', clubId);
}

/** The columns of an AppointmentView, over appointmentsWithPeople. */
export const APPOINTMENT_VIEW_COLUMNS = [
  'ap.id',
  'ap.accountId',
  's.name as serviceName',
  't.firstName as trainerFirstName',
  't.lastName as trainerLastName',
  'ap.startsAt',
  'ap.endsAt',
  'ap.canceled',
  'ap.canceledAt',
] as const;

function appointmentViews(db: Db, clubId: number) {
  return appointmentsWithPeople(db, clubId).select(APPOINTMENT_VIEW_COLUMNS);
}

/** A member's appointments, latest start first. */
export function listAccountAppointments(db: Db, clubId: number, accountId: number): Promise<AppointmentView[]> {
  return appointmentViews(db, clubId).where('ap.accountId', '=', accountId).orderBy('ap.startsAt', 'desc').orderBy('ap.id', 'desc').execute();
}

export function findAppointmentView(db: Db, clubId: number, id: number): Promise<AppointmentView | undefined> {
  return appointmentViews(db, clubId).where('ap.id', '=', id).executeTakeFirst();
}

/** One appointment, row-locked until the transaction ends (two cancels of it run one after the other). */
export function lockAppointment(trx: Db, clubId: number, id: number): Promise<AppointmentRow | undefined> {
  return trx.selectFrom('appointments').selectAll().where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markAppointmentCanceled(trx: Db, clubId: number, id: number, canceledAt: Date, returnSession: boolean): Promise<void> {
  await trx
    .updateTable('appointments')
    .set({ canceled: true, canceledAt, ...(returnSession ? { passSessionUsed: false } : {}) })
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .execute();
}

/** What the mails about an appointment say: the service, the times and both people's names and addresses. */
export async function findAppointmentMailFacts(db: Db, clubId: number, id: number) {
  const row = await appointmentsWithPeople(db, clubId)
    .select([
      's.name as serviceName',
      'ap.startsAt',
      'ap.endsAt',
      'm.email as memberEmail',
      'm.firstName as memberFirstName',
      'm.lastName as memberLastName',
      't.email as trainerEmail',
      't.firstName as trainerFirstName',
      't.lastName as trainerLastName',
    ])
    .where('ap.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      serviceName: row.serviceName,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      member: { email: row.memberEmail, firstName: row.memberFirstName, lastName: row.memberLastName },
      trainer: { email: row.trainerEmail, firstName: row.trainerFirstName, lastName: row.trainerLastName },
    }
  );
}
