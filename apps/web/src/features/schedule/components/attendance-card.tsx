import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatTimeRange } from '../dates.js';
import type { Attendance } from '../types.js';
import { AddToCalendarButton } from './add-to-calendar-button.js';
import { AttendanceAction } from './attendance-action.js';
import { AttendanceStatusBadge } from './attendance-status-badge.js';

/** One booked (or cancelled) class of the member, with its status and the action it allows. */
export function AttendanceCard({ attendance }: { attendance: Attendance }) {
  const { scheduleItem } = attendance;
  return (
    <Paper withBorder p="md" radius="md" data-testid="attendance">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {scheduleItem.organizationClasstype.name}
          </Title>
          <Text size="sm">{formatDate(attendance.date)}</Text>
          <Text size="sm">{formatTimeRange(scheduleItem.timeStart, scheduleItem.timeEnd)}</Text>
          <Text size="sm" c="dimmed">
            {scheduleItem.organizationLocationRoom.organizationLocation.name} · {scheduleItem.organizationLocationRoom.name}
          </Text>
          {attendance.cancelledLate && (
            <Text size="sm" c="dimmed">
              Cancelled late: the credit was not returned
            </Text>
          )}
          {attendance.accountClasspass && (
            <Text size="sm" c="dimmed">
              {attendance.accountClasspass.organizationClasspass.name}
            </Text>
          )}
        </Stack>
        <Stack align="flex-end" gap="xs">
          <AttendanceStatusBadge status={attendance.bookingStatus} />
          <AttendanceAction attendance={attendance} />
          {attendance.bookingStatus !== 'CANCELLED' && <AddToCalendarButton attendanceId={attendance.id} />}
        </Stack>
      </Group>
    </Paper>
  );
}
