import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { AttendanceBookingStatus } from '../../platform/db/tables/booking.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { cancelBooking, type LateCancelChoice } from './cancel-booking.js';
import { rebookBooking } from './rebook-booking.js';

/**
 * The two changes of a booking: cancel it (CANCELLED; after the cancel window only as the `late` choice says: the credit
 * kept spent, or returned by a manager) or make it again (BOOKED).
 */
export async function updateBookingStatus(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  attendanceId: number | null,
  bookingStatus: AttendanceBookingStatus,
  late: LateCancelChoice = {},
): Promise<void> {
  switch (bookingStatus) {
    case 'CANCELLED':
      return cancelBooking(app, club, actor, attendanceId, late);
    case 'BOOKED':
      return rebookBooking(app, club, actor, attendanceId);
    case 'ATTENDING':
      throw new AppError('VALIDATION_FAILED', 'A booking can only be set to BOOKED or CANCELLED here.');
  }
}
