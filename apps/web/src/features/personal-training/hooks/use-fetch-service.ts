import type { ServiceResponse } from '@kiai/shared';
import { useRestQuery } from '../../../lib/use-rest-query.js';
import { PT_PATHS } from '../rest-paths.js';

/** One service with the trainers who give it. */
export function useFetchService(serviceId: string) {
  const { data, isPending, error } = useRestQuery<ServiceResponse>(PT_PATHS.service(serviceId));
  return { service: data?.success ? data.data : null, loading: isPending, error };
}
