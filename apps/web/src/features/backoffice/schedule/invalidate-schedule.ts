import { useQueryClient } from '@tanstack/react-query';
import { operationKey } from '../../../lib/operation-key.js';
import { BackofficeScheduleItemDocument, BackofficeScheduleOccurrenceDocument, BackofficeScheduleWeekDocument } from './classes.generated.js';

/** After a class or a date changed: the week, the class and its dates are read again. */
export function useInvalidateSchedule(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [BackofficeScheduleWeekDocument, BackofficeScheduleItemDocument, BackofficeScheduleOccurrenceDocument].map((document) =>
        queryClient.invalidateQueries({ queryKey: operationKey(document) }),
      ),
    );
  };
}
