import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ScheduleItemChangesTable, ScheduleItemsTable } from '../../platform/db/tables/schedule.js';

export type ScheduleItemValues = Omit<Insertable<ScheduleItemsTable>, 'clubId' | 'createdAt' | 'updatedAt'>;

export async function insertScheduleItem(trx: Db, clubId: number, values: ScheduleItemValues, now: Date): Promise<number> {
  const row = await trx.insertInto('scheduleItems').values({ ...values, clubId, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateScheduleItem(trx: Db, clubId: number, id: number, values: Updateable<ScheduleItemsTable>, now: Date): Promise<void> {
  await trx.updateTable('scheduleItems').set({ ...values, updatedAt: now }).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** A class of the club (archived or not) under a row lock, so archiving and booking checks do not race. */
export function lockScheduleItem(trx: Db, clubId: number, id: number) {
  return trx
    .selectFrom('scheduleItems')
    .select(['id', 'archived', 'dateStart', 'dateEnd', 'spaces', 'walkInSpaces'])
    .where('clubId', '=', clubId)
    .where('id', '=', id)
    .where('scheduleItemType', '=', 'CLASS')
    .forUpdate()
    .executeTakeFirst();
}

export interface ClasspassGroupRule {
  organizationClasspassGroupId: number;
  attend: boolean;
  shopBook: boolean;
}

export async function replaceClasspassGroups(trx: Db, clubId: number, scheduleItemId: number, groups: readonly ClasspassGroupRule[]): Promise<void> {
  await trx.deleteFrom('scheduleItemOrganizationClasspassGroups').where('clubId', '=', clubId).where('scheduleItemId', '=', scheduleItemId).execute();
  if (groups.length > 0) {
    await trx
      .insertInto('scheduleItemOrganizationClasspassGroups')
      .values(groups.map((g) => ({ clubId, scheduleItemId, ...g })))
      .execute();
  }
}

export interface SubscriptionGroupRule {
  organizationSubscriptionGroupId: number;
  attend: boolean;
  shopBook: boolean;
  enroll: boolean;
}

export async function replaceSubscriptionGroups(trx: Db, clubId: number, scheduleItemId: number, groups: readonly SubscriptionGroupRule[]): Promise<void> {
  await trx.deleteFrom('scheduleItemOrganizationSubscriptionGroups').where('clubId', '=', clubId).where('scheduleItemId', '=', scheduleItemId).execute();
  if (groups.length > 0) {
    await trx
      .insertInto('scheduleItemOrganizationSubscriptionGroups')
      .values(groups.map((g) => ({ clubId, scheduleItemId, ...g })))
      .execute();
  }
}

/** The class's drop-in and trial products from its start on: one price row, or none when neither is set. */
export async function replacePrices(trx: Db, clubId: number, scheduleItemId: number, dateStart: string, dropinId: number | null, trialId: number | null): Promise<void> {
  await trx.deleteFrom('scheduleItemPrices').where('clubId', '=', clubId).where('scheduleItemId', '=', scheduleItemId).execute();
  if (dropinId !== null || trialId !== null) {
    await trx
      .insertInto('scheduleItemPrices')
      .values({ clubId, scheduleItemId, dateStart, organizationClasspassDropinId: dropinId, organizationClasspassTrialId: trialId })
      .execute();
  }
}

/** The pass-group rules of classes, by class id. */
export async function findClasspassGroupRules(db: Db, clubId: number, scheduleItemIds: readonly number[]): Promise<Map<number, (ClasspassGroupRule & { name: string })[]>> {
  const rules = new Map<number, (ClasspassGroupRule & { name: string })[]>();
  if (scheduleItemIds.length === 0) return rules;
  const rows = await db
    .selectFrom('scheduleItemOrganizationClasspassGroups as ig')
    .innerJoin('organizationClasspassGroups as g', 'g.id', 'ig.organizationClasspassGroupId')
    .select(['ig.scheduleItemId', 'ig.organizationClasspassGroupId', 'ig.attend', 'ig.shopBook', 'g.name'])
    .where('ig.clubId', '=', clubId)
    .where('ig.scheduleItemId', 'in', [...scheduleItemIds])
    .orderBy('g.name')
    .execute();
  for (const { scheduleItemId, ...rule } of rows) rules.set(scheduleItemId, [...(rules.get(scheduleItemId) ?? []), rule]);
  return rules;
}

/** The subscription-group rules of classes, by class id. */
export async function findSubscriptionGroupRules(db: Db, clubId: number, scheduleItemIds: readonly number[]): Promise<Map<number, (SubscriptionGroupRule & { name: string })[]>> {
  const rules = new Map<number, (SubscriptionGroupRule & { name: string })[]>();
  if (scheduleItemIds.length === 0) return rules;
  const rows = await db
    .selectFrom('scheduleItemOrganizationSubscriptionGroups as ig')
    .innerJoin('organizationSubscriptionGroups as g', (join) => join.onRef('g.clubId', '=', 'ig.clubId').onRef('g.id', '=', 'ig.organizationSubscriptionGroupId'))
    .select(['ig.scheduleItemId', 'ig.organizationSubscriptionGroupId', 'ig.attend', 'ig.shopBook', 'ig.enroll', 'g.name'])
    .where('ig.clubId', '=', clubId)
    .where('ig.scheduleItemId', 'in', [...scheduleItemIds])
    .orderBy('g.name')
    .execute();
  for (const { scheduleItemId, ...rule } of rows) rules.set(scheduleItemId, [...(rules.get(scheduleItemId) ?? []), rule]);
  return rules;
}

/** The newest price row of each of these classes (what the edit form shows); a class without one is left out. */
export async function latestPricesOf(db: Db, clubId: number, scheduleItemIds: readonly number[]) {
  if (scheduleItemIds.length === 0) return [];
  return db
    .selectFrom('scheduleItemPrices')
    .distinctOn('scheduleItemId')
    .select(['scheduleItemId', 'organizationClasspassDropinId', 'organizationClasspassTrialId'])
    .where('clubId', '=', clubId)
    .where('scheduleItemId', 'in', [...scheduleItemIds])
    .orderBy('scheduleItemId')
    .orderBy('dateStart', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface ReferencedIds {
  rooms: number[];
  classtypes: number[];
  levels: number[];
  accounts: number[];
  groups: number[];
  subscriptionGroups: number[];
  products: number[];
}

/** How many of the given ids exist in the club, per kind (a foreign key alone would accept another club's). */
export async function countClubRefs(db: Db, clubId: number, ids: ReferencedIds): Promise<Record<keyof ReferencedIds, number>> {
  const count = (
    table: 'organizationLocationRooms' | 'organizationClasstypes' | 'organizationLevels' | 'accounts' | 'organizationClasspassGroups' | 'organizationSubscriptionGroups' | 'organizationClasspasses',
    list: number[],
  ) =>
    list.length === 0
      ? Promise.resolve(0)
      : db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('clubId', '=', clubId)
          .where('id', 'in', [...new Set(list)])
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
  const [rooms, classtypes, levels, accounts, groups, subscriptionGroups, products] = await Promise.all([
    count('organizationLocationRooms', ids.rooms),
    count('organizationClasstypes', ids.classtypes),
    count('organizationLevels', ids.levels),
    count('accounts', ids.accounts),
    count('organizationClasspassGroups', ids.groups),
    count('organizationSubscriptionGroups', ids.subscriptionGroups),
    count('organizationClasspasses', ids.products),
  ]);
  return { rooms, classtypes, levels, accounts, groups, subscriptionGroups, products };
}

export async function archiveScheduleItem(trx: Db, clubId: number, id: number, now: Date): Promise<void> {
  await trx.updateTable('scheduleItems').set({ archived: true, updatedAt: now }).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** Whether any occurrence from `date` on still has a booking or someone attending. */
export async function hasActiveAttendancesFrom(db: Db, clubId: number, scheduleItemId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('scheduleItemAttendances')
    .select('id')
    .where('clubId', '=', clubId)
    .where('scheduleItemId', '=', scheduleItemId)
    .where('date', '>=', date)
    .where('bookingStatus', 'in', ['BOOKED', 'ATTENDING'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type OccurrenceChangeValues = Omit<Insertable<ScheduleItemChangesTable>, 'clubId' | 'scheduleItemId' | 'date' | 'createdAt' | 'updatedAt'>;

/** The occurrence's one-time change becomes exactly `values` (null columns change nothing). */
export async function saveOccurrenceChange(trx: Db, clubId: number, scheduleItemId: number, date: string, values: OccurrenceChangeValues, now: Date): Promise<void> {
  await trx
    .insertInto('scheduleItemChanges')
    .values({ ...values, clubId, scheduleItemId, date, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['clubId', 'scheduleItemId', 'date']).doUpdateSet({ ...values, updatedAt: now }))
    .execute();
}

/**
 * Cancels the bookings and check-ins of one occurrence that still hold a spot, in one statement under the
 * caller's occurrence lock, and answers whom to tell, in booking order. A class the club cancels always gives its
 * subscription credits back (the credit id NULL, no advance credit), late or not.
 */
export function cancelActiveAttendancesOf(trx: Db, clubId: number, scheduleItemId: number, date: string, now: Date) {
  return trx
    .with('cancelled', (db) =>
      db
        .updateTable('scheduleItemAttendances')
        .set({ bookingStatus: 'CANCELLED', cancelledAt: now, updatedAt: now, accountSubscriptionCreditId: null, advanceCredit: false })
        .where('clubId', '=', clubId)
        .where('scheduleItemId', '=', scheduleItemId)
        .where('date', '=', date)
        .where('bookingStatus', 'in', ['BOOKED', 'ATTENDING'])
        .returning(['id', 'accountId']),
    )
    .selectFrom('cancelled as c')
    .innerJoin('accounts as a', 'a.id', 'c.accountId')
    .select(['c.id', 'a.email', 'a.firstName'])
    .orderBy('c.id')
    .execute();
}

/** The occurrences in a date range that hold credits: bookings, check-ins or late cancels, by date. */
export function listOccurrencesHoldingCredits(db: Db, clubId: number, dateFrom: string, dateUntil: string): Promise<{ scheduleItemId: number; date: string }[]> {
  return db
    .selectFrom('scheduleItemAttendances')
    .select(['scheduleItemId', 'date'])
    .distinct()
    .where('clubId', '=', clubId)
    .where('date', '>=', dateFrom)
    .where('date', '<=', dateUntil)
    .where((w) => w.or([w('bookingStatus', 'in', ['BOOKED', 'ATTENDING']), w('lateCancel', '=', true)]))
    .orderBy('date')
    .orderBy('scheduleItemId')
    .execute();
}

/**
 * Late cancels of an occurrence the club cancels: the class did not take place, so the credit they kept spent comes
 * back (the subscription's credit unlinked, a pass's class no longer counted) and they no longer count as late cancels.
 * Only rows still late change, so a second run returns nothing twice.
 */
export function voidLateCancelsOf(trx: Db, clubId: number, scheduleItemId: number, date: string, now: Date) {
  return trx
    .with('voided', (db) =>
      db
        .updateTable('scheduleItemAttendances')
        .set({ lateCancel: false, updatedAt: now, accountSubscriptionCreditId: null, advanceCredit: false })
        .where('clubId', '=', clubId)
        .where('scheduleItemId', '=', scheduleItemId)
        .where('date', '=', date)
        .where('bookingStatus', '=', 'CANCELLED')
        .where('lateCancel', '=', true)
        .returning(['id', 'accountId']),
    )
    .selectFrom('voided as v')
    .innerJoin('accounts as a', 'a.id', 'v.accountId')
    .select(['v.id', 'a.email', 'a.firstName'])
    .orderBy('v.id')
    .execute();
}

/** The raw one-time changes (null columns change nothing) of these classes on these dates: of every pair that has one. */
export async function occurrenceChangeRowsOf(db: Db, clubId: number, scheduleItemIds: readonly number[], dates: readonly string[]) {
  if (scheduleItemIds.length === 0 || dates.length === 0) return [];
  return db
    .selectFrom('scheduleItemChanges')
    .select(['scheduleItemId', 'date', 'status', 'description', 'organizationLocationRoomId', 'timeStart', 'timeEnd', 'spaces', 'walkInSpaces', 'accountId', 'role', 'account2Id', 'role2'])
    .where('clubId', '=', clubId)
    .where('scheduleItemId', 'in', [...scheduleItemIds])
    .where('date', 'in', [...dates])
    .execute();
}

/** Rooms a class can be put in (not archived), with their location, by location then name. */
export function listActiveRooms(db: Db, clubId: number) {
  return db
    .selectFrom('organizationLocationRooms as r')
    .innerJoin('organizationLocations as l', 'l.id', 'r.organizationLocationId')
    .select(['r.id', 'r.name', 'l.id as locationId', 'l.name as locationName'])
    .where('r.clubId', '=', clubId)
    .where('r.archived', '=', false)
    .where('l.archived', '=', false)
    .orderBy('l.name')
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
}

/** Pass or subscription groups a class can allow (not archived), by name. */
export function listActiveGroups(db: Db, table: 'organizationClasspassGroups' | 'organizationSubscriptionGroups', clubId: number) {
  return db
    .selectFrom(table as 'organizationClasspassGroups')
    .select(['id', 'name'])
    .where('clubId', '=', clubId)
    .where('archived', '=', false)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
