import type { NonWorkingDaysResponse } from '@kiai/shared';
import { useRestQuery } from '../../../lib/use-rest-query.js';
import { PT_PATHS } from '../rest-paths.js';

/** The weekdays (0 = Sunday) a trainer never works; null while unknown. */
export function useFetchNonWorkingDays(trainerId: number | null) {
  const { data } = useRestQuery<NonWorkingDaysResponse>(trainerId === null ? null : PT_PATHS.nonWorkingDays(trainerId));
  return data?.non_working_days ?? null;
}
