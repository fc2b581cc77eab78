import type { ServicesResponse } from '@kiai/shared';
import { useRestQuery } from '../../../lib/use-rest-query.js';
import { PT_PATHS } from '../rest-paths.js';

/** The club's personal-training services; a failed call leaves the list empty (spec section 8). */
export function useFetchServices() {
  const { data, isPending, error } = useRestQuery<ServicesResponse>(PT_PATHS.services);
  return { services: data?.services ?? [], loading: isPending, error };
}
