import { modals } from '@mantine/modals';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { UPDATE_SCHEDULE_ITEM_ATTENDANCE_MUTATION } from '../graphql.js';
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
export function useChangeAttendanceStatus(onChanged: () => void) {
  return function confirmChange(attendance: Attendance, bookingStatus: AttendanceChange): void {
    modals.openConfirmModal({
      title: QUESTIONS[bookingStatus],
      labels: { confirm: 'Proceed', cancel: 'Go back' },
      onConfirm: () => {
        graphqlRequest(UPDATE_SCHEDULE_ITEM_ATTENDANCE_MUTATION, { input: { id: attendance.id, bookingStatus } })
          .catch(() => undefined)
          .finally(onChanged);
      },
    });
  };
}
