import { instantsOfLocal, localMinuteOf } from './zoned-time.js';

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

export type SlotStart = { ok: true; instant: number } | { ok: false; reason: 'MALFORMED' | 'OTHER_DATE' | 'NONEXISTENT' };

/**
 * The instant a start time means on a club-local date. A wall-clock time inside the spring-forward gap does
 * not exist; one in the fall-back hour means its first occurrence (send an ISO instant for the second).
 */
export function slotStartOn(date: string, text: string, timeZone: string): SlotStart {
  const time = parseSlotTime(text);
  if (!time) return { ok: false, reason: 'MALFORMED' };
  if ('instant' in time) return localMinuteOf(time.instant, timeZone).date === date ? { ok: true, instant: time.instant } : { ok: false, reason: 'OTHER_DATE' };
  const [first] = instantsOfLocal(date, time.minutes, timeZone);
  return first === undefined ? { ok: false, reason: 'NONEXISTENT' } : { ok: true, instant: first };
}

/** True when an end time the client sends is the expected end (an exact instant, or its local wall-clock minute). */
export function isEndTime(text: string, expectedEnd: number, timeZone: string): boolean {
  const time = parseSlotTime(text);
  if (!time) return false;
  return 'instant' in time ? time.instant === expectedEnd : localMinuteOf(expectedEnd, timeZone).minutes === time.minutes;
}
