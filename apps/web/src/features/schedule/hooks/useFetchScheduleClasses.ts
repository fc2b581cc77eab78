import { SCHEDULE_CLASSES_QUERY } from '../graphql.js';
import type { DateRange } from '../schedule-week.js';
import type { ScheduleDay } from '../types.js';
import { useFetchQuery } from '../../../lib/useFetchQuery.js';

interface ScheduleClassesData {
  scheduleClasses: ScheduleDay[];
}

/** The classes of a date range, as the public schedule asks for them (spec "Schedule and attendance"). */
export function useFetchScheduleClasses({ dateFrom, dateUntil }: DateRange) {
  const variables = { dateFrom, dateUntil, instructor: '', organizationClasstype: '', publicOnly: false };
  const { data, loading, error } = useFetchQuery<ScheduleClassesData>(SCHEDULE_CLASSES_QUERY, variables);
  return { days: data?.scheduleClasses ?? [], loading, error };
}
