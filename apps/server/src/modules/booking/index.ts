// The front door of booking: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).

export { countOccupancy, findActiveAttendance, findCheckInByClientId, insertAttendance } from './attendance.repository.js';
export { bookWithPass } from './book-with-pass.js';
export { ALREADY_BOOKED_MESSAGE, assertBookable, assertClassesLeft } from './booking-rules.js';
export type { BookingWay } from './booking-rules.js';
export { checkClientId, checkInMember } from './check-in-member.js';
export { classpassOptions, subscriptionOptions } from './booking-options.js';
export { findAttendanceFor } from './list-attendances.js';
export { CLASS_REMINDER_JOB } from './class-reminder.job.js';
export { announceBooking } from './booking-mails.js';
export { WAITLIST_PLACES_ADDED_JOB } from './waitlist-places-added.job.js';
