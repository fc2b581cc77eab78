import type { AvailabilityResponse } from '@kiai/shared';
import { useRestQuery } from '../../../lib/use-rest-query.js';
import { PT_PATHS } from '../rest-paths.js';

interface SlotsQuery {
  date: string;
  trainerId: number;
  serviceId: number;
}

/**
 * The free start times of a trainer on a day. An unsuccessful answer (a day off, a day beyond the booking
 * horizon) comes back as `warning`: the server's message, whether it answered 200 or 4xx.
 */
export function useFetchAvailableSlots(query: SlotsQuery | null) {
  const { data, isPending, error } = useRestQuery<AvailabilityResponse>(query && PT_PATHS.availableSlots(query.date, query.trainerId, query.serviceId));
  const warning = error?.message ?? (data && !data.success ? data.message : null);
  return { slots: data?.success ? data.available_slots : [], loading: query !== null && isPending, warning };
}
