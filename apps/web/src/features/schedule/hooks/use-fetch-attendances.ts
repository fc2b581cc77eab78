import { ATTENDANCE_LIST_SIZE } from '@kiai/shared';
import { ScheduleItemAttendancesDocument } from '../schedule.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useCurrentUser } from '../../session/use-current-user.js';

/** Either every attendance from a day on, or those of one class occurrence. */
export type AttendanceFilter = { dateGte: string } | { scheduleItem: string; date: string };

/** The signed-in member's class attendances (first 20, tickets' attendances left out). */
export function useFetchAttendances(filter: AttendanceFilter) {
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(
    ScheduleItemAttendancesDocument,
    user ? { account: user.id, first: ATTENDANCE_LIST_SIZE, ...filter } : null,
  );
  return { attendances: data?.scheduleItemAttendances.edges.map((edge) => edge.node) ?? [], loading: isPending, error };
}
