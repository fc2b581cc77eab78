import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import {
  ArchiveBackofficeScheduleItemDocument,
  BackofficeScheduleItemDocument,
  BackofficeScheduleOccurrenceDocument,
  BackofficeScheduleWeekDocument,
  ChangeBackofficeScheduleClassDocument,
  CreateBackofficeScheduleItemDocument,
  UpdateBackofficeScheduleItemDocument,
} from './classes.generated.js';

// After a class or a date changed: the week, the class and its dates are read again.
const SCHEDULE = { invalidates: [BackofficeScheduleWeekDocument, BackofficeScheduleItemDocument, BackofficeScheduleOccurrenceDocument] };

export const useCreateScheduleItem = () => useGraphQLMutation(CreateBackofficeScheduleItemDocument, SCHEDULE);
export const useUpdateScheduleItem = () => useGraphQLMutation(UpdateBackofficeScheduleItemDocument, SCHEDULE);
export const useArchiveScheduleItem = () => useGraphQLMutation(ArchiveBackofficeScheduleItemDocument, SCHEDULE);
/** One date of a class: changed, or cancelled with its bookings. */
export const useChangeScheduleClass = () => useGraphQLMutation(ChangeBackofficeScheduleClassDocument, SCHEDULE);
