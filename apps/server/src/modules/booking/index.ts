// The front door of booking: the only file that code outside the module imports (checked by dependency-cruiser).
// GraphQL types and root fields register on the builder when loaded (graphql/schema.ts loads every door).
import './class-attendance.graphql.js';

export { countOccupancy, findActiveAttendance, findCheckInByClientId, insertAttendance } from './attendance.repository.js';
export { bookWithPass } from './book-with-pass.js';
export { ALREADY_BOOKED_MESSAGE, assertBookable, assertClassesLeft } from './booking-rules.js';
export type { BookingWay } from './booking-rules.js';
export { ScheduleItemAttendanceNode } from './booking.graphql.js';
export { checkClientId, checkInMember } from './check-in-member.js';
export { findAttendanceFor } from './list-attendances.js';
