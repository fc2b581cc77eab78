import { ScheduleClassBookingOptionsDocument } from '../schedule.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

/** One class occurrence and how the signed-in member may book it. */
export function useFetchBookingOptions(scheduleItemId: string, date: string) {
  const { data, isPending, error } = useGraphQLQuery(ScheduleClassBookingOptionsDocument, { scheduleItem: scheduleItemId, date });
  return { scheduleClass: data?.scheduleClass ?? null, options: data?.scheduleClassBookingOptions ?? null, loading: isPending, error };
}
