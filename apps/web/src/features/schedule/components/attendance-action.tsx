import { Button } from '@mantine/core';
import { isLateCancel, useChangeAttendanceStatus } from '../hooks/use-change-attendance-status.js';
import type { Attendance } from '../types.js';

/**
 * Cancel a BOOKED attendance or rebook a CANCELLED one, only where the server allows it; otherwise nothing. After
 * the cancel window, where the club allows it, 'Late cancel' frees the spot without the credit back.
 */
export function AttendanceAction({ attendance }: { attendance: Attendance }) {
  const confirmChange = useChangeAttendanceStatus();
  if (attendance.bookingStatus === 'BOOKED' && (attendance.cancellationPossible || isLateCancel(attendance))) {
    return (
      <Button variant="light" color="red" onClick={() => confirmChange(attendance, 'CANCELLED')}>
        {attendance.cancellationPossible ? 'Cancel' : 'Late cancel'}
      </Button>
    );
  }
  if (attendance.bookingStatus === 'CANCELLED' && attendance.uncancellationPossible) {
    return (
      <Button variant="light" onClick={() => confirmChange(attendance, 'BOOKED')}>
        Book again
      </Button>
    );
  }
  return null;
}
