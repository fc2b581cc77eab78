import { Group, Paper, Stack, Text } from '@mantine/core';
import { spacesLeftText } from '../spaces-left.js';
import type { ScheduleClass } from '../types.js';
import { ClassDetails } from './class-details.js';
import { ClassReserveButton } from './class-reserve-button.js';

/** One compact class row: the details take the room left over, the button always keeps its whole label. */
export function ScheduleClassCard({ scheduleClass }: { scheduleClass: ScheduleClass }) {
  const spacesLeft = spacesLeftText(scheduleClass.bookingStatus, scheduleClass.availableSpacesOnline);
  return (
    <Paper withBorder px="sm" py="xs" radius="md" data-testid="schedule-class">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <ClassDetails scheduleClass={scheduleClass} />
          {spacesLeft && (
            <Text size="sm" fw={600} data-testid="spaces-left">
              {spacesLeft}
            </Text>
          )}
        </Stack>
        <ClassReserveButton scheduleClass={scheduleClass} />
      </Group>
    </Paper>
  );
}
