import { Alert, Stack } from '@mantine/core';
import { AttendanceList } from './attendance-list.js';

/** Spec section 4: the member already booked this occurrence; show their attendance for that date. */
export function ExistingBooking({ scheduleItemId, date }: { scheduleItemId: string; date: string }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title="You have an existing booking for this class." />
      <AttendanceList filter={{ scheduleItem: scheduleItemId, date }} />
    </Stack>
  );
}
