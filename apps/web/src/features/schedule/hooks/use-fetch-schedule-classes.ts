import { ScheduleClassesDocument } from '../schedule.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import type { DateRange } from '../schedule-week.js';

/** The classes of a date range, as the public schedule asks for them (spec "Schedule and attendance"). */
export function useFetchScheduleClasses({ dateFrom, dateUntil }: DateRange) {
  const variables = { dateFrom, dateUntil, instructor: '', organizationClasstype: '', publicOnly: false };
  const { data, isPending, error } = useGraphQLQuery(ScheduleClassesDocument, variables);
  return { days: data?.scheduleClasses ?? [], loading: isPending, error };
}
