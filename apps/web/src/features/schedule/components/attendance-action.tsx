import { Button } from '@mantine/core';
import { useChangeAttendanceStatus } from '../hooks/use-change-attendance-status.js';
import type { Attendance } from '../types.js';

/** Cancel a BOOKED attendance or rebook a CANCELLED one, only where the server allows it; otherwise nothing. */
export function AttendanceAction({ attendance }: { attendance: Attendance }) {
  const confirmChange = useChangeAttendanceStatus();
  if (attendance.bookingStatus === 'BOOKED' && attendance.cancellationPossible) {
    return (
      <Button variant="light" color="red" onClick={() => confirmChange(attendance, 'CANCELLED')}>
        Cancel
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
