// The front door of schedule: the only file that code outside the module imports (checked by dependency-cruiser).
// GraphQL types and root fields register on the builder when loaded (graphql/schema.ts loads every door).
import './schedule-admin.graphql.js';

export { availableSpaces } from './booking-status.js';
export type { Occupancy } from './booking-status.js';
export { classesCacheOf } from './classes-cache.js';
export { findScheduleItem, findScheduleItems } from './find-schedule-class.js';
export { loadClassesInRange, loadOccurrence, loadOccurrenceState, loadOccurrences } from './load-occurrences.js';
export type { OccurrenceState } from './load-occurrences.js';
export { runsOn } from './occurrence-dates.js';
export { compareClasses } from './occurrences.js';
export { OrganizationClasstypeNode, OrganizationLevelNode, OrganizationLocationNode, OrganizationLocationRoomNode } from './organization.graphql.js';
export { ScheduleClassType, ScheduleItemNode } from './schedule.graphql.js';
export { occurrenceKey } from './schedule.js';
export type { LocationRef, ScheduleClass, ScheduleItemDetail } from './schedule.js';
export {
  classtypesByIds,
  findClasstype,
  findLevel,
  findLocation,
  findRoom,
  holdClassForBooking,
  isClassOfClub,
  levelsByIds,
  listLocations,
  locationsByIds,
  lockOccurrence,
  roomsByIds,
} from './schedule.repository.js';
