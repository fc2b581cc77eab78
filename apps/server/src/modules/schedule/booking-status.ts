import { addDays, type ClubNow } from '../../platform/club-clock.js';

export const BOOKING_STATUSES = ['OK', 'FULL', 'NOT_YET_OPEN', 'ONGOING', 'FINISHED', 'CANCELLED', 'HOLIDAY'] as const;
/** Whether a class occurrence can be booked online; only OK can. */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface Occupancy {
  spaces: number;
  walkInSpaces: number;
  countBooked: number;
  countAttending: number;
}

/** Free spaces in total and for online booking (walk-in spaces are kept for the desk); never negative. */
export function availableSpaces(o: Occupancy): { total: number; online: number } {
  const taken = o.countBooked + o.countAttending;
  return { total: Math.max(0, o.spaces - taken), online: Math.max(0, o.spaces - o.walkInSpaces - taken) };
}

/** The first day members may book a class on `date`. */
export function bookingOpenOn(date: string, daysInAdvance: number): string {
  return addDays(date, -daysInAdvance);
}

export interface StatusInput {
  holiday: boolean;
  cancelled: boolean;
  date: string;
  /** HH:mm:ss, club-local */
  timeStart: string;
  timeEnd: string;
  bookingOpenOn: string;
  availableSpacesOnline: number;
}

/**
 * The booking status, checked in this order: HOLIDAY, CANCELLED, ONGOING, then for future classes
 * NOT_YET_OPEN, FULL, OK; anything else is FINISHED. Class times are club wall-clock values, so they are
 * compared with "now" in the club's zone.
 */
export function bookingStatusOf(o: StatusInput, now: ClubNow): BookingStatus {
  if (o.holiday) return 'HOLIDAY';
  if (o.cancelled) return 'CANCELLED';
  const current = `${now.date} ${now.time}`;
  const start = `${o.date} ${o.timeStart}`;
  const end = `${o.date} ${o.timeEnd}`;
  if (start <= current && current <= end) return 'ONGOING';
  if (current < start) {
    if (now.date < o.bookingOpenOn) return 'NOT_YET_OPEN';
    if (o.availableSpacesOnline < 1) return 'FULL';
    return 'OK';
  }
  return 'FINISHED';
}
