import { availableSpaces, bookingOpenOn, bookingStatusOf } from './booking-status.js';
import { isoWeekday, type ClubNow } from '../../platform/club-clock.js';
import {
  occurrenceKey,
  type HolidayAtLocation,
  type OccurrenceChange,
  type OccurrenceCounts,
  type ScheduleClass,
  type ScheduleItemDetail,
} from './schedule.js';

/** Everything an occurrence depends on besides its item, loaded once for a whole range. */
export interface OccurrenceContext {
  changes: ReadonlyMap<string, OccurrenceChange>;
  holidays: readonly HolidayAtLocation[];
  counts: ReadonlyMap<string, OccurrenceCounts>;
  bookingDaysInAdvance: number;
  now: ClubNow;
}

const NO_COUNTS: OccurrenceCounts = { countBooked: 0, countAttending: 0 };

/** One occurrence of an item: its one-time change applied (unset fields change nothing), then holidays and capacity. */
export function buildScheduleClass(item: ScheduleItemDetail, date: string, ctx: OccurrenceContext): ScheduleClass {
  const key = occurrenceKey(item.id, date);
  const change = ctx.changes.get(key);
  const counts = ctx.counts.get(key) ?? NO_COUNTS;
  const room = change?.room ?? item.room;
  const holiday = ctx.holidays.find((h) => h.locationId === room.location.id && h.dateStart <= date && date <= h.dateEnd);
  const spaces = change?.spaces ?? item.spaces;
  // A change may lower the spaces below the item's walk-in spaces; walk-ins never exceed the class.
  const walkInSpaces = Math.min(change?.walkInSpaces ?? item.walkInSpaces, spaces);
  const timeStart = change?.timeStart ?? item.timeStart;
  const timeEnd = change?.timeEnd ?? item.timeEnd;
  const available = availableSpaces({ spaces, walkInSpaces, ...counts });
  const openOn = bookingOpenOn(date, ctx.bookingDaysInAdvance);
  const status = change?.status ?? '';
  return {
    item,
    date,
    isoWeekDay: isoWeekday(date),
    status,
    holiday: holiday !== undefined,
    holidayName: holiday?.name ?? '',
    description: change?.description ?? '',
    account: change?.account ?? item.account,
    role: change?.account ? change.role : (change?.role ?? item.role),
    account2: change?.account2 ?? item.account2,
    role2: change?.account2 ? change.role2 : (change?.role2 ?? item.role2),
    room,
    classtype: change?.classtype ?? item.classtype,
    level: change?.level ?? item.level,
    timeStart,
    timeEnd,
    spaces,
    walkInSpaces,
    displayPublic: item.displayPublic,
    countBooked: counts.countBooked,
    countAttending: counts.countAttending,
    countAttendingAndBooked: counts.countBooked + counts.countAttending,
    availableSpacesOnline: available.online,
    availableSpacesTotal: available.total,
    bookingOpenOn: openOn,
    // Staff may close an occurrence early with a FINISHED one-time change; otherwise the clock decides.
    bookingStatus: status === 'FINISHED' ? 'FINISHED' : bookingStatusOf(
      {
        holiday: holiday !== undefined,
        cancelled: status === 'CANCELLED',
        date,
        timeStart,
        timeEnd,
        bookingOpenOn: openOn,
        availableSpacesOnline: available.online,
      },
      ctx.now,
    ),
  };
}

/** Orders classes of one day by start time, then location and room (the default), or by location first. */
export function compareClasses(order: 'STARTTIME' | 'LOCATION'): (a: ScheduleClass, b: ScheduleClass) => number {
  const byTime = (a: ScheduleClass, b: ScheduleClass) => a.timeStart.localeCompare(b.timeStart);
  const byPlace = (a: ScheduleClass, b: ScheduleClass) =>
    a.room.location.name.localeCompare(b.room.location.name) || a.room.name.localeCompare(b.room.name);
  return order === 'LOCATION'
    ? (a, b) => a.date.localeCompare(b.date) || byPlace(a, b) || byTime(a, b) || a.item.id - b.item.id
    : (a, b) => a.date.localeCompare(b.date) || byTime(a, b) || byPlace(a, b) || a.item.id - b.item.id;
}
