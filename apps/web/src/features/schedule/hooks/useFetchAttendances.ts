import { useCurrentUser } from '../../session/use-current-user.js';
import { SCHEDULE_ITEM_ATTENDANCES_QUERY } from '../graphql.js';
import type { Attendance } from '../types.js';
import { useFetchQuery } from '../../../lib/useFetchQuery.js';

/** Either every attendance from a day on, or those of one class occurrence. */
export type AttendanceFilter = { dateGte: string } | { scheduleItem: string; date: string };

interface AttendancesData {
  scheduleItemAttendances: { edges: { node: Attendance }[] };
}

/** The signed-in member's class attendances (first 20, tickets' attendances left out). */
export function useFetchAttendances(filter: AttendanceFilter) {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useFetchQuery<AttendancesData>(
    SCHEDULE_ITEM_ATTENDANCES_QUERY,
    user ? { account: user.id, ...filter } : null,
  );
  return { attendances: data?.scheduleItemAttendances.edges.map((edge) => edge.node) ?? [], loading, error, refetch };
}
