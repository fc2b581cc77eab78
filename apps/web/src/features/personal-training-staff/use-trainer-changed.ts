import { useQueryClient } from '@tanstack/react-query';
import { operationKey } from '../../lib/operation-key.js';
import { toastSuccess } from '../../lib/toast.js';
import { AppointmentTrainerDocument, AppointmentTrainersDocument } from './trainers.generated.js';

/** After a change to a trainer's calendar: say so, and read the trainer and the trainer list again. */
export function useTrainerChanged() {
  const queryClient = useQueryClient();
  return async (message: string) => {
    toastSuccess(message);
    await Promise.all([AppointmentTrainerDocument, AppointmentTrainersDocument].map((d) => queryClient.invalidateQueries({ queryKey: operationKey(d) })));
  };
}
