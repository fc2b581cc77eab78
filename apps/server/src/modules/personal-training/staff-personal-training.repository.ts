import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type {
  AppointmentCategoriesTable,
  AppointmentServicesTable,
  AppointmentTrainerDaysOffTable,
  AppointmentTrainerHoursTable,
  AppointmentTrainerOverridesTable,
} from '../../platform/db/tables/personal-training.js';
import { APPOINTMENT_VIEW_COLUMNS, appointmentsWithPeople, type AppointmentService, type AppointmentView } from './personal-training.repository.js';
import type { ListPage } from '../../platform/list-page.js';

export type AppointmentCategory = Selectable<AppointmentCategoriesTable>;
export type TrainerHoursRow = Selectable<AppointmentTrainerHoursTable>;
export type TrainerDayOffRow = Selectable<AppointmentTrainerDaysOffTable>;
export type TrainerOverrideRow = Selectable<AppointmentTrainerOverridesTable>;

/** A trainer as staff see them: the account's name and whether they give appointments now. */
export interface StaffTrainer {
  accountId: number;
  firstName: string;
  lastName: string;
  active: boolean;
  /** the account's photo, '' for none */
  urlImageThumbnail: string;
}

/** An appointment in the staff list: the member's view, with the member's name and the trainer's id. */
export interface StaffAppointment extends AppointmentView {
  memberFirstName: string;
  memberLastName: string;
  trainerAccountId: number;
}

/** The two catalog tables: a category and a service share club_id, id, name and archived. */
interface CatalogTables {
  appointmentCategories: { row: AppointmentCategory; table: AppointmentCategoriesTable };
  appointmentServices: { row: AppointmentService; table: AppointmentServicesTable };
}

/**
 * List, find, insert and update of one catalog table. Kysely cannot type one query over a choice of tables, so
 * the queries are written against the categories' table (the columns they use are the same in both) and their
 * answers typed for the table asked for.
 */
function catalogQueries<T extends keyof CatalogTables>(name: T) {
  type Row = CatalogTables[T]['row'];
  type Table = CatalogTables[T]['table'];
  const table = name as 'appointmentCategories';
  return {
    /** Archived rows only when asked, by name. */
    list: (db: Db, clubId: number, archived: boolean, page: ListPage): Promise<Row[]> =>
      db.selectFrom(table).selectAll().where('clubId', '=', clubId).where('archived', '=', archived).orderBy('name').orderBy('id').offset(page.offset).limit(page.limit).execute() as Promise<Row[]>,
    find: (db: Db, clubId: number, id: number): Promise<Row | undefined> =>
      db.selectFrom(table).selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst() as Promise<Row | undefined>,
    insert: (trx: Db, values: Insertable<Table>): Promise<Row> =>
      trx.insertInto(table).values(values as Insertable<AppointmentCategoriesTable>).returningAll().executeTakeFirstOrThrow() as Promise<Row>,
    update: (trx: Db, clubId: number, id: number, values: Updateable<Table>): Promise<Row | undefined> =>
      trx.updateTable(table).set(values as Updateable<AppointmentCategoriesTable>).where('clubId', '=', clubId).where('id', '=', id).returningAll().executeTakeFirst() as Promise<Row | undefined>,
  };
}

const categories = catalogQueries('appointmentCategories');
const services = catalogQueries('appointmentServices');

export const { list: listCategories, find: findCategory, insert: insertCategory, update: updateCategory } = categories;

/** The club's categories among the ids (a request's services, in one read). */
export function categoriesByIds(db: Db, clubId: number, ids: readonly number[]): Promise<AppointmentCategory[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('appointmentCategories').selectAll().where('clubId', '=', clubId).where('id', 'in', ids).execute();
}
/** Services of every category (archived ones only when asked), by name. */
export const { list: listServices, find: findService, insert: insertService, update: updateService } = services;

/** Replaces the pass products that pay for a service. */
export async function replaceServiceClasspasses(trx: Db, clubId: number, serviceId: number, classpassIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('appointmentServiceClasspasses').where('clubId', '=', clubId).where('appointmentServiceId', '=', serviceId).execute();
  if (classpassIds.length === 0) return;
  await trx
    .insertInto('appointmentServiceClasspasses')
    .values(classpassIds.map((organizationClasspassId) => ({ clubId, appointmentServiceId: serviceId, organizationClasspassId })))
    .execute();
}

/** Replaces the trainers who give a service. */
export async function replaceServiceTrainers(trx: Db, clubId: number, serviceId: number, trainerIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('appointmentServiceTrainers').where('clubId', '=', clubId).where('appointmentServiceId', '=', serviceId).execute();
  if (trainerIds.length === 0) return;
  await trx.insertInto('appointmentServiceTrainers').values(trainerIds.map((accountId) => ({ clubId, appointmentServiceId: serviceId, accountId }))).execute();
}

/** How many of the ids are pass products of the club. */
export async function countClasspassProducts(db: Db, clubId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db.selectFrom('organizationClasspasses').select((eb) => eb.fn.countAll<string>().as('n')).where('clubId', '=', clubId).where('id', 'in', ids).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who gives each of the services: one row per service and trainer. */
export function serviceTrainerLinks(db: Db, clubId: number, serviceIds: readonly number[]): Promise<{ appointmentServiceId: number; accountId: number }[]> {
  if (serviceIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('appointmentServiceTrainers').select(['appointmentServiceId', 'accountId']).where('clubId', '=', clubId).where('appointmentServiceId', 'in', serviceIds).execute();
}

function staffTrainers(db: Db, clubId: number) {
  return db
    .selectFrom('appointmentTrainers as t')
    .innerJoin('accounts as a', (j) => j.onRef('a.id', '=', 't.accountId').onRef('a.clubId', '=', 't.clubId'))
    .select(['t.accountId', 'a.firstName', 'a.lastName', 't.active', 'a.urlImageThumbnail'])
    .where('t.clubId', '=', clubId);
}

/** Every trainer of the club, active ones first, by name. */
export function listStaffTrainers(db: Db, clubId: number, page: ListPage): Promise<StaffTrainer[]> {
  return staffTrainers(db, clubId).orderBy('t.active', 'desc').orderBy('a.firstName').orderBy('a.lastName').orderBy('t.accountId').offset(page.offset).limit(page.limit).execute();
}

export function findStaffTrainer(db: Db, clubId: number, accountId: number): Promise<StaffTrainer | undefined> {
  return staffTrainers(db, clubId).where('t.accountId', '=', accountId).executeTakeFirst();
}

/** The club's trainers among the account ids, in any order. */
export function staffTrainersByIds(db: Db, clubId: number, accountIds: readonly number[]): Promise<StaffTrainer[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return staffTrainers(db, clubId).where('t.accountId', 'in', accountIds).execute();
}

/** How many of the ids are trainers of the club. */
export async function countTrainers(db: Db, clubId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db.selectFrom('appointmentTrainers').select((eb) => eb.fn.countAll<string>().as('n')).where('clubId', '=', clubId).where('accountId', 'in', ids).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The weekly hours of the trainers, each one's by weekday and start. */
export function trainerHoursOf(db: Db, clubId: number, accountIds: readonly number[]): Promise<TrainerHoursRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('appointmentTrainerHours').selectAll().where('clubId', '=', clubId).where('accountId', 'in', accountIds).orderBy('isoWeekday').orderBy('timeStart').execute();
}

export async function replaceTrainerHours(trx: Db, clubId: number, accountId: number, hours: readonly { isoWeekday: number; timeStart: string; timeEnd: string }[]): Promise<void> {
  await trx.deleteFrom('appointmentTrainerHours').where('clubId', '=', clubId).where('accountId', '=', accountId).execute();
  if (hours.length > 0) await trx.insertInto('appointmentTrainerHours').values(hours.map((h) => ({ clubId, accountId, ...h }))).execute();
}

/** The days off of the trainers, each one's latest first. */
export function trainerDaysOffOf(db: Db, clubId: number, accountIds: readonly number[]): Promise<TrainerDayOffRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('appointmentTrainerDaysOff').selectAll().where('clubId', '=', clubId).where('accountId', 'in', accountIds).orderBy('dateStart', 'desc').orderBy('id').execute();
}

export function insertTrainerDayOff(trx: Db, values: Insertable<AppointmentTrainerDaysOffTable>): Promise<TrainerDayOffRow> {
  return trx.insertInto('appointmentTrainerDaysOff').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function deleteTrainerDayOff(trx: Db, clubId: number, id: number): Promise<boolean> {
  const rows = await trx.deleteFrom('appointmentTrainerDaysOff').where('clubId', '=', clubId).where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

/** The other hours on single dates of the trainers, each one's latest date first. */
export function trainerOverridesOf(db: Db, clubId: number, accountIds: readonly number[]): Promise<TrainerOverrideRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('appointmentTrainerOverrides').selectAll().where('clubId', '=', clubId).where('accountId', 'in', accountIds).orderBy('date', 'desc').orderBy('timeStart').execute();
}

/** Replaces the override rows of one date (none: the weekly hours apply again). */
export async function replaceTrainerOverrides(trx: Db, clubId: number, accountId: number, date: string, hours: readonly { timeStart: string; timeEnd: string }[]): Promise<void> {
  await trx.deleteFrom('appointmentTrainerOverrides').where('clubId', '=', clubId).where('accountId', '=', accountId).where('date', '=', date).execute();
  if (hours.length > 0) await trx.insertInto('appointmentTrainerOverrides').values(hours.map((h) => ({ clubId, accountId, date, ...h }))).execute();
}

export interface AppointmentFilter {
  /** starting in [from, until), by start; without it every date, the latest first */
  window: { from: Date; until: Date } | null;
  trainerId?: number | undefined;
  accountId?: number | undefined;
}

/** The club's appointments in a window, of one trainer and/or one member when given. */
export function listAppointmentsFor(db: Db, clubId: number, filter: AppointmentFilter, page: ListPage): Promise<StaffAppointment[]> {
  let query = appointmentsWithPeople(db, clubId)
    .select([...APPOINTMENT_VIEW_COLUMNS, 'm.firstName as memberFirstName', 'm.lastName as memberLastName', 'ap.trainerAccountId']);
  if (filter.window) query = query.where('ap.startsAt', '>=', filter.window.from).where('ap.startsAt', '<', filter.window.until);
  if (filter.trainerId !== undefined) query = query.where('ap.trainerAccountId', '=', filter.trainerId);
  if (filter.accountId !== undefined) query = query.where('ap.accountId', '=', filter.accountId);
  const order = filter.window ? 'asc' : 'desc';
  return query.orderBy('ap.startsAt', order).orderBy('ap.id', order).offset(page.offset).limit(page.limit).execute();
}
