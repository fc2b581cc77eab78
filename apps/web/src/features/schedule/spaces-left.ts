import type { ClassBookingStatus } from './types.js';

/**
 * 'N spaces left' on a class row, so a member sees how full a class is before opening it (ui-notes: the row
 * shows spaces left). Only for classes still to be booked: a full, finished or cancelled class says so on its
 * disabled button instead.
 */
export function spacesLeftText(bookingStatus: ClassBookingStatus, availableSpacesOnline: number): string | null {
  if (bookingStatus !== 'OK' && bookingStatus !== 'NOT_YET_OPEN') return null;
  return availableSpacesOnline === 1 ? '1 space left' : `${availableSpacesOnline} spaces left`;
}
