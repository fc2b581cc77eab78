import type { ClassBookingStatus } from './types.js';

/** The status shown on the disabled button of a class that cannot be reserved: NOT_YET_OPEN → 'Not yet open'. */
export function bookingStatusText(status: ClassBookingStatus): string {
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
