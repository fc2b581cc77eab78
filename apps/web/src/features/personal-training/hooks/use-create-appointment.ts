import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAppointmentRequest, CreateAppointmentResponse } from '@kiai/shared';
import { restRequest } from '../../../lib/rest-client.js';
import { invalidateAppointmentQueries } from '../appointment-queries.js';
import { PT_PATHS } from '../rest-paths.js';
import { chosenSlot, type WizardState } from '../wizard-state.js';

/** create_appointment with the wizard's choices and the pass that pays. */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ state, classpassId }: { state: WizardState; classpassId: number }) => {
      const slot = chosenSlot(state);
      const input: CreateAppointmentRequest = {
        service_id: state.serviceId,
        staff_member: slot.trainerId,
        date: slot.date,
        start_time: slot.startTime,
        end_time: slot.endTime,
        classpass_id: classpassId,
      };
      return restRequest<CreateAppointmentResponse>(PT_PATHS.createAppointment, { method: 'POST', body: input });
    },
    onSuccess: () => invalidateAppointmentQueries(queryClient),
  });
}
