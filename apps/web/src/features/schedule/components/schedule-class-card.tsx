import { Group, Paper } from '@mantine/core';
import type { ScheduleClass } from '../types.js';
import { ClassDetails } from './class-details.js';
import { ClassReserveButton } from './class-reserve-button.js';

export function ScheduleClassCard({ scheduleClass }: { scheduleClass: ScheduleClass }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="schedule-class">
      <Group justify="space-between" wrap="nowrap">
        <ClassDetails scheduleClass={scheduleClass} />
        <ClassReserveButton scheduleClass={scheduleClass} />
      </Group>
    </Paper>
  );
}
