import { instantsOfLocal, localMinuteOf } from '../../platform/club-clock.js';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;
const TWELVE_HOUR = /^(0?[1-9]|1[0-2]):([0-5]\d) ?([AaPp][Mm])$/;
const TWENTY_FOUR_HOUR = /^([01]?\d|2[0-3]):([0-5]\d)(:00)?$/;

/** A time the client sends: an exact instant (ISO 8601 with an offset), or a club-local wall-clock minute. */
export type SlotTime = { instant: number } | { minutes: number } | null;

/** Reads 'YYYY-MM-DDTHH:mm[:ss][Z|±hh:mm]', 'hh:mm A' (as the slots are listed) or 'HH:mm'; null for anything else. */
export function parseSlotTime(text: string): SlotTime {
  if (ISO_INSTANT.test(text)) {
    const instant = Date.parse(text);
    return Number.isNaN(instant) ? null : { instant };
  }
  const twelve = TWELVE_HOUR.exec(text);
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[3]!.toUpperCase() === 'PM' ? 12 : 0);
    return { minutes: hour * 60 + Number(twelve[2]) };
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(text);
  return twentyFour ? { minutes: Number(twentyFour[1]) * 60 + Number(twentyFour[2]) } : null;
}

/** The instants a start time may mean, ascending: one, or two for a wall-clock time in the fall-back hour. */
export type SlotStart = { ok: true; instants: [number, ...number[]] } | { ok: false; reason: 'MALFORMED' | 'OTHER_DATE' | 'NONEXISTENT' };

/**
 * The instants a start time may mean on a club-local date. A wall-clock time inside the spring-forward gap does
 * not exist; one in the fall-back hour means both of its instants (the booking takes the first free one, as the
 * slot list offers the label once); an ISO instant means itself.
 */
export function slotStartOn(date: string, text: string, timeZone: string): SlotStart {
  const time = parseSlotTime(text);
  if (!time) return { ok: false, reason: 'MALFORMED' };
  if ('instant' in time) return localMinuteOf(time.instant, timeZone).date === date ? { ok: true, instants: [time.instant] } : { ok: false, reason: 'OTHER_DATE' };
  const [first, ...later] = instantsOfLocal(date, time.minutes, timeZone);
  return first === undefined ? { ok: false, reason: 'NONEXISTENT' } : { ok: true, instants: [first, ...later] };
}

/**
 * True when an end time the client sends fits the booked start: an exact instant must be its `end`; a wall-clock
 * minute may be the end of any instant the start time may mean (`possibleEnds`), since a client cannot tell the
 * fall-back hour's two 02:30s apart and may have counted from either.
 */
export function isEndTime(text: string, end: number, possibleEnds: readonly number[], timeZone: string): boolean {
  const time = parseSlotTime(text);
  if (!time) return false;
  return 'instant' in time ? time.instant === end : possibleEnds.some((possible) => localMinuteOf(possible, timeZone).minutes === time.minutes);
}
