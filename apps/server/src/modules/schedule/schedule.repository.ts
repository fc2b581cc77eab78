import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../platform/db/database.js';
import { compiledQuery } from '../../platform/db/compiled-query.js';
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
import type { ListPage } from '../../platform/list-page.js';

// The advisory-lock namespace of class occurrences (two-key form, apart from the migration lock).
const OCCURRENCE_LOCK_NAMESPACE = 3001;

const ITEM_COLUMNS = [
  'id',
  'clubId',
  'scheduleItemType',
  'frequencyType',
  'frequencyInterval',
  'dateStart',
  'dateEnd',
  'timeStart',
  'timeEnd',
  'organizationLocationRoomId',
  'organizationClasstypeId',
  'organizationLevelId',
  'accountId',
  'role',
  'account2Id',
  'role2',
  'spaces',
  'walkInSpaces',
  'enrollmentSpaces',
  'displayPublic',
  'infoMailEnabled',
  'infoMailContent',
  'archived',
] as const;

const CHANGE_COLUMNS = [
  'scheduleItemId',
  'date',
  'status',
  'description',
  'organizationLocationRoomId',
  'organizationClasstypeId',
  'organizationLevelId',
  'timeStart',
  'timeEnd',
  'spaces',
  'walkInSpaces',
  'accountId',
  'role',
  'account2Id',
  'role2',
] as const;

export interface ScheduleDataQuery {
  /** only these classes (else every class that may run in the range) */
  itemIds?: readonly number[] | undefined;
  /** the dates whose changes, holidays and counts are wanted; without it only the classes are loaded */
  range?: { from: string; until: string } | undefined;
}

/**
 * Classes with what they point at, and (for a date range) their one-time changes, the holidays and the
 * booking counts per occurrence: ONE statement of simple subqueries, each answered as a JSON array, so a
 * week costs one round trip and a cheap plan whatever the number of classes.
 */
function selectScheduleData(db: Db, clubId: number, query: ScheduleDataQuery) {
  const { itemIds, range } = query;
  const none = sql<boolean>`false`;
  return db
    .with('i', (qc) => {
      let items = qc.selectFrom('scheduleItems').select(ITEM_COLUMNS).where('clubId', '=', clubId).where('scheduleItemType', '=', 'CLASS');
      if (itemIds) items = items.where('id', 'in', [...itemIds]);
      // An archived class has no occurrences any more; staff still open it by id.
      if (range) items = items.where('archived', '=', false).where('dateStart', '<=', range.until).where((eb) => eb.or([eb('dateEnd', 'is', null), eb('dateEnd', '>=', range.from)]));
      return items;
    })
    .with('c', (qc) => {
      let changes = qc.selectFrom('scheduleItemChanges').select(CHANGE_COLUMNS).where('clubId', '=', clubId);
      changes = range ? changes.where('date', '>=', range.from).where('date', '<=', range.until) : changes.where(none);
      if (itemIds) changes = changes.where('scheduleItemId', 'in', [...itemIds]);
      return changes;
    })
    .selectNoFrom((eb) => [
      jsonArrayFrom(eb.selectFrom('i').selectAll()).as('items'),
      jsonArrayFrom(eb.selectFrom('c').selectAll()).as('changes'),
      jsonArrayFrom(
        eb
          .selectFrom('organizationHolidays as h')
          .innerJoin('organizationHolidayLocations as hl', 'hl.organizationHolidayId', 'h.id')
          .select(['h.name', 'h.dateStart', 'h.dateEnd', 'hl.organizationLocationId as locationId'])
          .where('h.clubId', '=', clubId)
          .where(range ? (w) => w.and([w('h.dateStart', '<=', range.until), w('h.dateEnd', '>=', range.from)]) : none),
      ).as('holidays'),
      jsonArrayFrom(
        eb
          .selectFrom('scheduleItemAttendances as sa')
          .select((w) => [
            'sa.scheduleItemId',
            'sa.date',
            w.fn.countAll<number>().filterWhere('sa.bookingStatus', '=', 'BOOKED').as('countBooked'),
            w.fn.countAll<number>().filterWhere('sa.bookingStatus', '=', 'ATTENDING').as('countAttending'),
          ])
          .where('sa.clubId', '=', clubId)
          .where(range ? (w) => w.and([w('sa.date', '>=', range.from), w('sa.date', '<=', range.until)]) : none)
          .where('sa.bookingStatus', 'in', ['BOOKED', 'ATTENDING'])
          .where('sa.scheduleItemId', 'in', eb.selectFrom('i').select('i.id'))
          .groupBy(['sa.scheduleItemId', 'sa.date']),
      ).as('counts'),
      jsonArrayFrom(
        eb
          .selectFrom('organizationLocationRooms as r')
          .innerJoin('organizationLocations as l', 'l.id', 'r.organizationLocationId')
          .select(['r.id', 'r.name', 'l.id as locationId', 'l.name as locationName'])
          .where('r.clubId', '=', clubId),
      ).as('rooms'),
      jsonArrayFrom(
        eb.selectFrom('organizationClasstypes').select(['id', 'name', 'descriptionTitle', 'description', 'urlImage']).where('clubId', '=', clubId),
      ).as('classtypes'),
      jsonArrayFrom(eb.selectFrom('organizationLevels').select(['id', 'name']).where('clubId', '=', clubId)).as('levels'),
      jsonArrayFrom(
        eb
          .selectFrom('accounts as a')
          .select(['a.id', 'a.firstName', 'a.lastName', 'a.urlImageThumbnail'])
          .where('a.clubId', '=', clubId)
          // = ANY(ARRAY(...)): a handful of primary-key lookups instead of a scan of every account.
          .where(
            (w) =>
              sql<boolean>`${w.ref('a.id')} = any(array(${eb
                .selectFrom('i')
                .select('i.accountId as id')
                .union(eb.selectFrom('i').select('i.account2Id as id'))
                .union(eb.selectFrom('c').select('c.accountId as id'))
                .union(eb.selectFrom('c').select('c.account2Id as id'))}))`,
          ),
      ).as('accounts'),
    ]);
}

type ScheduleDataRow = Awaited<ReturnType<ReturnType<typeof selectScheduleData>['executeTakeFirstOrThrow']>>;

/** What occurrences in a date range are computed from. */
export interface OccurrenceInputs {
  items: ScheduleItemDetail[];
  /** keyed by occurrenceKey */
  changes: Map<string, OccurrenceChange>;
  holidays: HolidayAtLocation[];
  /** BOOKED and ATTENDING per occurrence, keyed by occurrenceKey */
  counts: Map<string, OccurrenceCounts>;
}

function assemble(row: ScheduleDataRow): OccurrenceInputs {
  const rooms = new Map<number, RoomRef>(row.rooms.map((r) => [r.id, { id: r.id, name: r.name, location: { id: r.locationId, name: r.locationName } }]));
  const classtypes = new Map<number, ClasstypeRef>(row.classtypes.map((c) => [c.id, c]));
  const levels = new Map<number, LevelRef>(row.levels.map((l) => [l.id, l]));
  const accounts = new Map<number, InstructorRef>(row.accounts.map((a) => [a.id, a]));
  const ref = <T>(map: Map<number, T>, id: number | null): T | null => (id === null ? null : (map.get(id) ?? null));
  return {
    items: row.items.map((item) => ({
      ...item,
      room: rooms.get(item.organizationLocationRoomId)!,
      classtype: classtypes.get(item.organizationClasstypeId)!,
      level: ref(levels, item.organizationLevelId),
      account: ref(accounts, item.accountId),
      account2: ref(accounts, item.account2Id),
    })),
    changes: new Map(
      row.changes.map((c) => [
        occurrenceKey(c.scheduleItemId, c.date),
        {
          scheduleItemId: c.scheduleItemId,
          date: c.date,
          status: c.status,
          description: c.description,
          room: ref(rooms, c.organizationLocationRoomId),
          classtype: ref(classtypes, c.organizationClasstypeId),
          level: ref(levels, c.organizationLevelId),
          timeStart: c.timeStart,
          timeEnd: c.timeEnd,
          spaces: c.spaces,
          walkInSpaces: c.walkInSpaces,
          account: ref(accounts, c.accountId),
          role: c.role,
          account2: ref(accounts, c.account2Id),
          role2: c.role2,
        },
      ]),
    ),
    holidays: row.holidays,
    counts: new Map(
      row.counts.map((c) => [occurrenceKey(c.scheduleItemId, c.date), { countBooked: Number(c.countBooked), countAttending: Number(c.countAttending) }]),
    ),
  };
}

/** Everything occurrences in [from, until] depend on (of the given classes, or of all), in one round trip. */
export async function findOccurrenceInputs(db: Db, clubId: number, from: string, until: string, itemIds?: readonly number[]): Promise<OccurrenceInputs> {
  if (itemIds?.length === 0) return { items: [], changes: new Map(), holidays: [], counts: new Map() };
  return assemble(await selectScheduleData(db, clubId, { itemIds, range: { from, until } }).executeTakeFirstOrThrow());
}

/** What decides whether one occurrence can be booked: no names, so the booking path's read stays cheap. */
export interface OccurrenceFacts {
  item: Pick<ScheduleItemDetail, (typeof ITEM_COLUMNS)[number]> & { locationId: number };
  change:
    | (Pick<OccurrenceChange, 'status' | 'description' | 'timeStart' | 'timeEnd' | 'spaces' | 'walkInSpaces'> & {
        organizationLocationRoomId: number | null;
        locationId: number | null;
      })
    | undefined;
  holidays: HolidayAtLocation[];
  counts: OccurrenceCounts;
}

const selectOccurrenceFacts = compiledQuery(['clubId', 'scheduleItemId', 'date'], (db, p: { clubId: number; scheduleItemId: number; date: string }) =>
  db.selectNoFrom((eb) => {
    // Active attendances of the occurrence with one status (cancelled ones never count).
    const countWithStatus = (status: 'BOOKED' | 'ATTENDING') =>
      eb
        .selectFrom('scheduleItemAttendances')
        .select((w) => w.fn.countAll<number>().as('n'))
        .where('clubId', '=', p.clubId)
        .where('scheduleItemId', '=', p.scheduleItemId)
        .where('date', '=', p.date)
        .where('bookingStatus', '=', status);
    return [
      jsonObjectFrom(
        eb
          .selectFrom('scheduleItems as si')
          .innerJoin('organizationLocationRooms as r', 'r.id', 'si.organizationLocationRoomId')
          .select(ITEM_COLUMNS.map((c) => `si.${c}` as const))
          .select('r.organizationLocationId as locationId')
          .where('si.clubId', '=', p.clubId)
          .where('si.scheduleItemType', '=', 'CLASS')
          .where('si.archived', '=', false)
          .where('si.id', '=', p.scheduleItemId),
      ).as('item'),
      jsonObjectFrom(
        eb
          .selectFrom('scheduleItemChanges as c')
          .leftJoin('organizationLocationRooms as r', 'r.id', 'c.organizationLocationRoomId')
          .select(['c.status', 'c.description', 'c.timeStart', 'c.timeEnd', 'c.spaces', 'c.walkInSpaces', 'c.organizationLocationRoomId', 'r.organizationLocationId as locationId'])
          .where('c.clubId', '=', p.clubId)
          .where('c.scheduleItemId', '=', p.scheduleItemId)
          .where('c.date', '=', p.date),
      ).as('change'),
      jsonArrayFrom(
        eb
          .selectFrom('organizationHolidays as h')
          .innerJoin('organizationHolidayLocations as hl', 'hl.organizationHolidayId', 'h.id')
          .select(['h.name', 'h.dateStart', 'h.dateEnd', 'hl.organizationLocationId as locationId'])
          .where('h.clubId', '=', p.clubId)
          .where('h.dateStart', '<=', p.date)
          .where('h.dateEnd', '>=', p.date),
      ).as('holidays'),
      countWithStatus('BOOKED').as('countBooked'),
      countWithStatus('ATTENDING').as('countAttending'),
    ];
  }),
);

/**
 * One class on one date: the class, its one-time change, the holidays that day and its booking counts, in one
 * statement (compiled once: every booking, cancel and rebook starts with it).
 */
export async function findOccurrenceFacts(db: Db, clubId: number, scheduleItemId: number, date: string): Promise<OccurrenceFacts | undefined> {
  const [row] = await selectOccurrenceFacts(db, { clubId, scheduleItemId, date });
  if (!row?.item) return undefined;
  return {
    item: row.item,
    change: row.change ?? undefined,
    holidays: row.holidays,
    counts: { countBooked: Number(row.countBooked ?? 0), countAttending: Number(row.countAttending ?? 0) },
  };
}

/** Classes (not their occurrences) with what they point at. */
export async function findClassItemsByIds(db: Db, clubId: number, ids: readonly number[]): Promise<ScheduleItemDetail[]> {
  if (ids.length === 0) return [];
  return assemble(await selectScheduleData(db, clubId, { itemIds: ids }).executeTakeFirstOrThrow()).items;
}

/**
 * Serialises everything that takes a spot on one occurrence until the transaction ends, so a
 * count-then-insert cannot give away the last spot twice.
 */
export async function lockOccurrence(trx: Db, clubId: number, scheduleItemId: number, date: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${OCCURRENCE_LOCK_NAMESPACE}, hashtext(${`${clubId}:${scheduleItemId}:${date}`}))`.execute(trx);
}

/**
 * Holds the class (schedule item) row for a booking until the transaction ends and tells whether it still
 * takes bookings (exists, not archived). KEY SHARE lets bookings and edits of the class run side by side
 * but waits for archiving's FOR UPDATE (and makes archiving wait), so an archive and a booking cannot both
 * commit; taken after the pass lock and before the occurrence lock, the one order of every booking path.
 */
export async function holdClassForBooking(trx: Db, clubId: number, scheduleItemId: number): Promise<boolean> {
  const item = await trx.selectFrom('scheduleItems').select('archived').where('clubId', '=', clubId).where('id', '=', scheduleItemId).forKeyShare().executeTakeFirst();
  return item !== undefined && !item.archived;
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

/** Whether the id names a class (not an appointment) of the club. */
export async function isClassOfClub(db: Db, clubId: number, id: number): Promise<boolean> {
  const item = await db.selectFrom('scheduleItems').select('id').where('clubId', '=', clubId).where('id', '=', id).where('scheduleItemType', '=', 'CLASS').executeTakeFirst();
  return item !== undefined;
}

// The set-up rows by id: xByIds answers a list's rows at once (in no order, a missing id left out), findX one.

export async function locationsByIds(db: Db, clubId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('organizationLocations').select(['id', 'name', 'address', 'archived', 'displayPublic']).where('clubId', '=', clubId).where('id', 'in', [...ids]).execute();
}

export async function findLocation(db: Db, clubId: number, id: number) {
  return (await locationsByIds(db, clubId, [id]))[0];
}

export async function roomsByIds(db: Db, clubId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('organizationLocationRooms as r')
    .innerJoin('organizationLocations as l', 'l.id', 'r.organizationLocationId')
    .select(['r.id', 'r.name', 'r.archived', 'r.displayPublic', 'l.id as locationId', 'l.name as locationName'])
    .where('r.clubId', '=', clubId)
    .where('r.id', 'in', [...ids])
    .execute();
}

export async function findRoom(db: Db, clubId: number, id: number) {
  return (await roomsByIds(db, clubId, [id]))[0];
}

const CLASSTYPE_COLUMNS = ['id', 'name', 'descriptionTitle', 'description', 'urlImage', 'archived', 'displayPublic', 'waitlist'] as const;

export function listClasstypes(db: Db, clubId: number, archived: boolean, page: ListPage) {
  return db
    .selectFrom('organizationClasstypes')
    .select(CLASSTYPE_COLUMNS)
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function classtypesByIds(db: Db, clubId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('organizationClasstypes').select(CLASSTYPE_COLUMNS).where('clubId', '=', clubId).where('id', 'in', [...ids]).execute();
}

export async function findClasstype(db: Db, clubId: number, id: number) {
  return (await classtypesByIds(db, clubId, [id]))[0];
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

export async function levelsByIds(db: Db, clubId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('organizationLevels').select(['id', 'name', 'archived']).where('clubId', '=', clubId).where('id', 'in', [...ids]).execute();
}

export async function findLevel(db: Db, clubId: number, id: number) {
  return (await levelsByIds(db, clubId, [id]))[0];
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
