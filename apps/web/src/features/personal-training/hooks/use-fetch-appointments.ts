import type { AppointmentsResponse } from '@kiai/shared';
import { useRestQuery } from '../../../lib/use-rest-query.js';
import { PT_PATHS } from '../rest-paths.js';

/** The signed-in member's appointments, booked and canceled. */
export function useFetchAppointments() {
  const { data, isPending, error } = useRestQuery<AppointmentsResponse>(PT_PATHS.appointments);
  return { appointments: data?.appointments ?? [], loading: isPending, error };
}
