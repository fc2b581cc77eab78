import { Group, Paper, Text } from '@mantine/core';
import { spacesLeftText } from '../spaces-left.js';
import type { ScheduleClass } from '../types.js';
import { ClassDetails } from './class-details.js';
import { ClassReserveButton } from './class-reserve-button.js';
import classes from './schedule-class-card.module.css';

/** One compact class row: the details take the room left over, the button always keeps its whole label. */
export function ScheduleClassCard({ scheduleClass }: { scheduleClass: ScheduleClass }) {
  const spacesLeft = spacesLeftText(scheduleClass.bookingStatus, scheduleClass.availableSpacesOnline);
  return (
    <Paper withBorder radius="md" className={classes.card} data-testid="schedule-class">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div className={classes.text}>
          <ClassDetails scheduleClass={scheduleClass} />
          {spacesLeft && (
            <Text size="sm" className={classes.spacesLeft} data-testid="spaces-left">
              {spacesLeft}
            </Text>
          )}
        </div>
        <ClassReserveButton scheduleClass={scheduleClass} />
      </Group>
    </Paper>
  );
}
