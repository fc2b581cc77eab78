import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateScheduleItemAttendanceDocument } from '../schedule.generated.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { toastSuccess } from '../../../lib/toast.js';
import { invalidateBookingQueries } from '../booking-queries.js';
import type { Attendance } from '../types.js';

const QUESTIONS = {
  CANCELLED: 'Are you sure you want to cancel your reservation?',
  BOOKED: 'Are you sure you want to make the reservation again?',
} as const;

export type AttendanceChange = keyof typeof QUESTIONS;

/** What a cancel does with the credit: said in the confirmation, then confirmed in a toast. */
const CREDIT_TEXTS = {
  returned: { before: 'Your credit comes back to you.', after: 'Reservation cancelled. Your credit is back.' },
  kept: {
    before: 'The cancel window has passed: your spot goes to someone else, but your credit is not returned.',
    after: 'Reservation cancelled. Your credit is not returned.',
  },
} as const;

/** A cancel after the cancel window (the server allows it only when the member confirmed it): the credit stays spent. */
export function isLateCancel(attendance: Pick<Attendance, 'cancellationPossible' | 'lateCancellationPossible'>): boolean {
  return !attendance.cancellationPossible && attendance.lateCancellationPossible;
}

/**
 * Cancel or rebook after a 'Proceed' / 'Go back' confirmation, then refresh. A cancel says first whether the
 * credit comes back, and a toast confirms it. A refused change is only logged (by the client): the refresh shows
 * what the server kept.
 */
export function useChangeAttendanceStatus() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, bookingStatus, lateCancellation }: { id: string; bookingStatus: AttendanceChange; lateCancellation: boolean }) =>
      graphqlRequest(UpdateScheduleItemAttendanceDocument, { input: { id, bookingStatus, ...(lateCancellation ? { lateCancellation } : {}) } }),
    onSuccess: (_result, { bookingStatus, lateCancellation }) => {
      if (bookingStatus === 'CANCELLED') toastSuccess(CREDIT_TEXTS[lateCancellation ? 'kept' : 'returned'].after);
    },
    onSettled: () => invalidateBookingQueries(queryClient),
  });

  return function confirmChange(attendance: Attendance, bookingStatus: AttendanceChange): void {
    const lateCancellation = bookingStatus === 'CANCELLED' && isLateCancel(attendance);
    modals.openConfirmModal({
      title: QUESTIONS[bookingStatus],
      children: bookingStatus === 'CANCELLED' ? CREDIT_TEXTS[lateCancellation ? 'kept' : 'returned'].before : undefined,
      labels: { confirm: 'Proceed', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => mutation.mutate({ id: attendance.id, bookingStatus, lateCancellation }),
    });
  };
}
