import { AppError } from '../../platform/errors.js';
import { hasClassesLeft, isValidOn, type AccountClasspass } from '../classpasses/index.js';
import { availableSpaces, type Occupancy, type OccurrenceState } from '../schedule/index.js';

/** Online bookings (members, the shop) or bookings made at the desk by staff. */
export type BookingWay = 'ONLINE' | 'DESK';

export const ALREADY_BOOKED_MESSAGE = 'You have an existing booking for this class.';
export const CLASS_FULL_MESSAGE = 'This class is full.';

/**
 * Refuses a class that cannot take a booking now. Online only OK will do; the desk may also book a class
 * that is full online (walk-in spaces) or not yet open online.
 */
export function assertBookable(occurrence: OccurrenceState, way: BookingWay): void {
  switch (occurrence.bookingStatus) {
    case 'OK':
      return;
    case 'HOLIDAY':
      throw new AppError('CLASS_NOT_BOOKABLE', `This class does not take place (${occurrence.holidayName}).`, { bookingStatus: 'HOLIDAY' });
    case 'CANCELLED':
      throw new AppError('CLASS_NOT_BOOKABLE', 'This class is cancelled.', { bookingStatus: 'CANCELLED' });
    case 'ONGOING':
      throw new AppError('CLASS_NOT_BOOKABLE', 'This class has already started.', { bookingStatus: 'ONGOING' });
    case 'FINISHED':
      throw new AppError('CLASS_NOT_BOOKABLE', 'This class has already finished.', { bookingStatus: 'FINISHED' });
    case 'NOT_YET_OPEN':
      if (way === 'DESK') return;
      throw new AppError('BOOKING_NOT_OPEN', `Booking for this class opens on ${occurrence.bookingOpenOn}.`, { bookingOpenOn: occurrence.bookingOpenOn });
    case 'FULL':
      if (way === 'DESK') return;
      throw new AppError('CLASS_FULL', CLASS_FULL_MESSAGE);
  }
}

/** Refuses when no spot is left for this way of booking; run on counts taken under the occurrence lock. */
export function assertSpotLeft(occupancy: Occupancy, way: BookingWay): void {
  const free = availableSpaces(occupancy);
  if ((way === 'ONLINE' ? free.online : free.total) < 1) throw new AppError('CLASS_FULL', CLASS_FULL_MESSAGE);
}

/** Refuses a pass that is not valid on the class date, not allowed for the class, or used up. */
export function assertPassUsable(pass: AccountClasspass, date: string, allowedProductIds: ReadonlySet<number>): void {
  if (!isValidOn(pass, date)) {
    throw new AppError('PASS_NOT_VALID', 'This class pass is not valid on the date of this class.', { reason: 'NOT_VALID_ON_DATE' });
  }
  if (!allowedProductIds.has(pass.organizationClasspassId)) {
    throw new AppError('PASS_NOT_VALID', "This class pass can't be used for this class.", { reason: 'NOT_ALLOWED_FOR_CLASS' });
  }
  assertClassesLeft(pass);
}

export function assertClassesLeft(pass: AccountClasspass): void {
  if (!hasClassesLeft(pass)) throw new AppError('PASS_NOT_VALID', 'This class pass has no classes left.', { reason: 'NO_CLASSES_LEFT' });
}
