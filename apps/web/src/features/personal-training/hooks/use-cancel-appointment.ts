import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, CancelAppointmentRequest, CancelAppointmentResponse } from '@kiai/shared';
import { restRequest } from '../../../lib/rest-client.js';
import { invalidateAppointmentQueries } from '../appointment-queries.js';
import { PT_PATHS } from '../rest-paths.js';

/**
 * Cancel after a 'Proceed' / 'Go back' confirmation, then reload the list. A refused cancel is only logged:
 * the reloaded list shows what the server kept.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (appointmentId: number) => restRequest<CancelAppointmentResponse>(PT_PATHS.cancelAppointment, { method: 'POST', body: { appointment_id: appointmentId } satisfies CancelAppointmentRequest }),
    onError: (error) => console.error('The appointment could not be cancelled', error),
    onSettled: () => invalidateAppointmentQueries(queryClient),
  });

  return function confirmCancel(appointment: Appointment): void {
    modals.openConfirmModal({
      title: 'Are you sure you want to cancel your appointment?',
      labels: { confirm: 'Proceed', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => mutation.mutate(appointment.id),
    });
  };
}
