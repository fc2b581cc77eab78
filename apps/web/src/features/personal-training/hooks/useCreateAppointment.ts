import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { restRequest } from '../../../lib/rest-client.js';
import { invalidateAppointmentQueries } from '../appointment-queries.js';
import { PT_PATHS } from '../rest-paths.js';
import type { CreateAppointmentInput } from '../types.js';
import type { WizardState } from '../wizard-state.js';

/** create_appointment with the wizard's choices; start and end go as exact instants (ISO 8601). */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ state, classpassId }: { state: WizardState; classpassId: number }) => {
      const { trainer, date, startTime, endTime } = state;
      if (!trainer || !date || !startTime || !endTime) throw new Error('Choose a trainer, a date and a time first');
      const input: CreateAppointmentInput = {
        service_id: state.serviceId,
        staff_member: trainer.staff_member_id,
        date,
        start_time: dayjs(startTime).toISOString(),
        end_time: dayjs(endTime).toISOString(),
        classpass_id: classpassId,
      };
      return restRequest(PT_PATHS.createAppointment, { method: 'POST', body: input });
    },
    onSuccess: () => invalidateAppointmentQueries(queryClient),
  });
}
