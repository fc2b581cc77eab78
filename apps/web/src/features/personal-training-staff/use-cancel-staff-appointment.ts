import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { operationKey } from '../../lib/operation-key.js';
import { toastDanger, toastSuccess } from '../../lib/toast.js';
import { AccountAppointmentsDocument, CancelStaffAppointmentDocument, StaffAppointmentsDocument } from './appointments.generated.js';

/**
 * Staff cancel a member's appointment after a confirmation; the member gets the cancellation mail and, before
 * the cancel window, their session back. The day's list and the member's (account page) are read again.
 */
export function useCancelStaffAppointment() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => graphqlRequest(CancelStaffAppointmentDocument, { input: { id } }),
    onSuccess: () => toastSuccess('Appointment cancelled'),
    onError: (error) => toastDanger(error.message),
    onSettled: () =>
      Promise.all([StaffAppointmentsDocument, AccountAppointmentsDocument].map((document) => queryClient.invalidateQueries({ queryKey: operationKey(document) }))),
  });
  const confirmCancel = (appointment: { id: string; memberName: string; serviceName: string }) =>
    modals.openConfirmModal({
      title: 'Cancel this appointment?',
      children: `${appointment.memberName}'s ${appointment.serviceName} will be cancelled and ${appointment.memberName} gets an email about it.`,
      labels: { confirm: 'Cancel appointment', cancel: 'Go back' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => mutation.mutate(appointment.id),
    });
  return { confirmCancel, cancelling: mutation.isPending };
}
