import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateScheduleItemAttendanceDocument } from '../schedule.generated.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { invalidateBookingQueries } from '../booking-queries.js';
import type { Attendance } from '../types.js';

const QUESTIONS = {
  CANCELLED: 'Are you sure you want to cancel your reservation?',
  BOOKED: 'Are you sure you want to make the reservation again?',
} as const;

export type AttendanceChange = keyof typeof QUESTIONS;

/**
 * Cancel or rebook after a 'Proceed' / 'Go back' confirmation, then refresh. A refused change is only
 * logged (by the client): the refresh shows what the server kept.
 */
export function useChangeAttendanceStatus() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, bookingStatus }: { id: string; bookingStatus: AttendanceChange }) =>
      graphqlRequest(UpdateScheduleItemAttendanceDocument, { input: { id, bookingStatus } }),
    onSettled: () => invalidateBookingQueries(queryClient),
  });

  return function confirmChange(attendance: Attendance, bookingStatus: AttendanceChange): void {
    modals.openConfirmModal({
      title: QUESTIONS[bookingStatus],
      labels: { confirm: 'Proceed', cancel: 'Go back' },
      onConfirm: () => mutation.mutate({ id: attendance.id, bookingStatus }),
    });
  };
}
