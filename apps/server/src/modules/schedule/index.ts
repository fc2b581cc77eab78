// The front door of schedule: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).

export { availableSpaces } from './booking-status.js';
export type { Occupancy } from './booking-status.js';
export { classesCacheOf } from './classes-cache.js';
export { cancelBefore, classStart } from './class-start.js';
export { classCalendarEvent } from './class-calendar-event.js';
export { findScheduleItem, findScheduleItems } from './find-schedule-class.js';
export { loadClassesInRange, loadOccurrence, loadOccurrenceState, loadOccurrences } from './load-occurrences.js';
export type { OccurrenceState } from './load-occurrences.js';
export { runsOn } from './occurrence-dates.js';
export { cancelHolidayClasses } from './cancel-holiday-classes.js';
export { PLACES_ADDED_JOB_KIND } from './places-added-job.js';
export type { PlacesAdded } from './places-added-job.js';
export { compareClasses } from './occurrences.js';
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
