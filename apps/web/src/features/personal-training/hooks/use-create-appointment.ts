import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { CreateAppointmentRequest, CreateAppointmentResponse } from '@kiai/shared';
import { restRequest } from '../../../lib/rest-client.js';
import { invalidateAppointmentQueries } from '../appointment-queries.js';
import { PT_PATHS } from '../rest-paths.js';
import { SLOT_FORMAT, type WizardState } from '../wizard-state.js';

/**
 * create_appointment with the wizard's choices. Start and end go as the club's wall-clock times ('hh:mm A', as
 * the slots were listed): the dates were read from those labels in the browser's zone, so formatting them back
 * gives the club's time even on a phone set to another zone.
 */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ state, classpassId }: { state: WizardState; classpassId: number }) => {
      const { trainer, date, startTime, endTime } = state;
      if (!trainer || !date || !startTime || !endTime) throw new Error('Choose a trainer, a date and a time first');
      const input: CreateAppointmentRequest = {
        service_id: state.serviceId,
        staff_member: trainer.staff_member_id,
        date,
        start_time: dayjs(startTime).format(SLOT_FORMAT),
        end_time: dayjs(endTime).format(SLOT_FORMAT),
        classpass_id: classpassId,
      };
      return restRequest<CreateAppointmentResponse>(PT_PATHS.createAppointment, { method: 'POST', body: input });
    },
    onSuccess: () => invalidateAppointmentQueries(queryClient),
  });
}
