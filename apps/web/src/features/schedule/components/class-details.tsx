import { Stack, Text } from '@mantine/core';
import { durationMinutes, formatTimeRange } from '../dates.js';
import type { ScheduleClass } from '../types.js';

/** Time, duration, class type (unless a heading shows it already), instructor and place of a class occurrence. */
export function ClassDetails({ scheduleClass, withName = true }: { scheduleClass: ScheduleClass; withName?: boolean }) {
  const { timeStart, timeEnd, organizationClasstype, account, organizationLocationRoom, organizationLevel } = scheduleClass;
  return (
    <Stack gap={2} miw={0}>
      <Text fw={700}>
        {formatTimeRange(timeStart, timeEnd)} · {durationMinutes(timeStart, timeEnd)} min
      </Text>
      {withName && <Text fw={600}>{organizationClasstype.name}</Text>}
      {account && <Text size="sm">{account.fullName}</Text>}
      <Text size="sm" c="dimmed">
        {organizationLocationRoom.organizationLocation.name} · {organizationLocationRoom.name}
        {organizationLevel ? ` · ${organizationLevel.name}` : ''}
      </Text>
    </Stack>
  );
}
