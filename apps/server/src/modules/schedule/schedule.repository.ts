import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type {
  ClasstypeRef,
  HolidayAtLocation,
  InstructorRef,
  LevelRef,
  LocationRef,
  OccurrenceChange,
  OccurrenceCounts,
  RoomRef,
  ScheduleItemDetail,
} from './schedule.js';
import { occurrenceKey } from './schedule.js';

// The advisory-lock namespace of class occurrences (two-key form, apart from the migration lock).
const OCCURRENCE_LOCK_NAMESPACE = 3001;

function instructor(id: number | null, firstName: string | null, lastName: string | null, thumbnail: string | null): InstructorRef | null {
  return id === null ? null : { id, firstName: firstName ?? '', lastName: lastName ?? '', urlImageThumbnail: thumbnail ?? '' };
}

function itemsWithRefs(db: Db, clubId: number) {
  return db
    .selectFrom('scheduleItems as si')
    .innerJoin('organizationLocationRooms as r', 'r.id', 'si.organizationLocationRoomId')
    .innerJoin('organizationLocations as l', 'l.id', 'r.organizationLocationId')
    .innerJoin('organizationClasstypes as ct', 'ct.id', 'si.organizationClasstypeId')
    .leftJoin('organizationLevels as lv', 'lv.id', 'si.organizationLevelId')
    .leftJoin('accounts as a', 'a.id', 'si.accountId')
    .leftJoin('accounts as a2', 'a2.id', 'si.account2Id')
    .selectAll('si')
    .select([
      'r.name as roomName',
      'l.id as locationId',
      'l.name as locationName',
      'ct.name as classtypeName',
      'ct.descriptionTitle as classtypeDescriptionTitle',
      'ct.description as classtypeDescription',
      'ct.urlImage as classtypeUrlImage',
      'lv.name as levelName',
      'a.firstName as accountFirstName',
      'a.lastName as accountLastName',
      'a.urlImageThumbnail as accountThumbnail',
      'a2.firstName as account2FirstName',
      'a2.lastName as account2LastName',
      'a2.urlImageThumbnail as account2Thumbnail',
    ])
    .where('si.clubId', '=', clubId)
    .where('si.scheduleItemType', '=', 'CLASS');
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsWithRefs>['execute']>>[number];

function toDetail(row: ItemRow): ScheduleItemDetail {
  const {
    roomName,
    locationId,
    locationName,
    classtypeName,
    classtypeDescriptionTitle,
    classtypeDescription,
    classtypeUrlImage,
    levelName,
    accountFirstName,
    accountLastName,
    accountThumbnail,
    account2FirstName,
    account2LastName,
    account2Thumbnail,
    ...item
  } = row;
  return {
    ...item,
    room: { id: item.organizationLocationRoomId, name: roomName, location: { id: locationId, name: locationName } },
    classtype: {
      id: item.organizationClasstypeId,
      name: classtypeName,
      descriptionTitle: classtypeDescriptionTitle,
      description: classtypeDescription,
      urlImage: classtypeUrlImage,
    },
    level: item.organizationLevelId === null ? null : { id: item.organizationLevelId, name: levelName ?? '' },
    account: instructor(item.accountId, accountFirstName, accountLastName, accountThumbnail),
    account2: instructor(item.account2Id, account2FirstName, account2LastName, account2Thumbnail),
  };
}

/** Classes with at least one possible occurrence in [from, until]. */
export async function findClassItemsInRange(db: Db, clubId: number, from: string, until: string): Promise<ScheduleItemDetail[]> {
  const rows = await itemsWithRefs(db, clubId)
    .where('si.dateStart', '<=', until)
    .where((eb) => eb.or([eb('si.dateEnd', 'is', null), eb('si.dateEnd', '>=', from)]))
    .execute();
  return rows.map(toDetail);
}

export async function findClassItemsByIds(db: Db, clubId: number, ids: readonly number[]): Promise<ScheduleItemDetail[]> {
  if (ids.length === 0) return [];
  const rows = await itemsWithRefs(db, clubId).where('si.id', 'in', [...ids]).execute();
  return rows.map(toDetail);
}

/** One-time changes in [from, until], optionally of some items only, keyed by occurrence. */
export async function findChanges(
  db: Db,
  clubId: number,
  from: string,
  until: string,
  itemIds?: readonly number[],
): Promise<Map<string, OccurrenceChange>> {
  if (itemIds?.length === 0) return new Map();
  let query = db
    .selectFrom('scheduleItemChanges as c')
    .leftJoin('organizationLocationRooms as r', 'r.id', 'c.organizationLocationRoomId')
    .leftJoin('organizationLocations as l', 'l.id', 'r.organizationLocationId')
    .leftJoin('organizationClasstypes as ct', 'ct.id', 'c.organizationClasstypeId')
    .leftJoin('organizationLevels as lv', 'lv.id', 'c.organizationLevelId')
    .leftJoin('accounts as a', 'a.id', 'c.accountId')
    .leftJoin('accounts as a2', 'a2.id', 'c.account2Id')
    .select([
      'c.scheduleItemId',
      'c.date',
      'c.status',
      'c.description',
      'c.timeStart',
      'c.timeEnd',
      'c.spaces',
      'c.walkInSpaces',
      'c.role',
      'c.role2',
      'r.id as roomId',
      'r.name as roomName',
      'l.id as locationId',
      'l.name as locationName',
      'ct.id as classtypeId',
      'ct.name as classtypeName',
      'ct.descriptionTitle as classtypeDescriptionTitle',
      'ct.description as classtypeDescription',
      'ct.urlImage as classtypeUrlImage',
      'lv.id as levelId',
      'lv.name as levelName',
      'a.id as accountId',
      'a.firstName as accountFirstName',
      'a.lastName as accountLastName',
      'a.urlImageThumbnail as accountThumbnail',
      'a2.id as account2Id',
      'a2.firstName as account2FirstName',
      'a2.lastName as account2LastName',
      'a2.urlImageThumbnail as account2Thumbnail',
    ])
    .where('c.clubId', '=', clubId)
    .where('c.date', '>=', from)
    .where('c.date', '<=', until);
  if (itemIds) query = query.where('c.scheduleItemId', 'in', [...itemIds]);
  const rows = await query.execute();
  const changes = new Map<string, OccurrenceChange>();
  for (const row of rows) {
    const room: RoomRef | null =
      row.roomId === null ? null : { id: row.roomId, name: row.roomName ?? '', location: { id: row.locationId!, name: row.locationName ?? '' } };
    const classtype: ClasstypeRef | null =
      row.classtypeId === null
        ? null
        : {
            id: row.classtypeId,
            name: row.classtypeName ?? '',
            descriptionTitle: row.classtypeDescriptionTitle ?? '',
            description: row.classtypeDescription ?? '',
            urlImage: row.classtypeUrlImage ?? '',
          };
    const level: LevelRef | null = row.levelId === null ? null : { id: row.levelId, name: row.levelName ?? '' };
    changes.set(occurrenceKey(row.scheduleItemId, row.date), {
      scheduleItemId: row.scheduleItemId,
      date: row.date,
      status: row.status,
      description: row.description,
      room,
      classtype,
      level,
      timeStart: row.timeStart,
      timeEnd: row.timeEnd,
      spaces: row.spaces,
      walkInSpaces: row.walkInSpaces,
      account: instructor(row.accountId, row.accountFirstName, row.accountLastName, row.accountThumbnail),
      role: row.role,
      account2: instructor(row.account2Id, row.account2FirstName, row.account2LastName, row.account2Thumbnail),
      role2: row.role2,
    });
  }
  return changes;
}

/** Holidays overlapping [from, until], one entry per location they close. */
export function findHolidays(db: Db, clubId: number, from: string, until: string): Promise<HolidayAtLocation[]> {
  return db
    .selectFrom('organizationHolidays as h')
    .innerJoin('organizationHolidayLocations as hl', 'hl.organizationHolidayId', 'h.id')
    .select(['h.name', 'h.dateStart', 'h.dateEnd', 'hl.organizationLocationId as locationId'])
    .where('h.clubId', '=', clubId)
    .where('h.dateStart', '<=', until)
    .where('h.dateEnd', '>=', from)
    .execute();
}

/** BOOKED and ATTENDING counts per occurrence in [from, until], in one grouped query. */
export async function countAttendances(
  db: Db,
  clubId: number,
  from: string,
  until: string,
  itemIds?: readonly number[],
): Promise<Map<string, OccurrenceCounts>> {
  if (itemIds?.length === 0) return new Map();
  let query = db
    .selectFrom('scheduleItemAttendances')
    .select((eb) => [
      'scheduleItemId',
      'date',
      eb.fn.countAll<number>().filterWhere('bookingStatus', '=', 'BOOKED').as('countBooked'),
      eb.fn.countAll<number>().filterWhere('bookingStatus', '=', 'ATTENDING').as('countAttending'),
    ])
    .where('clubId', '=', clubId)
    .where('date', '>=', from)
    .where('date', '<=', until)
    .where('bookingStatus', 'in', ['BOOKED', 'ATTENDING']);
  if (itemIds) query = query.where('scheduleItemId', 'in', [...itemIds]);
  const rows = await query.groupBy(['scheduleItemId', 'date']).execute();
  return new Map(rows.map((r) => [occurrenceKey(r.scheduleItemId, r.date), { countBooked: Number(r.countBooked), countAttending: Number(r.countAttending) }]));
}

/**
 * Serialises everything that takes a spot on one occurrence until the transaction ends, so a
 * count-then-insert cannot give away the last spot twice.
 */
export async function lockOccurrence(trx: Db, clubId: number, scheduleItemId: number, date: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${OCCURRENCE_LOCK_NAMESPACE}, hashtext(${`${clubId}:${scheduleItemId}:${date}`}))`.execute(trx);
}

export interface ListPage {
  offset: number;
  limit: number;
}

export function listLocations(db: Db, clubId: number, archived: boolean, page: ListPage): Promise<(LocationRef & { archived: boolean; displayPublic: boolean })[]> {
  return db
    .selectFrom('organizationLocations')
    .select(['id', 'name', 'archived', 'displayPublic'])
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findLocation(db: Db, clubId: number, id: number) {
  return db.selectFrom('organizationLocations').select(['id', 'name', 'archived', 'displayPublic']).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export function findRoom(db: Db, clubId: number, id: number) {
  return db
    .selectFrom('organizationLocationRooms as r')
    .innerJoin('organizationLocations as l', 'l.id', 'r.organizationLocationId')
    .select(['r.id', 'r.name', 'r.archived', 'r.displayPublic', 'l.id as locationId', 'l.name as locationName'])
    .where('r.clubId', '=', clubId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function listClasstypes(db: Db, clubId: number, archived: boolean, page: ListPage) {
  return db
    .selectFrom('organizationClasstypes')
    .select(['id', 'name', 'descriptionTitle', 'description', 'urlImage', 'archived', 'displayPublic'])
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findClasstype(db: Db, clubId: number, id: number) {
  return db
    .selectFrom('organizationClasstypes')
    .select(['id', 'name', 'descriptionTitle', 'description', 'urlImage', 'archived', 'displayPublic'])
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listLevels(db: Db, clubId: number, archived: boolean, page: ListPage) {
  return db
    .selectFrom('organizationLevels')
    .select(['id', 'name', 'archived'])
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findLevel(db: Db, clubId: number, id: number) {
  return db.selectFrom('organizationLevels').select(['id', 'name', 'archived']).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** Active accounts flagged as instructor, public fields only. */
export function listInstructors(db: Db, clubId: number, page: ListPage): Promise<InstructorRef[]> {
  return db
    .selectFrom('accounts')
    .select(['id', 'firstName', 'lastName', 'urlImageThumbnail'])
    .where('clubId', '=', clubId)
    .where('instructor', '=', true)
    .where('active', '=', true)
    .orderBy('firstName')
    .orderBy('lastName')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
