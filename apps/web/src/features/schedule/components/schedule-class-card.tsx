import { Group, Paper } from '@mantine/core';
import type { ScheduleClass } from '../types.js';
import { ClassDetails } from './class-details.js';
import { ClassReserveButton } from './class-reserve-button.js';

/** One compact class row: the details take the room left over, the button always keeps its whole label. */
export function ScheduleClassCard({ scheduleClass }: { scheduleClass: ScheduleClass }) {
  return (
    <Paper withBorder px="sm" py="xs" radius="md" data-testid="schedule-class">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <ClassDetails scheduleClass={scheduleClass} />
        <ClassReserveButton scheduleClass={scheduleClass} />
      </Group>
    </Paper>
  );
}
