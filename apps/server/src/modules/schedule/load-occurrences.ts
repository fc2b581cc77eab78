import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { clubNow } from '../../platform/club-clock.js';
import { runsOn, occurrenceDates } from './occurrence-dates.js';
import { buildScheduleClass, type OccurrenceContext } from './occurrences.js';
import { findOccurrenceFacts, findOccurrenceInputs } from './schedule.repository.js';
import { occurrenceKey, type ScheduleClass, type ScheduleItemDetail } from './schedule.js';

/** Every class occurrence in [from, until] (of the given classes only, when itemIds is set): one query for the whole range, whatever its size. */
export async function loadClassesInRange(db: Db, club: Club, from: string, until: string, now: Date, itemIds?: readonly number[]): Promise<ScheduleClass[]> {
  const { items, changes, holidays, counts } = await findOccurrenceInputs(db, club.id, from, until, itemIds);
  const ctx: OccurrenceContext = { changes, holidays, counts, bookingDaysInAdvance: club.bookingDaysInAdvance, now: clubNow(now, club.timeZone) };
  return items.flatMap((item) => occurrenceDates(item, from, until).map((date) => buildScheduleClass(item, date, ctx)));
}

export interface OccurrenceRef {
  scheduleItemId: number;
  date: string;
}

export interface LoadedOccurrences {
  /** keyed by occurrenceKey; a pair whose class does not run on that date is missing */
  occurrences: Map<string, ScheduleClass>;
  /** the classes of the pairs that exist, by id */
  items: Map<number, ScheduleItemDetail>;
}

/** The occurrences of given (item, date) pairs. Batched: one query for any number of pairs. */
export async function loadOccurrences(db: Db, club: Club, refs: readonly OccurrenceRef[], now: Date): Promise<LoadedOccurrences> {
  const result = new Map<string, ScheduleClass>();
  if (refs.length === 0) return { occurrences: result, items: new Map() };
  const itemIds = [...new Set(refs.map((r) => r.scheduleItemId))];
  const dates = refs.map((r) => r.date).sort();
  const from = dates[0]!;
  const until = dates[dates.length - 1]!;
  const { items, changes, holidays, counts } = await findOccurrenceInputs(db, club.id, from, until, itemIds);
  const ctx: OccurrenceContext = { changes, holidays, counts, bookingDaysInAdvance: club.bookingDaysInAdvance, now: clubNow(now, club.timeZone) };
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const ref of refs) {
    const item = byId.get(ref.scheduleItemId);
    if (item && runsOn(item, ref.date)) result.set(occurrenceKey(item.id, ref.date), buildScheduleClass(item, ref.date, ctx));
  }
  return { occurrences: result, items: byId };
}

/** One occurrence, or undefined when the class does not exist or does not run on that date. */
export async function loadOccurrence(db: Db, club: Club, scheduleItemId: number, date: string, now: Date): Promise<ScheduleClass | undefined> {
  const { occurrences } = await loadOccurrences(db, club, [{ scheduleItemId, date }], now);
  return occurrences.get(occurrenceKey(scheduleItemId, date));
}

/** What the booking rules read of an occurrence. */
export type OccurrenceState = Pick<
  ScheduleClass,
  'date' | 'timeStart' | 'timeEnd' | 'spaces' | 'walkInSpaces' | 'displayPublic' | 'holidayName' | 'bookingOpenOn' | 'bookingStatus' | 'availableSpacesOnline'
>;

/**
 * The booking state of one occurrence, computed like every other occurrence but read without any names
 * (the cheap read of the booking path); undefined when the class does not exist or run that day.
 */
export async function loadOccurrenceState(db: Db, club: Club, scheduleItemId: number, date: string, now: Date): Promise<OccurrenceState | undefined> {
  const facts = await findOccurrenceFacts(db, club.id, scheduleItemId, date);
  if (!facts || !runsOn(facts.item, date)) return undefined;
  // The rules need only the ids (a room's location for holidays); the names stay empty and never leave here.
  const room = (id: number, locationId: number) => ({ id, name: '', location: { id: locationId, name: '' } });
  const item: ScheduleItemDetail = {
    ...facts.item,
    room: room(facts.item.organizationLocationRoomId, facts.item.locationId),
    classtype: { id: facts.item.organizationClasstypeId, name: '', description: '', descriptionTitle: '', urlImage: '' },
    level: null,
    account: null,
    account2: null,
  };
  const change = facts.change && {
    ...facts.change,
    scheduleItemId,
    date,
    room: facts.change.organizationLocationRoomId === null ? null : room(facts.change.organizationLocationRoomId, facts.change.locationId!),
    classtype: null,
    level: null,
    account: null,
    role: null,
    account2: null,
    role2: null,
  };
  const key = occurrenceKey(scheduleItemId, date);
  return buildScheduleClass(item, date, {
    changes: new Map(change ? [[key, change]] : []),
    holidays: facts.holidays,
    counts: new Map([[key, facts.counts]]),
    bookingDaysInAdvance: club.bookingDaysInAdvance,
    now: clubNow(now, club.timeZone),
  });
}
